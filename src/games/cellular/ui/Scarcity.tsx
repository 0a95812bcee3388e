import { useEffect, useRef, useState } from 'preact/hooks';
import { Stepper } from '../../../shared/ui/Stepper';
import { type CellularState, DICE, type DiceSet, type Scarcity as ScarcityState, countDice, formatDice, noDice } from '../engine';
import type { MoveResult } from '../../../shared/refusal';
import type { CellularModel } from '../model';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { dieSlots, nameOf } from './dice-text';
import { StartForm } from './ScarcityStart';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { percent } from '../../../shared/ui/percent';

// A pick is secret until every contender has picked: this file reads picks only from model.commitStatus,
// which gives no dice before then, and keeps the picker's own choice in local state until "Done, hide".

/** "Hand the phone to Ana": nothing of anyone's pick shows until Ana says it is her. */
function PassPhone({ model, player }: { model: CellularModel; player: number }) {
  const g = model.game.value!;
  const m = g.players[player]!;
  const [shown, setShown] = useState(false);
  const [pick, setPick] = useState<DiceSet>(noDice());
  const [msg, setMsg] = useRefusal();
  const head = useRef<HTMLHeadingElement>(null);
  // After "Done, hide" the button that had focus is gone: bring focus to the next hand-over.
  useEffect(() => {
    if (!shown && (document.activeElement === document.body || document.activeElement === null)) head.current?.focus();
  }, [shown]);
  if (!shown) {
    return (
      <div class="pass" data-testid="pass-phone">
        <h3 ref={head} tabIndex={-1} class="pass-to">
          Hand the phone to {m.name}
        </h3>
        <p class="muted">{m.name} picks dice in secret; everybody else looks away.</p>
        <button type="button" class="btn btn-primary btn-big" onClick={() => setShown(true)}>
          I'm {m.name}, show my dice
        </button>
      </div>
    );
  }
  const done = () => {
    const r: MoveResult = model.commit(player, pick);
    setMsg(r);
  };
  const kinds = DICE.filter((d) => m.dice[d] > 0);
  return (
    <div class="secret-pick" data-testid="secret-pick">
      <h3>{m.name}'s secret pick</h3>
      <p>{kinds.length ? `In ${m.name}'s Microbe: ${formatDice(m.dice)}. Pick any of them to roll, or none.` : `${m.name}'s Microbe has no dice: nothing to pick.`}</p>
      {kinds.length > 0 && (
        <div class="stepper-grid" role="group" aria-label={`${m.name}'s pick`}>
          {kinds.map((d) => (
            <Stepper key={d} label={d} srLabel={`${m.name} rolls ${d}`} value={pick[d]} min={0} max={m.dice[d]} onChange={(n) => setPick({ ...pick, [d]: n })} />
          ))}
        </div>
      )}
      <p class="note">Picked: {formatDice(pick)}</p>
      <Problem text={msg} />
      <button type="button" class="btn btn-primary btn-big" onClick={done}>
        Done, hide
      </button>
      <button
        type="button"
        class="btn"
        onClick={() => {
          setPick(noDice());
          setShown(false);
        }}
      >
        Not {m.name}? Hide without picking
      </button>
    </div>
  );
}

/**
 * Only in a roll saved before contenders without dice were skipped: the next picker's Microbe is empty
 * (public: the dice table shows it), so there is nothing to pick in secret and no phone to pass.
 */
function NoDice({ model, player }: { model: CellularModel; player: number }) {
  const name = model.game.value!.players[player]!.name;
  const [msg, setMsg] = useRefusal();
  const skip = () => {
    const r: MoveResult = model.commit(player, noDice());
    setMsg(r);
  };
  return (
    <div class="pass" data-testid="no-dice">
      <h3 class="pass-to">{name} has no dice: picks nothing</h3>
      <p class="muted">Nothing to pick in secret, so no need to pass the phone.</p>
      <Problem text={msg} />
      <button type="button" class="btn btn-primary btn-big" onClick={skip}>
        Skip {name}: no dice to pick
      </button>
    </div>
  );
}

/** Every throw so far: each contender's faces and total. */
function Throws({ g, s }: { g: CellularState; s: ScarcityState }) {
  if (s.rolls.length === 0) return null;
  return (
    <ol class="roll-list" aria-label="Throws" data-testid="throws">
      {s.rolls.map((t, k) => (
        <li key={k}>
          {t.map((r) => (
            <span key={r.player} class="throw">
              {nameOf(g, r.player)}: {r.dice.length ? r.dice.map((d) => `${d.die} ${d.face}`).join(' + ') : 'no dice'} = <strong>{r.total}</strong>
            </span>
          ))}
        </li>
      ))}
    </ol>
  );
}

/** All picks are in: reveal them when the dice are cast, then roll together; the tied roll the same dice again. */
function Throw({ model }: { model: CellularModel }) {
  const g = model.game.value!;
  const s = g.scarcity!;
  const [revealed, setRevealed] = useState(false);
  if (s.mode === 'chosen' && s.rolls.length === 0 && !revealed) {
    return (
      <div class="reveal">
        <h3>All picks are in</h3>
        <p>Put the phone where everybody can see it: the picks are revealed as the dice are cast together.</p>
        <button type="button" class="btn btn-primary btn-big" onClick={() => setRevealed(true)}>
          Reveal the picks
        </button>
      </div>
    );
  }
  const rollers = model.rollers.value;
  const dice = model.rollerDice.value;
  const last = s.rolls.at(-1);
  const top = last ? Math.max(...last.map((r) => r.total)) : 0;
  const names = rollers.map((p) => nameOf(g, p));
  return (
    <div class="reveal">
      {s.mode === 'd8' ? (
        <p class="note">Nobody committed a die: every contender rolls one d8 from anywhere, and it goes back where it came from.</p>
      ) : (
        <ul class="roll-list" aria-label="Revealed picks" data-testid="picks">
          {model.commitStatus.value.map((c) => (
            <li key={c.player}>
              {nameOf(g, c.player)}: <strong>{c.dice ? formatDice(c.dice) : 'no dice'}</strong>
            </li>
          ))}
        </ul>
      )}
      <Throws g={g} s={s} />
      {last && (
        <p class="note">
          {names.join(' and ')} tie with {top}: they roll {s.mode === 'd8' ? 'a d8' : 'the same dice'} again.
        </p>
      )}
      <p class="note" data-testid="scarcity-odds">
        Chance to win{s.rolls.length ? ' from here' : ''}, ties rolled again: {model.odds.value.map((o) => `${nameOf(g, o.player)} ${percent(o.chance)}`).join(', ')}
      </p>
      <DiceEntry
        key={s.rolls.length}
        groups={rollers.map((p, i) => ({ name: nameOf(g, p), dice: dieSlots(nameOf(g, p), dice[i] ?? []) }))}
        rollText={last ? `Roll again for ${names.join(' and ')}` : 'Roll all the dice'}
        onRoll={() => model.roll('app')}
        onFaces={(f) => model.roll(f)}
      />
    </div>
  );
}

/** The Scarcity roll: secret picks passed from hand to hand, the reveal and the throws, the winner. */
export function Scarcity({ model }: { model: CellularModel }) {
  const g = model.game.value!;
  const s = g.scarcity;
  if (s && s.winner === null) {
    const next = model.nextToCommit.value;
    const status = model.commitStatus.value;
    return (
      <section class="panel scarcity" aria-labelledby="scarcity-h">
        <h2 id="scarcity-h">Scarcity roll for {s.prize}</h2>
        {next !== null && (
          <>
            <ul class="pick-status" aria-label="Secret picks">
              {status.map((c) => (
                <li key={c.player}>
                  {nameOf(g, c.player)}: {c.skipped ? 'no dice, skipped' : c.committed ? 'picked ✓' : c.player === next ? 'picking now' : 'waiting'}
                </li>
              ))}
            </ul>
            {countDice(g.players[next]!.dice) === 0 ? (
              <NoDice model={model} player={next} />
            ) : (
              <PassPhone key={`${next}-${status.filter((c) => c.committed).length}`} model={model} player={next} />
            )}
          </>
        )}
        {next === null && <Throw key={s.contenders.join()} model={model} />}
      </section>
    );
  }
  // Past the Rounds only the Scarcity roll that decided the game is worth showing.
  if (g.phase !== 'rounds' && !s?.decidesGame) return null;
  return (
    <section class="panel" aria-labelledby="scarcity-h">
      <h2 id="scarcity-h">Scarcity roll</h2>
      {s && (
        <details class="last-scarcity" open={g.receipt?.includes(`wins ${s.prize}`)}>
          <summary data-testid="scarcity-result">
            Last: {nameOf(g, s.winner!)} won {s.prize}
          </summary>
          <p>{s.mode === 'chosen' ? 'The rolled dice went back to the Center.' : 'The d8s went back where they came from.'}</p>
          <Throws g={g} s={s} />
        </details>
      )}
      {g.phase === 'rounds' ? <StartForm model={model} /> : null}
    </section>
  );
}
