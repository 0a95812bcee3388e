// Flooding / Harvest: each whale gains 1 krill per flooded section, counted on the board.
import { isCount } from '../../rules-kit/read';
import { overProblem, whaleOf } from './state';
import type { Cam8State, Refusal } from './types';

/** Adds each whale's harvest (flooded sections by player index; missing means 0), once per turn. */
export function harvestFlooding(state: Cam8State, floodedByPlayer: Readonly<Record<number, number>>): Cam8State | Refusal {
  const over = overProblem(state);
  if (over) return { error: over };
  if (state.phase !== 'flooding' && state.phase !== 'harvest') return { error: 'Krill is harvested in the Flooding / Harvest phases' };
  if (state.harvested) return { error: 'This turn’s harvest has already been added' };
  for (const [key, n] of Object.entries(floodedByPlayer)) {
    const i = Number(key);
    if (!Number.isInteger(i) || i < 0 || i >= state.players.length) return { error: `Player ${key} is not in this game` };
    if (!isCount(n)) return { error: `${whaleOf(state, i).name}'s flooded sections must be a whole number ≥ 0, got ${String(n)}` };
    if (n > 0 && whaleOf(state, i).out) return { error: `${whaleOf(state, i).name} has starved and harvests nothing` };
  }
  const gains = state.players.map((_, i) => floodedByPlayer[i] ?? 0);
  const result = state.players
    .filter((w) => !w.out)
    .map((w) => `${w.name} +${gains[state.players.indexOf(w)] ?? 0}`)
    .join(', ');
  return {
    ...state,
    harvested: true,
    players: state.players.map((w, i) => ({ ...w, krill: w.krill + (gains[i] ?? 0) })),
    receipt: { player: null, who: 'Harvest', title: 'flooded sections', dice: [], result: `krill ${result}` },
  };
}
