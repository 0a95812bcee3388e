import { useState } from 'preact/hooks';
import { type CellularState, type Scarcity as ScarcityState, chanceText, countDice, formatDice, noDice } from '../engine';
import type { CellularModel } from '../model';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { dieSlots, nameOf } from './dice-text';
import { StartForm } from './ScarcityStart';
import { AllIn, PassPhone } from './PassPhone';
import { Problem, useRefusal } from '../../../shared/ui/Problem';
import { useReveal } from '../../../shared/ui/reveal';
import type { Steady } from '../../../shared/ui/steady';

// A pick is secret until every contender has picked: this file reads picks only from model.commitStatus,
// which gives no dice before then, and keeps the picker's own choice in local state until "Done, hide".

/**
 * Only in a roll saved before contenders without dice were skipped: the next picker's Microbe is empty
 * (public: the dice table shows it), so there is nothing to pick in secret and no phone to pass.
 */
function NoDice({ model, player, steady }: { model: CellularModel; player: number; steady: Steady }) {
  const name = model.game.value!.players[player]!.name;
  const [msg, setMsg] = useRefusal();
  const box = useReveal<HTMLDivElement>(`none-${player}`);
  return (
    <div class="pass" data-testid="no-dice" ref={box}>
      <h3 class="pass-to">{name} has no dice: picks nothing</h3>
      <p class="muted">Nothing to pick in secret, so no need to pass the phone.</p>
      <Problem text={msg} />
      <button type="button" class="btn btn-primary btn-big" aria-disabled={steady.settling || undefined} onClick={() => steady.run(() => setMsg(model.commit(player, noDice())))}>
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

/** The picks revealed, the throws so far and the chances, then the throw: in view after each one; the tied roll the same dice again. */
function Throw({ model, steady }: { model: CellularModel; steady: Steady }) {
  const g = model.game.value!;
  const s = g.scarcity!;
  const [revealed, setRevealed] = useState(false);
  const box = useReveal<HTMLDivElement>(s.mode === 'chosen' && s.rolls.length === 0 && !revealed ? null : `throw-${s.rolls.length}`);
  if (s.mode === 'chosen' && s.rolls.length === 0 && !revealed) return <AllIn steady={steady} onReveal={() => setRevealed(true)} />;
  const rollers = model.rollers.value;
  const dice = model.rollerDice.value;
  const last = s.rolls.at(-1);
  const top = last ? Math.max(...last.map((r) => r.total)) : 0;
  const names = rollers.map((p) => nameOf(g, p));
  // One row of faces per die, each named by its roller; the faces come back split per roller.
  const slots = rollers.flatMap((p, i) => dieSlots(nameOf(g, p), dice[i] ?? []));
  const split = (flat: number[]) => {
    let at = 0;
    return rollers.map((_, i) => flat.slice(at, (at += (dice[i] ?? []).length)));
  };
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
      {/* What waits: the last throw's outcome, the chances, and the next throw (the picks and throws stay above). */}
      <div class="throw-box" ref={box}>
        {last && (
          <h3 class="note">
            {names.join(' and ')} tie with {top}: they roll {s.mode === 'd8' ? 'a d8' : 'the same dice'} again.
          </h3>
        )}
        <p class="note" data-testid="scarcity-odds" data-focus={last ? undefined : ''}>
          Chance to win{s.rolls.length ? ' from here' : ''}, ties rolled again: {model.odds.value.map((o) => `${nameOf(g, o.player)} ${chanceText(o.chance)}`).join(', ')}
        </p>
        <DiceEntry
          label="The Scarcity throw"
          settling={steady.settling}
          key={s.rolls.length}
          groups={[{ dice: slots }]}
          rollText={last ? `Roll again for ${names.join(' and ')}` : 'Roll all the dice'}
          onRoll={() => steady.run(() => model.roll('app'))}
          onFaces={(f) => steady.run(() => model.roll(split(f.flat())))}
        />
      </div>
    </div>
  );
}

/** The Scarcity roll under way: secret picks passed from hand to hand, the reveal and the throws. */
export function Scarcity({ model, steady }: { model: CellularModel; steady: Steady }) {
  const g = model.game.value!;
  const s = g.scarcity;
  if (!s || s.winner !== null) return null;
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
            <NoDice key={next} model={model} player={next} steady={steady} />
          ) : (
            <PassPhone key={`${next}-${status.filter((c) => c.committed).length}`} name={g.players[next]!.name} dice={g.players[next]!.dice} onPick={(pick) => model.commit(next, pick)} steady={steady} />
          )}
        </>
      )}
      {next === null && <Throw key={s.contenders.join()} model={model} steady={steady} />}
    </section>
  );
}

/**
 * The Scarcity roll once won: just won, it stays where the roll was, open, its throws in view and focused
 * (what the table reads now); once play moves on, a line to open below the Round. Past the Rounds only the
 * roll that decided the game is shown.
 */
export function ScarcityResult({ model, fresh, steady }: { model: CellularModel; fresh: boolean; steady: Steady }) {
  const g = model.game.value!;
  const s = g.scarcity;
  // At the end of the game the winner's banner above it is what waits.
  const box = useReveal<HTMLElement>(fresh && s && g.phase !== 'over' ? `won-${s.prize}-${s.rolls.length}` : null);
  if (fresh && s) {
    return (
      <section class="panel scarcity" aria-labelledby="scarcity-won-h" ref={box}>
        <h2 id="scarcity-won-h" data-testid="scarcity-result">
          {nameOf(g, s.winner!)} wins {s.prize}
        </h2>
        <Throws g={g} s={s} />
        <p>{s.mode === 'chosen' ? 'The rolled dice went back to the Center.' : 'The d8s went back where they came from.'}</p>
      </section>
    );
  }
  if (g.phase !== 'rounds' && !s?.decidesGame) return null;
  return (
    <section class="panel" aria-labelledby="scarcity-h">
      <h2 id="scarcity-h">Scarcity roll</h2>
      {s && (
        <details class="last-scarcity">
          <summary data-testid="scarcity-last">
            Last: {nameOf(g, s.winner!)} won {s.prize}
          </summary>
          <p>{s.mode === 'chosen' ? 'The rolled dice went back to the Center.' : 'The d8s went back where they came from.'}</p>
          <Throws g={g} s={s} />
        </details>
      )}
      {g.phase === 'rounds' ? <StartForm model={model} steady={steady} /> : null}
    </section>
  );
}
