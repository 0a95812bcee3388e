// Builders for tests and the bench: a game mid-play with chosen geysers, without playing up to it.
import { DEFAULT_RINGS, noGeysers } from './rings';
import { playOrder } from './start';
import { isRefusal, type Refusal, type Geysers, type GeyserState, type Phase } from './types';

/** A game in play (Ana, Bo, Cy, Di) with the given normal geysers; seat 0 starts unless told. */
export function sketchGame(
  geysers: Array<Partial<Geysers>>,
  opts: { starter?: number; round?: number; turn?: number; mother?: number | null; phase?: Phase } = {},
): GeyserState {
  const names = ['Ana', 'Bo', 'Cy', 'Di'];
  const starter = opts.starter ?? 0;
  return {
    version: 3,
    players: geysers.map((g, i) => ({ name: names[i] ?? `P${i}`, colour: '#000', geysers: { ...noGeysers(), ...g } })),
    phase: opts.phase ?? 'turns',
    startRolls: [],
    starter,
    order: playOrder(geysers.length, starter),
    round: opts.round ?? 1,
    turn: opts.turn ?? 0,
    mother: opts.mother ?? null,
    battle: null,
    firings: [],
    rings: DEFAULT_RINGS.map((r) => [...r]),
    moved: false,
    winner: null,
    receipt: null,
  };
}

/** The state from a move, or an exception naming why there is none (tests and bench only). */
export function must(x: GeyserState | Refusal): GeyserState {
  if (isRefusal(x)) throw new Error(`unexpected error: ${x.error}`);
  return x;
}
