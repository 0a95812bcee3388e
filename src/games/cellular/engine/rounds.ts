// The Round tracker: dealing from the Gene Pool, the snake draft of Starting Genomes, and the steps of 3 Rounds.
import { HAND_SIZE, ROUNDS, genePoolSize } from './setup';
import { busyProblem, nameOf } from './state';
import { ROUND_STEPS, STEP_NAMES, type CellularState, type Refusal } from './types';

/**
 * Cards each player is dealt from a Gene Pool of `pool` cards, in seat order: 8 each when there are
 * enough, else as evenly as possible, the earlier seats getting the odd cards.
 */
export function dealCounts(pool: number, players: number): number[] {
  const cards = Math.max(0, Math.min(pool, HAND_SIZE * players));
  const each = Math.floor(cards / players);
  const odd = cards % players;
  return Array.from({ length: players }, (_, seat) => each + (seat < odd ? 1 : 0));
}

/** The snake draft's pick order: seat order, then the reverse (2 picks each). */
export function snakeOrder(players: number): number[] {
  const seats = Array.from({ length: players }, (_, i) => i);
  return [...seats, ...seats.reverse()];
}

/** Who picks the next Starting Genome, or null when the draft is done or not used. */
export function genomePicker(state: CellularState): number | null {
  if (state.phase !== 'genomes') return null;
  return snakeOrder(state.players.length)[state.genomePicks] ?? null;
}

/** The next player in the snake draft has picked a Starting Genome; after the last pick Round 1 begins. */
export function pickGenome(state: CellularState): CellularState | Refusal {
  const bad = busyProblem(state);
  if (bad) return { error: bad };
  const who = genomePicker(state);
  if (who === null) return { error: 'There is no Starting Genome draft under way' };
  const picks = state.genomePicks + 1;
  const done = picks === 2 * state.players.length;
  return {
    ...state,
    genomePicks: picks,
    phase: done ? 'rounds' : 'genomes',
    receipt: `${nameOf(state, who)} picks a Starting Genome${done ? '; Round 1 begins' : ''}`,
  };
}

/** Sets how many cards this Round's Gene Pool really holds (fewer when the Source decks ran short). */
export function setGenePool(state: CellularState, cards: number): CellularState | Refusal {
  const bad = busyProblem(state);
  if (bad) return { error: bad };
  if (state.phase !== 'rounds' || state.step !== 'genePool') return { error: 'The Gene Pool is set at the start of a Round' };
  const full = genePoolSize(state.players.length);
  if (!Number.isInteger(cards) || cards < 0 || cards > full) return { error: `The Gene Pool holds 0 to ${full} cards, not ${cards}` };
  return { ...state, genePool: cards, receipt: `Gene Pool: ${cards} cards, dealt ${dealCounts(cards, state.players.length).join(', ')}` };
}

/** Moves on to the Round's next step; after Round 3's Round End the Nutrients are counted. */
export function nextStep(state: CellularState): CellularState | Refusal {
  const bad = busyProblem(state);
  if (bad) return { error: bad };
  if (state.phase !== 'rounds') return { error: state.phase === 'genomes' ? 'Finish the Starting Genome draft first' : 'All 3 Rounds are over' };
  const i = ROUND_STEPS.indexOf(state.step);
  const next = ROUND_STEPS[i + 1];
  if (next) return { ...state, step: next, receipt: `Round ${state.round}: ${STEP_NAMES[next]}` };
  if (state.round >= ROUNDS) return { ...state, phase: 'scoring', receipt: `Round ${ROUNDS} is over: count Nutrients` };
  return {
    ...state,
    round: state.round + 1,
    step: 'genePool',
    genePool: genePoolSize(state.players.length),
    receipt: `Round ${state.round + 1}: ${STEP_NAMES.genePool}`,
  };
}
