import { useState } from 'preact/hooks';
import { CRISIS_COUNT, GOAL_COUNT, type Shuffle, type ShuffledBy } from '../engine/game';
import { crisisOrderText, crisisSetText, goalsText } from '../engine/log';
import { CRISES, CRISIS_NAMES, GOALS, GOAL_NAMES, type CrisisId, type GoalId } from '../engine/screens';
import type { MoonDropModel } from '../model';
import type { Shows } from '../../../shared/ui/Problem';
import { Reading } from '../../../shared/ui/Reading';
import { useReveal } from '../../../shared/ui/reveal';
import type { Steady } from '../../../shared/ui/steady';

const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th'];

const CRISIS_TEXT: Record<CrisisId, string> = {
  fire: 'safe if every Building has Life Support; else 2 Rooms burn in each Building without.',
  breach: 'safe if no Corridor touches an empty cell; else 1 Room is lost per such Corridor.',
  plague: 'safe if no Quarters touches other Quarters; else all those Quarters are crossed.',
  quake: 'safe if every module touches 2 others; else each that does not is crossed.',
  fungus: 'safe if every Hydroponics touches Life Support; else each that does not is crossed.',
  sabotage: 'safe if every Dock touches Quarters; else the largest group of Rooms is crossed.',
};

const GOAL_TEXT: Record<GoalId, string> = {
  research: '+1 per Research.',
  mining: '+1 per empty cell walled off from the edge.',
  efficiency: '+1 per cell of the largest group of Corridors.',
  population: '+1 per Quarters.',
  security: '+4 per Building with a Dock, beyond the first.',
};

/** How the order of the crises came about, as the cards line says it. */
const SHUFFLED_BY: Record<ShuffledBy, string> = { app: 'shuffled by the app', table: "as the table's cards came out", saved: 'as the game was saved' };

/**
 * "Crises: Fire, Plague and Quake · Goals: Research and Mining" while the crises are a set (during play, and after it
 * until they are shuffled); once shuffled, "Crises (shuffled by the app): Plague → Fire → Quake".
 */
export function CardsLine({ crises, goals, shuffle = null }: { crises: readonly CrisisId[]; goals: readonly GoalId[]; shuffle?: Shuffle | null }) {
  return (
    <p class="md-cards-line" data-testid="cards">
      <span>
        {shuffle ? (
          <>
            <b>Crises</b> ({SHUFFLED_BY[shuffle.by]}): {crisisOrderText(shuffle.order)}
          </>
        ) : (
          <>
            <b>Crises</b>: {crisisSetText(crises)}
          </>
        )}
      </span>
      <span>
        <b>Goals</b>: {goalsText(goals)}
      </span>
      {shuffle?.was && <span class="md-was">Shuffled again after an Undo (it was {crisisOrderText(shuffle.was)})</span>}
    </p>
  );
}

/** Props of CardsPicker. */
export interface CardsPickerProps {
  model: MoonDropModel;
  setError: (answer: Shows) => void;
  /** Show the cards picked so far (default true). */
  line?: boolean;
  /** Fold the picking of the table's cards (and what the cards say) behind one tap, so the setup fits a phone's screen. */
  fold?: boolean;
}

/** The six Crisis cards and five Goal cards as toggles: the app deals, or the player picks the cards on the table. */
export function CardsPicker({ model, setError, line = true, fold = false }: CardsPickerProps) {
  const { crises, goals } = model.doc.value;
  const pick = (c: CrisisId[], g: GoalId[]) => setError(model.pickCards(c, g));
  const toggleCrisis = (c: CrisisId) => pick(crises.includes(c) ? crises.filter((x) => x !== c) : [...crises, c], goals);
  const toggleGoal = (g: GoalId) => pick(crises, goals.includes(g) ? goals.filter((x) => x !== g) : [...goals, g]);
  const picking = (
    <>
      <p class="muted">
        {fold ? 'The cards dealt on the table: tap' : 'Or pick the cards dealt on the table: tap'} the 3 Crisis cards and the 2 Goal cards. The crises strike in an order
        nobody knows until they are shuffled, after the last round.
      </p>
      <div class="md-toggles" role="group" aria-label={`Crisis cards (${crises.length} of ${CRISIS_COUNT})`}>
        {CRISES.map((c) => {
          const on = crises.includes(c);
          return (
            <button key={c} type="button" class="btn md-toggle" aria-pressed={on} disabled={!on && crises.length >= CRISIS_COUNT} onClick={() => toggleCrisis(c)}>
              {CRISIS_NAMES[c]}{' '}
              {on && (
                <span class="md-badge" aria-hidden="true">
                  ✓
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div class="md-toggles" role="group" aria-label={`Goal cards (${goals.length} of ${GOAL_COUNT})`}>
        {GOALS.map((g) => {
          const on = goals.includes(g);
          return (
            <button key={g} type="button" class="btn md-toggle" aria-pressed={on} disabled={!on && goals.length >= GOAL_COUNT} onClick={() => toggleGoal(g)}>
              {GOAL_NAMES[g]}{' '}
              {on && (
                <span class="md-badge" aria-hidden="true">
                  ✓
                </span>
              )}
            </button>
          );
        })}
      </div>
    </>
  );
  const texts = (
    <details class="md-card-texts">
      <summary>What the cards say</summary>
      <ul class="plain-list">
        {CRISES.map((c) => (
          <li key={c}>
            <b>{CRISIS_NAMES[c]}</b>: {CRISIS_TEXT[c]}
          </li>
        ))}
        {GOALS.map((g) => (
          <li key={g}>
            <b>{GOAL_NAMES[g]}</b>: {GOAL_TEXT[g]}
          </li>
        ))}
      </ul>
    </details>
  );
  return (
    <div class="stack">
      <button type="button" class="btn btn-primary" onClick={() => setError(model.deal())}>
        Deal the cards in the app
      </button>
      {fold ? (
        // Open by itself once the table has picked a card (a reload, a way back to the setup).
        <details class="md-cards-edit md-pick-cards" open={crises.length + goals.length > 0 || undefined}>
          <summary>Or pick the cards on the table</summary>
          <div class="stack">
            {picking}
            {texts}
          </div>
        </details>
      ) : (
        picking
      )}
      {line && (crises.length > 0 || goals.length > 0) && <CardsLine crises={crises} goals={goals} />}
      {!fold && texts}
    </div>
  );
}

/**
 * The end-of-game shuffle (RULES.md §3): the table lets the app shuffle the crises, or taps its real cards in the
 * order they came out (the last tap uses the order). What the app waits for after the last round: revealed.
 */
export function CrisisShuffle({ model, setError, steady }: { model: MoonDropModel; setError: (answer: Shows) => void; steady: Steady }) {
  const { crises } = model.doc.value;
  const [tapped, setTapped] = useState<CrisisId[]>([]);
  const box = useReveal<HTMLElement>('shuffle');
  const tap = (c: CrisisId) => {
    if (tapped.includes(c)) return setTapped(tapped.filter((x) => x !== c));
    const next = [...tapped, c];
    if (next.length < crises.length) return setTapped(next);
    steady.run(() => {
      const refused = model.setOrder(next);
      setError(refused);
      if (refused) setTapped([]);
    });
  };
  return (
    <section class="stack md-shuffle" aria-labelledby="md-shuffle-h" ref={box} data-testid="shuffle">
      <h3 id="md-shuffle-h">Shuffle the crises</h3>
      <p>
        The sheets are final. Shuffle the Crisis cards ({crisisSetText(crises)}): they strike in the order they come out, each followed by a Safety Check. Then the
        sheets are scored.
      </p>
      <button type="button" class="btn btn-primary" aria-disabled={steady.settling || undefined} onClick={steady.steady(() => setError(model.shuffleCrises()))}>
        Shuffle the crises in the app
      </button>
      {crises.length > 1 && (
        <>
          <p class="muted" id="md-real-order">
            Or tap your table&apos;s cards in the order they came out:
          </p>
          <div class="md-toggles" role="group" aria-labelledby="md-real-order">
            {crises.map((c) => {
              const at = tapped.indexOf(c);
              return (
                <button key={c} type="button" class="btn md-toggle" aria-pressed={at >= 0} onClick={() => tap(c)}>
                  {CRISIS_NAMES[c]}{' '}
                  {at >= 0 && (
                    <span class="md-badge">
                      <span class="visually-hidden">came out </span>
                      {ORDINAL[at]}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </>
      )}
      <Reading kind="moondrop" entry="crisis-order">
        The app&apos;s shuffle stands in for the cards&apos; (each order as likely); Undo takes a shuffle back like any move, and a new one says it replaced it.
      </Reading>
    </section>
  );
}
