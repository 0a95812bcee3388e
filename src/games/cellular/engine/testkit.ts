// Builders for tests and the bench: a game with chosen dice in each Microbe, without playing up to it.
import { noDice } from './dice';
import { newGame } from './setup';
import { isRefusal, type CellularState, type DiceSet, type EvolutionEntry, type Refusal, type NutrientSheet, type Phase } from './types';

/** The state from a move, or an exception naming why there is none (tests and bench only). */
export function must(x: CellularState | Refusal): CellularState {
  if (isRefusal(x)) throw new Error(`unexpected error: ${x.error}`);
  return x;
}

/** A game of Ana, Bo, Cy, Di… whose Microbes hold the given dice, taken from the Center's setup supply. */
export function sketchGame(microbes: Array<Partial<DiceSet>>, opts: { phase?: Phase } = {}): CellularState {
  const names = ['Ana', 'Bo', 'Cy', 'Di'];
  const s = must(newGame({ players: microbes.map((_, i) => ({ name: names[i] ?? `P${i}`, colour: '#000' })) }));
  const center = { ...s.center };
  const players = s.players.map((m, i) => {
    const dice = { ...noDice(), ...microbes[i] };
    for (const k of ['d4', 'd6', 'd8', 'd12'] as const) center[k] -= dice[k];
    return { ...m, dice };
  });
  const phase = opts.phase ?? 'rounds';
  // Counting comes after Round 3's Round End, as the rules reach it.
  const counting = phase === 'scoring' || phase === 'over';
  return { ...s, center, players, phase, ...(counting ? { round: 3, step: 'roundEnd' as const } : {}) };
}

const entry = (n: number | 'tie'): EvolutionEntry =>
  n === 'tie' ? { outcome: 'tied', points: null } : n === 0 ? { outcome: 'unmet', points: null } : { outcome: n > 0 ? 'gain' : 'loss', points: Math.abs(n) };

/** A whole sheet: each Evolution as a signed number (+ gains, − loses, 0 not met); 'tie' for a tied one. */
export function filled(faceDown: number, mutations: number, evolutions: Array<number | 'tie'>): NutrientSheet {
  return { faceDown, mutations, evolutions: evolutions.map(entry) };
}
