// Tests only: saved games of every kind, made by the games' own rules through the undo history and log the
// app keeps, growing with `n` (more moves, more players, a larger board); refused moves are left out, as the
// app never saves them.
import { mulberry32 } from '../../games/bench-kit';
import type { GameDef } from '../../games/types';
import { appendLog, type LogEntry } from '../history/log';
import { isRefusal } from '../refusal';
import { type Timeline, commit, startTimeline } from '../history/timeline';
import { type GameRecord, RECORD_VERSION } from '../storage/record';
import { def as cam8 } from '../../games/cam8/index';
import { def as cellular } from '../../games/cellular/index';
import { def as crackers } from '../../games/crackers/index';
import { def as dice } from '../../games/dice/index';
import { def as geyser } from '../../games/geyser/index';
import { def as moondrop } from '../../games/moondrop/index';

const T0 = Date.UTC(2026, 10, 1, 18);
type Any = GameDef<unknown, unknown>;

/** A saved game after the moves `move(i, state)` for i below n, each refused one left out. */
export function played(def: Any, name: string, n: number, move: (i: number, s: unknown) => unknown, id = `${def.kind}-${n}`): GameRecord {
  let tl: Timeline<unknown, unknown> = startTimeline(def.create());
  let log: LogEntry[] = [{ at: T0, text: 'New game' }];
  for (let i = 0; i < n; i++) {
    const at = T0 + (i + 1) * 1000;
    const a = move(i, tl.present);
    if (def.checkAction(JSON.parse(JSON.stringify(a))) !== null) continue;
    const next = commit(tl, a, def.apply, { at, merge: def.merge });
    if (isRefusal(next)) continue;
    const text = def.describe(a, tl.present, next.present);
    if (text !== null) log = appendLog(log, text, at);
    tl = next;
  }
  return { v: RECORD_VERSION, id, kind: def.kind, name, createdAt: T0, updatedAt: T0 + n * 1000, stateVersion: def.stateVersion, timeline: tl, log };
}

const names = (k: number) => Array.from({ length: k }, (_, i) => ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'][i]!);
const seated = (k: number) => names(k).map((name, i) => ({ name, colour: ['#1f6fd1', '#c2410c', '#15803d', '#7e22ce', '#b91c1c', '#0f766e'][i]! }));

/** Dice: n rolls of the Moon Drop preset (five d6), faces from the seed. */
export function diceGame(n: number, seed = 1): GameRecord {
  const r = mulberry32(seed);
  const pool = { groups: [{ sides: 6, count: 5 }], perDie: 0, total: 0 };
  return played(dice as Any, 'Dice night', n, (i) => ({ type: 'roll', pool, faces: Array.from({ length: 5 }, () => 1 + Math.floor(r() * 6)), at: T0 + i * 1000, source: 'app' }));
}

/** CAM 8: six whales, then n hand corrections and Diplomacy requests. */
export function cam8Game(n: number, seed = 1): GameRecord {
  const r = mulberry32(seed);
  const players = seated(6).map((p) => ({ ...p, hamsters: { breeders: 1, harvesters: 1, politicians: 1 } }));
  const opening = [{ type: 'setup', setup: { players, variants: { giantFeral: false, hamsterTrails: false }, track: 1 } }, { type: 'start' }];
  return played(cam8 as Any, 'CAM 8, a long evening', n + 2, (i) => {
    if (i < 2) return opening[i];
    const player = Math.floor(r() * 6);
    if (r() < 0.3) return { type: 'ask', player, asking: r() < 0.5, at: T0 + i * 1000 };
    return { type: 'adjust', player, field: (['krill', 'feral'] as const)[Math.floor(r() * 2)], delta: r() < 0.6 ? 1 : -1 };
  });
}

/** Geyser: four tribes, a start roll that settles, then n turns: moves onto geysers, Firings, corrections, and a step into the Mother Geyser that ends it. */
export function geyserGame(n: number, seed = 1): GameRecord {
  const r = mulberry32(seed);
  const d6 = () => 1 + Math.floor(r() * 6);
  const rings = ['2/12', '3/11', '4/10', '5/9', '6/8', '7'];
  return played(geyser as Any, 'Geyser', n + 2, (i, s) => {
    if (i === 0) return { type: 'setup', setup: { players: seated(4) } };
    if (i === 1) return { type: 'start' };
    const g = (s as { stage: string; game?: { phase: string; order: number[]; turn: number } }).game;
    const pick = r();
    if (g?.phase === 'start') return { type: 'startRoll', faces: [6, 1, 2, 3].map((f, k) => (k === i % 4 ? 6 : ((f + i) % 5) + 1)) };
    const me = g?.order[g.turn] ?? 0;
    if (pick < 0.3) return { type: 'fire', faces: [d6(), d6()] };
    // The turn's move: onto a geyser (claims it), or into the Mother Geyser once it holds three (which ends the game).
    if (pick < 0.45) return { type: 'land', player: me, ring: rings[Math.floor(r() * 6)] };
    if (pick < 0.5) return { type: 'enterMother', player: me };
    if (pick < 0.55) return { type: 'claim', player: Math.floor(r() * 4), ring: rings[Math.floor(r() * 6)] };
    if (pick < 0.6) return { type: 'battle', faces: [d6(), d6()] };
    return { type: 'endTurn' };
  });
}

/** Cellular Powerhouse: four Microbes, then n moves of taking dice, rounds and rolls. */
export function cellularGame(n: number, seed = 1): GameRecord {
  const r = mulberry32(seed);
  const die = () => (['d4', 'd6', 'd8', 'd10', 'd12'] as const)[Math.floor(r() * 5)]!;
  return played(cellular as Any, 'Cellular evening', n + 2, (i) => {
    if (i === 0) return { type: 'setup', setup: { players: seated(4), snakeDraft: false } };
    if (i === 1) return { type: 'start' };
    const pick = r();
    const player = Math.floor(r() * 4);
    if (pick < 0.5) return { type: 'take', player, dice: { d4: 0, d6: 0, d8: 0, d10: 0, d12: 0, [die()]: 1 } };
    if (pick < 0.6) return { type: 'genome' };
    if (pick < 0.7) return { type: 'genePool', cards: 1 + Math.floor(r() * 4) };
    return { type: 'next' };
  });
}

/** Captain Crackers: an n × n board (at least 4), every cell given depth and sandbags, in the water calculator. */
export function crackersGame(n: number, seed = 1): GameRecord {
  const r = mulberry32(seed);
  const side = Math.max(4, n);
  const cells = Array.from({ length: side * side }, (_, k) => ({ row: Math.floor(k / side), col: k % side }));
  return played(crackers as Any, 'Crackers board', cells.length + 2, (i) => {
    if (i === 0) return { type: 'size', width: side, height: side };
    if (i === 1) return { type: 'mode', mode: 'calc' };
    const cell = cells[i - 2]!;
    return { type: 'cell', cell, sandbags: Math.floor(r() * 4), depth: r() < 0.5 ? 0 : Math.floor(r() * 4) };
  });
}

/** Moon Drop: six players on paper sheets, then n sheets typed in (each a random full 9 × 9 sheet). */
export function moondropGame(n: number, seed = 1): GameRecord {
  const r = mulberry32(seed);
  const cell = () => (r() < 0.25 ? '.' : ['C', 'L', 'H', 'Q', 'D', 'R', 'c', 'l', 'h', 'q', 'd', 'r'][Math.floor(r() * 12)]!);
  const sheet = () => Array.from({ length: 9 }, () => Array.from({ length: 9 }, cell).join('')).join('\n');
  return played(moondrop as Any, 'Moon Drop night', n + 3, (i) => {
    if (i === 0) return { type: 'players', names: names(6) };
    if (i === 1) return { type: 'cards', crises: ['fire', 'breach', 'plague'], goals: ['research', 'mining'], by: 'table' };
    if (i === 2) return { type: 'start', paper: true };
    return { type: 'sheet', player: (i - 3) % 6, text: sheet() };
  });
}

/** Every kind's grower, by kind. */
export const GROWERS: Record<string, (n: number, seed?: number) => GameRecord> = {
  dice: diceGame,
  cam8: cam8Game,
  moondrop: moondropGame,
  crackers: crackersGame,
  geyser: geyserGame,
  cellular: cellularGame,
};
