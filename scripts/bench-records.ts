// Saved games for the storage bench (scripts/bench-storage.mjs), made by the games' own rules
// through the same undo history and log the app keeps. Built for Node by the bench.
import { mergeCam8 } from '../src/games/cam8/engine/log';
import { type Cam8Action, type Cam8Doc, newDoc } from '../src/games/cam8/engine/game';
import { applyCam8, describeCam8 } from '../src/games/cam8/engine/move-table';
import { type DiceAction, type DiceState, applyDice, describeDice, mergeDice, newDice } from '../src/games/dice/engine';
import { appendLog, type LogEntry } from '../src/shared/history/log';
import { isRefusal } from '../src/shared/refusal';
import { type Timeline, commit, startTimeline } from '../src/shared/history/timeline';
import { makeBackup } from '../src/shared/storage/backup';
import { type GameRecord, RECORD_VERSION } from '../src/shared/storage/record';
import { seatColour } from '../src/shared/players';

type Rules<S, A> = {
  create: () => S;
  apply: (s: S, a: A) => S | { error: string };
  describe: (a: A, before: S, after: S) => string | null;
  merge?: (p: A, n: A) => A | null;
};

const T0 = Date.UTC(2026, 10, 1, 18);

/** A saved game after the moves `move(i)` for i below n, as the app would have saved it. */
function played<S, A>(id: string, kind: string, name: string, rules: Rules<S, A>, n: number, move: (i: number, s: S) => A): GameRecord {
  let tl: Timeline<S, A> = startTimeline(rules.create());
  let log: LogEntry[] = [{ at: T0, text: 'New game' }];
  for (let i = 0; i < n; i++) {
    const at = T0 + (i + 1) * 1000;
    const a = move(i, tl.present);
    const next = commit(tl, a, rules.apply, { at, merge: rules.merge });
    if (isRefusal(next)) throw new Error(`${name}, move ${i + 1}: ${next.error}`);
    const text = rules.describe(a, tl.present, next.present);
    if (text !== null) log = appendLog(log, text, at);
    tl = next;
  }
  return { v: RECORD_VERSION, id, kind, name, createdAt: T0, updatedAt: T0 + n * 1000, stateVersion: 1, timeline: tl as Timeline<unknown, unknown>, log };
}

const dice: Rules<DiceState, DiceAction> = { create: newDice, apply: applyDice, describe: describeDice, merge: mergeDice };
const d6x2 = { groups: [{ sides: 6 as const, count: 2 }], perDie: 0, total: 0 };
const roll = (i: number): DiceAction => ({ type: 'roll', pool: d6x2, faces: [(i % 6) + 1, ((i * 5) % 6) + 1], at: T0 + (i + 1) * 1000, source: 'app' });

/** A dice game of `n` rolls. */
export function diceGame(id: string, name: string, n: number): GameRecord {
  return played(id, 'dice', name, dice, n, roll);
}

/**
 * A dice game holding `n` undo steps (a backup from another tool may; the app keeps 200):
 * the whole history from a fresh roller, with the last 1000 log lines.
 */
export function deepUndoGame(id: string, n: number): GameRecord {
  let present = newDice();
  let log: LogEntry[] = [{ at: T0, text: 'New game' }];
  const past = [];
  for (let i = 0; i < n; i++) {
    const a = roll(i);
    const next = applyDice(present, a);
    if ('error' in next) throw new Error(next.error);
    log = appendLog(log, describeDice(a, present, next) ?? '', T0 + (i + 1) * 1000);
    present = next;
    past.push({ action: a, at: T0 + (i + 1) * 1000 });
  }
  const timeline = { base: newDice(), past, future: [], present };
  return { v: RECORD_VERSION, id, kind: 'dice', name: `Dice, ${n} undo steps`, createdAt: T0, updatedAt: T0 + n * 1000, stateVersion: 1, timeline, log };
}

const cam8: Rules<Cam8Doc, Cam8Action> = { create: newDoc, apply: applyCam8, describe: describeCam8, merge: mergeCam8 };

/**
 * A long CAM 8 game for six players: `n` moves of hand corrections and Diplomacy requests
 * after the start, so that its undo history (200) and log (1000 lines) are full.
 */
export function longCam8Game(id: string, n: number): GameRecord {
  const players = Array.from({ length: 6 }, (_, i) => ({ name: `Whale ${i + 1}`, colour: seatColour(i), hamsters: { breeders: 1, harvesters: 1, politicians: 1 } }));
  const opening: Cam8Action[] = [{ type: 'setup', setup: { players, variants: { giantFeral: false, hamsterTrails: false }, track: 1 } }, { type: 'start' }];
  return played(id, 'cam8', 'CAM 8, a long evening', cam8, n + opening.length, (i): Cam8Action => {
    if (i < opening.length) return opening[i]!;
    const k = i - opening.length;
    const player = k % 6;
    // Alternate players, so that no two moves fold into one undo step.
    if (k % 3 === 2) return { type: 'ask', player, asking: k % 2 === 0, at: T0 + i * 1000 };
    return { type: 'adjust', player, field: 'krill', delta: k % 4 < 2 ? 1 : -1 };
  });
}

/** A backup file's text holding these games. */
export function backupOf(records: GameRecord[]): string {
  return makeBackup(records, new Date(T0));
}
