import { type GameEntry, gameEntry } from '../games/registry';
import type { GameDef, GameModule } from '../games/types';
import type { GameRecord } from '../shared/storage/record';
import { type Step, startTimeline } from '../shared/history/timeline';
import { type Shape, keepShape } from '../games/rules-kit/shape';
import { loadGame } from './load-game';
import { replayTimeline } from './replay';

/** A record made ready for its game's current rules, or what stops it opening. */
export type Prepared = { ok: true; record: GameRecord; module: GameModule } | { ok: false; error: string };

function migrate(def: GameDef<unknown, unknown>, state: unknown, from: number): unknown {
  return from < def.stateVersion && def.migrateState ? def.migrateState(state, from) : state;
}

const kept = (x: unknown, s: Shape | undefined): unknown => (s === undefined ? x : keepShape(x, s));

/**
 * Loads the record's game, upgrades an older state shape, keeps only the fields its kind defines (`GameDef.shape`:
 * of the states and of every step's action; anything else a file or a link carried is dropped), and replays the record's history through the game's
 * rules (`replayTimeline`): a record is accepted only as its rules rebuild it. Never throws. `lookup` replaces the registry in tests.
 */
export async function prepareRecord(record: GameRecord, lookup: (kind: string) => GameEntry | undefined = gameEntry): Promise<Prepared> {
  const entry = lookup(record.kind);
  if (!entry) return { ok: false, error: `it is a game of an unknown kind "${record.kind}"` };
  let module: GameModule;
  try {
    module = await loadGame(entry.load);
  } catch {
    return { ok: false, error: `the ${entry.title} screen could not be loaded; check the connection and try again` };
  }
  const def = module.def as GameDef<unknown, unknown>;
  if (record.stateVersion > def.stateVersion) {
    return { ok: false, error: `it was saved by a newer version of the ${entry.title} rules; update the app first` };
  }
  try {
    const { timeline: tl } = record;
    const older = record.stateVersion < def.stateVersion;
    const { state, action } = def.shape ?? {};
    const step = (st: Step<unknown>): Step<unknown> => ({ action: kept(st.action, action), at: st.at });
    const base = kept(migrate(def, tl.base, record.stateVersion), state);
    const present = kept(migrate(def, tl.present, record.stateVersion), state);
    // replayTimeline checks that the base and the actions, replayed, reach the present: so it holds nothing they do not.
    const timeline = { base, past: tl.past.map(step), future: tl.future.map(step), present };
    const replayed = replayTimeline(def, timeline);
    if (replayed.ok) return { ok: true, module, record: { ...record, stateVersion: def.stateVersion, timeline } };
    // A game saved before the rules changed keeps its position (checked by today's rules) and loses only the
    // undo steps those rules no longer replay the same way: an update never moves a saved game.
    const now = older ? def.checkState(present) : replayed.error;
    if (now) return { ok: false, error: older ? `its position is not one the rules allow: ${now}` : now };
    return { ok: true, module, record: { ...record, stateVersion: def.stateVersion, timeline: startTimeline(present) } };
  } catch (e) {
    return { ok: false, error: `its ${entry.title} data could not be read (${e instanceof Error ? e.message : String(e)})` };
  }
}

/**
 * The list a game lets a QR code cut to its newest entries (`GameDef.handOver`, Dice: its rolls), so that an
 * import knows a copy cut that way as the same game; undefined when it has none or its code cannot be loaded.
 */
export async function handOverOf(kind: string, lookup: (kind: string) => GameEntry | undefined = gameEntry): Promise<GameDef<unknown, unknown>['handOver']> {
  const entry = lookup(kind);
  try {
    return entry ? ((await loadGame(entry.load)).def as GameDef<unknown, unknown>).handOver : undefined;
  } catch {
    // Without it a cut copy only counts as another version: the player is asked, nothing is lost.
    return undefined;
  }
}

/** Why a game (from a backup) cannot be opened by this version, or null: `prepareRecord`'s verdict. */
export async function checkRecord(record: GameRecord): Promise<string | null> {
  const p = await prepareRecord(record);
  return p.ok ? null : p.error;
}
