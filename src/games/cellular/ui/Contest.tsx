import { useState } from 'preact/hooks';
import { type CellularState, contestDice, contestText, formatDice } from '../engine';
import type { CellularModel } from '../model';
import { DiceEntry } from '../../../shared/ui/DiceEntry';
import { dieSlots, nameOf } from './dice-text';
import { AllIn, PassPhone } from './PassPhone';
import { useReveal } from '../../../shared/ui/reveal';
import type { Steady } from '../../../shared/ui/steady';

// A card-effect roll where players roll against each other: the same secrecy as a Scarcity roll. Picks are read
// only from model.contestStatus, which gives no dice before the cast; each picker's choice stays in PassPhone.

const rollerNames = (g: CellularState) => g.contest!.rollers.map((p) => nameOf(g, p)).join(', ');

/** The picks revealed, then one cast of every roller's dice (a tap when nobody picked a die). */
function Cast({ model, steady }: { model: CellularModel; steady: Steady }) {
  const g = model.game.value!;
  const c = g.contest!;
  const [revealed, setRevealed] = useState(false);
  const box = useReveal<HTMLDivElement>(revealed ? 'cast' : null);
  if (!revealed) return <AllIn steady={steady} onReveal={() => setRevealed(true)} />;
  const picks = c.commits.map((pick) => pick!);
  const dice = c.rollers.map((p) => contestDice(g, p));
  const slots = c.rollers.flatMap((p, i) => dieSlots(nameOf(g, p), dice[i] ?? []));
  const split = (flat: number[]) => {
    let at = 0;
    return c.rollers.map((_, i) => flat.slice(at, (at += (dice[i] ?? []).length)));
  };
  return (
    <div class="reveal" ref={box}>
      <ul class="roll-list" aria-label="Revealed picks" data-testid="contest-picks">
        {c.rollers.map((p, i) => (
          <li key={p}>
            {nameOf(g, p)}: <strong>{formatDice(picks[i]!)}</strong>
          </li>
        ))}
      </ul>
      {slots.length === 0 ? (
        <button type="button" class="btn btn-primary btn-big" data-focus aria-disabled={steady.settling || undefined} onClick={() => steady.run(() => model.castContest(c.rollers.map(() => [])))}>
          Nobody picked a die: record the roll
        </button>
      ) : (
        <DiceEntry
          label="The card-effect throw"
          settling={steady.settling}
          groups={[{ dice: slots }]}
          rollText="Cast all the dice"
          onRoll={() => steady.run(() => model.castContest('app'))}
          onFaces={(f) => steady.run(() => model.castContest(split(f.flat())))}
        />
      )}
    </div>
  );
}

/** The card-effect roll under way: secret picks passed from hand to hand, the reveal and the cast. */
export function Contest({ model, steady }: { model: CellularModel; steady: Steady }) {
  const g = model.game.value!;
  const c = g.contest;
  if (!c || c.rolls !== null) return null;
  const next = model.nextContestPicker.value;
  const status = model.contestStatus.value;
  return (
    <section class="panel contest" aria-labelledby="contest-h">
      <h2 id="contest-h">Card-effect roll: {rollerNames(g)}</h2>
      {next !== null ? (
        <>
          <ul class="pick-status" aria-label="Secret picks">
            {status.map((x) => (
              <li key={x.player}>
                {nameOf(g, x.player)}: {x.skipped ? 'no dice, skipped' : x.picked ? 'picked ✓' : x.player === next ? 'picking now' : 'waiting'}
              </li>
            ))}
          </ul>
          <PassPhone
            key={`${next}-${status.filter((x) => x.picked).length}`}
            name={g.players[next]!.name}
            dice={g.players[next]!.dice}
            onPick={(pick) => model.pickForContest(next, pick)}
            steady={steady}
          />
        </>
      ) : (
        <Cast key={c.rollers.join()} model={model} steady={steady} />
      )}
    </section>
  );
}

/** Whether the very last move cast a card-effect roll of players against each other: its result is what the table reads now. */
export function justCast(g: CellularState): boolean {
  return g.contest !== null && g.contest.rolls !== null && g.receipt === contestText(g);
}

/** The cast just made, where the roll was, in view: every roller's dice and total. */
export function ContestResult({ model }: { model: CellularModel }) {
  const g = model.game.value!;
  const box = useReveal<HTMLElement>(`cast-${g.receipt}`);
  return (
    <section class="panel contest" aria-labelledby="contest-done-h" ref={box}>
      <h2 id="contest-done-h">Card-effect roll cast</h2>
      <p data-testid="contest-result">{contestText(g)}</p>
      <p class="muted">The card says what the totals do.</p>
    </section>
  );
}
