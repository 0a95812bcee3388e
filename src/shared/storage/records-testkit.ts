import type { GameRecord } from './record';

/** A valid current-version dice record for tests. */
export function diceRecord(id: string, over: Partial<GameRecord> = {}): GameRecord {
  const state = { pool: { groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 }, mode: 'app', rolls: [] };
  return {
    v: 2,
    id,
    kind: 'dice',
    name: `Game ${id}`,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    stateVersion: 1,
    timeline: { base: state, past: [], future: [], present: state },
    log: [],
    ...over,
  };
}
