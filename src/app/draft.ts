// Making a new game's record, kept out of home's code: the game screen and shared links load it.
import { gameEntry, type GameKind } from '../games/registry';
import { type GameRecord, RECORD_VERSION, STATUS_LIMIT } from '../shared/storage/record';
import { freshName, keepGame, newId } from './library';
import { loadGame } from './load-game';

/** How a new game starts: the game's own fresh state unless given, and its first log line. */
export interface NewGame {
  state?: unknown;
  logText?: string;
  now?: number;
}

/** The record's status field for `state`: the game's own line, or nothing. Never throws. */
export function statusOf(def: { status?(state: never): string }, state: unknown): { status?: string } {
  try {
    const line = def.status?.(state as never);
    return typeof line === 'string' ? { status: line.slice(0, STATUS_LIMIT) } : {};
  } catch {
    return {};
  }
}

/** A new game of `kind` with a numbered default name, not stored yet (see `keepGame`). */
export async function draftGame(kind: GameKind, { state, logText = 'New game', now = Date.now() }: NewGame = {}): Promise<GameRecord> {
  const entry = gameEntry(kind);
  if (!entry) throw new Error(`${kind} is not a game this version knows`);
  const { def } = await loadGame(entry.load);
  const first = state === undefined ? def.create() : state;
  return {
    v: RECORD_VERSION,
    id: newId(),
    kind,
    name: freshName(entry.title),
    createdAt: now,
    updatedAt: now,
    stateVersion: def.stateVersion,
    // A fresh timeline (as startTimeline makes), written out so that home does not carry the history code.
    timeline: { base: first, past: [], future: [], present: first },
    log: [{ at: now, text: logText }],
    ...statusOf(def, first),
  };
}

/** Starts a new saved game of `kind` at once (a shared link); returns its id. */
export async function createGame(kind: GameKind, opts: NewGame = {}): Promise<string> {
  const record = await draftGame(kind, opts);
  keepGame(record);
  return record.id;
}

