import { describe, expect, it } from 'vitest';
import { gameEntry } from '../games/registry';
import { diceRecord } from '../shared/storage/records-testkit';
import { prepareRecord } from './validate';

// Registry stand-ins: a registry without the game (an older version), and one whose chunk cannot be fetched.
const older = () => undefined;
const unreachable = () => ({ ...gameEntry('dice')!, load: () => Promise.reject(new Error('network')) });

describe('prepareRecord', () => {
  it('opens a valid record with its game module', async () => {
    const p = await prepareRecord(diceRecord('a'));
    expect(p.ok && p.module.def.kind).toBe('dice');
  });

  it('refuses a game of a kind this version does not know', async () => {
    expect(await prepareRecord(diceRecord('a'), older)).toEqual({ ok: false, error: 'it is a game of an unknown kind "dice"' });
  });

  it('says so when a game screen cannot be loaded (offline before the first full visit)', async () => {
    expect(await prepareRecord(diceRecord('a'), unreachable)).toEqual({
      ok: false,
      error: 'the Dice screen could not be loaded; check the connection and try again',
    });
  });

  it('upgrades an older state with the game migration before checking it', async () => {
    const entry = gameEntry('dice')!;
    const real = await entry.load!();
    const def = { ...real.def, stateVersion: 2, migrateState: (s: unknown) => ({ ...(s as object), mode: 'real' }) };
    const lookup = () => ({ ...entry, load: async () => ({ ...real, def }) });
    const p = await prepareRecord(diceRecord('a'), lookup);
    expect(p.ok && [p.record.stateVersion, (p.record.timeline.present as { mode: string }).mode]).toEqual([2, 'real']);
  });
});
