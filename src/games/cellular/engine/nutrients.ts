// End of game: Nutrients from face-down cards, Mutations and Evolutions; the winner, or a Scarcity roll on a tie.
import { openScarcity } from './scarcity';
import { busyProblem, nameOf, playerProblem } from './state';
import type { CellularState, Failure, NutrientSheet } from './types';

/** Nutrients per Mutation in a Microbe. */
export const MUTATION_NUTRIENTS = 5;

/** A Microbe's Nutrients: 1 per face-down card, 5 per Mutation, plus or minus each Evolution's adjustment. */
export function nutrients(sheet: NutrientSheet): number {
  return sheet.faceDown + MUTATION_NUTRIENTS * sheet.mutations + sheet.evolutions.reduce((a, b) => a + b, 0);
}

function isCount(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

function sheetProblem(x: NutrientSheet): string | null {
  if (!isCount(x?.faceDown)) return `Face-down cards: ${String(x?.faceDown)} is not a count`;
  if (!isCount(x.mutations)) return `Mutations: ${String(x.mutations)} is not a count`;
  if (!Array.isArray(x.evolutions)) return 'Evolutions: expected a list of adjustments';
  const bad = x.evolutions.find((n) => typeof n !== 'number' || !Number.isInteger(n));
  return bad === undefined ? null : `Evolutions: ${String(bad)} is not a whole number of Nutrients`;
}

/** Enters what `player` counted at the end of the game. */
export function setNutrients(state: CellularState, player: number, sheet: NutrientSheet): CellularState | Failure {
  const bad = busyProblem(state) ?? playerProblem(state, player);
  if (bad) return { error: bad };
  if (state.phase !== 'scoring') return { error: 'Nutrients are counted after the third Round' };
  const wrong = sheetProblem(sheet);
  if (wrong) return { error: `${nameOf(state, player)}: ${wrong}` };
  const copy = { faceDown: sheet.faceDown, mutations: sheet.mutations, evolutions: [...sheet.evolutions] };
  return {
    ...state,
    players: state.players.map((m, i) => (i === player ? { ...m, sheet: copy } : m)),
    receipt: `${nameOf(state, player)} has ${nutrients(copy)} Nutrients`,
  };
}

/** Each player's Nutrients (null until entered), and who leads once all are in. */
export function standings(state: CellularState): { totals: Array<number | null>; leaders: number[] } {
  const totals = state.players.map((m) => (m.sheet ? nutrients(m.sheet) : null));
  if (totals.includes(null)) return { totals, leaders: [] };
  const top = Math.max(...(totals as number[]));
  return { totals, leaders: totals.flatMap((t, i) => (t === top ? [i] : [])) };
}

/** Declares the winner with the most Nutrients, or starts the Scarcity roll among those tied for most. */
export function finishGame(state: CellularState): CellularState | Failure {
  const bad = busyProblem(state);
  if (bad) return { error: bad };
  if (state.phase !== 'scoring') return { error: 'Nutrients are counted after the third Round' };
  const { totals, leaders } = standings(state);
  const missing = totals.indexOf(null);
  if (missing >= 0) return { error: `${nameOf(state, missing)} has not counted Nutrients yet` };
  const top = totals[leaders[0] as number] as number;
  if (leaders.length === 1) {
    const winner = leaders[0] as number;
    return { ...state, phase: 'over', winner, receipt: `${nameOf(state, winner)} wins with ${top} Nutrients` };
  }
  return openScarcity(state, leaders, 'the game', true);
}
