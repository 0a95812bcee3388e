// End of game: Nutrients from face-down cards, Mutations and Evolutions; the winner, or a Scarcity roll on a tie.
import { openScarcity } from './scarcity';
import { busyProblem, nameOf, playerProblem } from './state';
import { type CellularState, EVOLUTION_OUTCOMES, type EvolutionEntry, type Refusal, type NutrientSheet } from './types';

/** Nutrients per Mutation in a Microbe. */
export const MUTATION_NUTRIENTS = 5;
/** The most Evolutions one Microbe can be entered with (a bound on bad input, far above a real game). */
export const MAX_EVOLUTIONS = 40;
/** The most of anything one box takes (cards, Mutations, an Evolution's Nutrients). */
export const MAX_COUNT = 999;

/** A sheet with nothing entered yet. */
export function blankSheet(): NutrientSheet {
  return { faceDown: null, mutations: null, evolutions: null };
}

/**
 * What one Evolution adds: its Nutrients when the condition is met (minus when the card deducts), 0 when
 * it is not met, and 0 on a tie: "in a tie for Adaptations or Evolutions, no one is awarded the reward or
 * penalty". Null until its outcome (and, when met, its Nutrients) is entered.
 */
export function evolutionValue(e: EvolutionEntry): number | null {
  if (e.outcome === 'unmet' || e.outcome === 'tied') return 0;
  if (e.outcome === null || e.points === null) return null;
  return e.outcome === 'gain' ? e.points : -e.points;
}

/** What is still to be entered on a sheet, in form order ("face-down cards", "Evolution 2's outcome"); empty when complete. */
export function sheetGaps(sheet: NutrientSheet | null): string[] {
  const s = sheet ?? blankSheet();
  const gaps: string[] = [];
  if (s.faceDown === null) gaps.push('face-down cards');
  if (s.mutations === null) gaps.push('Mutations');
  if (s.evolutions === null) gaps.push('how many Evolutions');
  for (const [i, e] of (s.evolutions ?? []).entries()) {
    if (e.outcome === null) gaps.push(`Evolution ${i + 1}'s outcome`);
    else if ((e.outcome === 'gain' || e.outcome === 'loss') && e.points === null) gaps.push(`Evolution ${i + 1}'s Nutrients`);
  }
  return gaps;
}

/** A Microbe's Nutrients: 1 per face-down card, 5 per Mutation, plus or minus each Evolution (nobody's on a tie); null until every number is entered. */
export function nutrients(sheet: NutrientSheet | null): number | null {
  if (!sheet || sheetGaps(sheet).length > 0) return null;
  const evo = (sheet.evolutions ?? []).reduce((a, e) => a + (evolutionValue(e) ?? 0), 0);
  return (sheet.faceDown ?? 0) + MUTATION_NUTRIENTS * (sheet.mutations ?? 0) + evo;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_COUNT;
const countOrNull = (n: unknown) => n === null || isCount(n);

// Sheets saved before outcomes were entered held each Evolution as a signed number (state version 1).
function fromOld(n: number): EvolutionEntry {
  return n === 0 ? { outcome: 'unmet', points: null } : { outcome: n > 0 ? 'gain' : 'loss', points: Math.abs(n) };
}

function readEvolution(x: unknown, i: number): EvolutionEntry | string {
  const where = `Evolution ${i + 1}`;
  if (typeof x === 'number') return Number.isInteger(x) && Math.abs(x) <= MAX_COUNT ? fromOld(x) : `${where}: ${String(x)} is not a whole number of Nutrients`;
  if (!isObj(x)) return `${where} is not readable`;
  if (x.outcome !== null && !EVOLUTION_OUTCOMES.includes(x.outcome as never)) return `${where}: "${String(x.outcome)}" is not an outcome`;
  if (!countOrNull(x.points)) return `${where}: ${String(x.points)} is not a count of Nutrients`;
  return { outcome: x.outcome as EvolutionEntry['outcome'], points: x.points as number | null };
}

/**
 * A sheet as entered, or why it cannot be read. Reads the shape saved before outcomes too (each
 * Evolution a signed number: + gains, − loses, 0 not met), so old games replay as they were.
 */
export function readSheet(x: unknown): NutrientSheet | Refusal {
  if (!isObj(x)) return { error: 'The count is not readable' };
  if (!countOrNull(x.faceDown)) return { error: `Face-down cards: ${String(x.faceDown)} is not a count` };
  if (!countOrNull(x.mutations)) return { error: `Mutations: ${String(x.mutations)} is not a count` };
  if (x.evolutions === null) return { faceDown: x.faceDown as number | null, mutations: x.mutations as number | null, evolutions: null };
  if (!Array.isArray(x.evolutions)) return { error: 'Evolutions: expected a list' };
  if (x.evolutions.length > MAX_EVOLUTIONS) return { error: `Evolutions: at most ${MAX_EVOLUTIONS}` };
  const evolutions: EvolutionEntry[] = [];
  for (const [i, e] of x.evolutions.entries()) {
    const read = readEvolution(e, i);
    if (typeof read === 'string') return { error: read };
    evolutions.push(read);
  }
  return { faceDown: x.faceDown as number | null, mutations: x.mutations as number | null, evolutions };
}

/** Enters what `player` counted at the end of the game, in part or whole (a number not yet entered is null). */
export function setNutrients(state: CellularState, player: number, sheet: NutrientSheet): CellularState | Refusal {
  const bad = busyProblem(state) ?? playerProblem(state, player);
  if (bad) return { error: bad };
  if (state.phase !== 'scoring') return { error: 'Nutrients are counted after the third Round' };
  const read = readSheet(sheet);
  if ('error' in read) return { error: `${nameOf(state, player)}: ${read.error}` };
  const total = nutrients(read);
  return {
    ...state,
    players: state.players.map((m, i) => (i === player ? { ...m, sheet: read } : m)),
    receipt: total === null ? `${nameOf(state, player)} is counting` : `${nameOf(state, player)} has ${total} Nutrients`,
  };
}

/** Each player's Nutrients (null until every number is entered), and who leads once all are in. */
export function standings(state: CellularState): { totals: Array<number | null>; leaders: number[] } {
  const totals = state.players.map((m) => nutrients(m.sheet));
  if (totals.includes(null)) return { totals, leaders: [] };
  const top = Math.max(...(totals as number[]));
  return { totals, leaders: totals.flatMap((t, i) => (t === top ? [i] : [])) };
}

/** Declares the winner with the most Nutrients, or starts the Scarcity roll among those tied for most. Every number must be entered first. */
export function finishGame(state: CellularState): CellularState | Refusal {
  const bad = busyProblem(state);
  if (bad) return { error: bad };
  if (state.phase !== 'scoring') return { error: 'Nutrients are counted after the third Round' };
  for (const [p, m] of state.players.entries()) {
    const gaps = sheetGaps(m.sheet);
    if (gaps.length > 0) return { error: `${nameOf(state, p)} has not entered ${gaps.join(', ')} yet (type 0 for none)` };
  }
  const { totals, leaders } = standings(state);
  const top = totals[leaders[0] as number] as number;
  if (leaders.length === 1) {
    const winner = leaders[0] as number;
    return { ...state, phase: 'over', winner, receipt: `${nameOf(state, winner)} wins with ${top} Nutrients` };
  }
  return openScarcity(state, leaders, 'the game', true);
}
