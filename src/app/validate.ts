import { type GameEntry, gameEntry } from '../games/registry';
import type { GameDef, GameModule } from '../games/types';
import type { GameRecord } from '../shared/storage/record';
import { loadGame } from './load-game';

/** A record made ready for its game's current rules, or what stops it opening. */
export type Prepared = { ok: true; record: GameRecord; module: GameModule } | { ok: false; error: string };

function migrate(def: GameDef<unknown, unknown>, state: unknown, from: number): unknown {
  return from < def.stateVersion && def.migrateState ? def.migrateState(state, from) : state;
}

/**
 * Loads the record's game and checks every state and action in it against the game's rules,
 * upgrading an older state shape first. Never throws. `lookup` replaces the registry in tests.
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
    const base = migrate(def, tl.base, record.stateVersion);
    const present = migrate(def, tl.present, record.stateVersion);
    const bad = def.checkState(present) ?? def.checkState(base);
    if (bad) return { ok: false, error: bad };
    for (const step of [...tl.past, ...tl.future]) {
      const badAction = def.checkAction(step.action);
      if (badAction) return { ok: false, error: badAction };
    }
    const timeline = { ...tl, base, present };
    return { ok: true, module, record: { ...record, stateVersion: def.stateVersion, timeline } };
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
