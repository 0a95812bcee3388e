import type { GameDef } from '../games/types';
import { isRefusal } from '../shared/refusal';
import type { Step, Timeline } from '../shared/history/timeline';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** How a value looks in a message: short, one line. */
function shown(x: unknown): string {
  if (x === undefined) return 'nothing';
  const text = JSON.stringify(x) ?? String(x);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * Where two JSON values first differ (`players[1].size: 3 replayed, 40 stored`), or null when they are the same
 * value. Key order does not count, nor does a key whose value is undefined (JSON drops it, IndexedDB keeps it).
 */
export function firstDifference(replayed: unknown, stored: unknown, path = ''): string | null {
  if (Object.is(replayed, stored)) return null;
  const here = path || 'the state';
  if (Array.isArray(replayed) && Array.isArray(stored)) {
    for (let i = 0; i < Math.max(replayed.length, stored.length); i++) {
      const d = firstDifference(replayed[i], stored[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (isObj(replayed) && isObj(stored)) {
    const keys = new Set([...Object.keys(replayed), ...Object.keys(stored)]);
    for (const k of keys) {
      const d = firstDifference(replayed[k], stored[k], path ? `${path}.${k}` : k);
      if (d) return d;
    }
    return null;
  }
  // 0 and -0 are one number in a saved game (JSON writes both as 0).
  if (replayed === 0 && stored === 0) return null;
  return `${here}: ${shown(replayed)} replayed, ${shown(stored)} stored`;
}

/** "step 12 of 40 (a "roll")": a step of a list, named for a player. */
function stepName(i: number, n: number, action: unknown, list: string): string {
  const type = isObj(action) && typeof action.type === 'string' ? ` (a "${action.type.slice(0, 30)}")` : '';
  return `${list} ${i + 1} of ${n}${type}`;
}

/** What a replay found: the state it reached, or what stops it, named by step. */
export type Replayed = { ok: true } | { ok: false; error: string };

/**
 * Rebuilds a game from its history, as the rules play it: every stored state passes the game's check (the
 * rules' invariants, not only its shape), every undo step is applied in order from the start the record keeps
 * (`base`: the setup, or the state the oldest steps past the undo limit were folded into) and must reach the
 * stored `present` exactly, and every redo step must apply after it. The first step the rules refuse, or the
 * first place where the replay and the stored position differ, is the error. Pure; never throws.
 */
export function replayTimeline<S, A>(def: GameDef<S, A>, tl: Timeline<S, A>): Replayed {
  try {
    const start = def.checkState(tl.base);
    // With no steps the start is the position (a game handed over by QR code, a bare record from another tool).
    if (start) return { ok: false, error: `its ${tl.past.length ? 'starting position' : 'position'} is not one the rules allow: ${start}` };
    let state = tl.base;
    const run = (steps: readonly Step<A>[], list: string): string | null => {
      for (const [i, step] of steps.entries()) {
        const bad = def.checkAction(step.action);
        if (bad) return `its ${stepName(i, steps.length, step.action, list)} is not a move of this game: ${bad}`;
        const next = def.apply(state, step.action);
        if (isRefusal(next)) return `its ${stepName(i, steps.length, step.action, list)} is refused by the rules: ${next.error}`;
        state = next;
      }
      return null;
    };
    const past = run(tl.past, 'step');
    if (past) return { ok: false, error: past };
    const differs = firstDifference(state, tl.present);
    if (differs) {
      const n = tl.past.length;
      const what = n === 0 ? 'its position differs from its start' : `its ${n} step${n === 1 ? ', replayed, does' : 's, replayed, do'} not reach its position`;
      return { ok: false, error: `${what} (${differs})` };
    }
    const now = def.checkState(tl.present);
    if (now) return { ok: false, error: `its position is not one the rules allow: ${now}` };
    const future = run(tl.future, 'redo step');
    if (future) return { ok: false, error: future };
    return { ok: true };
  } catch (e) {
    return { ok: false, error: `its history could not be replayed (${e instanceof Error ? e.message : String(e)})` };
  }
}
