import { CRISIS_COUNT, GOAL_COUNT } from '../engine/game';
import { crisisOrderText, goalsText } from '../engine/log';
import { CRISES, CRISIS_NAMES, GOALS, GOAL_NAMES, type CrisisId, type GoalId } from '../engine/screens';
import type { MoonDropModel } from '../model';
import type { Shows } from '../../../shared/ui/Problem';

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

/** "Crises Fire → Quake → Plague · Goals Research and Mining". */
export function CardsLine({ crises, goals }: { crises: readonly CrisisId[]; goals: readonly GoalId[] }) {
  return (
    <p class="md-cards-line" data-testid="cards">
      <span>
        <b>Crises</b> (in order): {crisisOrderText(crises)}
      </span>
      <span>
        <b>Goals</b>: {goalsText(goals)}
      </span>
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
        {fold ? 'The cards dealt on the table: tap' : 'Or pick the cards dealt on the table: tap'} the Crisis cards in the order they are resolved. They are shuffled at the end of the
        game, so the order can still be set then.
      </p>
      <div class="md-toggles" role="group" aria-label={`Crisis cards (${crises.length} of ${CRISIS_COUNT})`}>
        {CRISES.map((c) => {
          const at = crises.indexOf(c);
          return (
            <button key={c} type="button" class="btn md-toggle" aria-pressed={at >= 0} disabled={at < 0 && crises.length >= CRISIS_COUNT} onClick={() => toggleCrisis(c)}>
              {CRISIS_NAMES[c]}{' '}
              {at >= 0 && (
                <span class="md-badge">
                  <span class="visually-hidden">resolved </span>
                  {ORDINAL[at]}
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

/** The order the crises are resolved in, set after the end-of-game shuffle: move cards, or let the app shuffle. */
export function CrisisOrder({ model, setError }: { model: MoonDropModel; setError: (answer: Shows) => void }) {
  const { crises, goals } = model.doc.value;
  const swap = (i: number, j: number) => {
    const next = [...crises];
    [next[i], next[j]] = [next[j]!, next[i]!];
    setError(model.pickCards(next, goals));
  };
  return (
    <div class="stack">
      <ol class="md-order">
        {crises.map((c, i) => (
          <li key={c}>
            <span class="grow">
              {ORDINAL[i]}: {CRISIS_NAMES[c]}
            </span>
            <button type="button" class="btn btn-icon" aria-label={`Move ${CRISIS_NAMES[c]} earlier`} disabled={i === 0} onClick={() => swap(i, i - 1)}>
              ↑
            </button>
            <button type="button" class="btn btn-icon" aria-label={`Move ${CRISIS_NAMES[c]} later`} disabled={i === crises.length - 1} onClick={() => swap(i, i + 1)}>
              ↓
            </button>
          </li>
        ))}
      </ol>
      {crises.length > 1 && (
        <button type="button" class="btn" onClick={() => setError(model.shuffleCrises())}>
          Shuffle the crises in the app
        </button>
      )}
    </div>
  );
}
