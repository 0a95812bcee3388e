import { beforeEach, describe, expect, it } from 'vitest';
import { makeBackup } from '../shared/storage/backup';
import { diceRecord } from '../shared/storage/records-testkit';
import { memoryGameDb } from '../shared/storage/db';
import type { GameRecord } from '../shared/storage/record';
import { createGame } from './draft';
import { withoutHistory } from '../shared/transfer/fit';
import { diceGame } from '../shared/transfer/games-testkit';
import { checkRecord } from './validate';
import { deleteGame, exportRecords, flushSaves, games, importBackup, openLibrary, readGame, renameGame, restoreGame, settleImport } from './library';

/** A game's whole record as stored (after the pending writes). */
async function stored(id: string): Promise<GameRecord | undefined> {
  await flushSaves();
  return (await exportRecords([id]))[0];
}

const when = new Date('2026-11-22T10:00:00Z');

/** A change's time as an import's question gives it for a day before today: "Nov 1 06:00 PM" (local format). */
const day = (t: number) => `${new Date(t).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })} ${new Date(t).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`;

beforeEach(async () => {
  await openLibrary({ db: memoryGameDb(), tabs: false });
});

describe('library', () => {
  it('creates numbered games and lists the most recent first', async () => {
    const a = await createGame('dice', { now: 1000 });
    const b = await createGame('dice', { now: 2000 });
    expect(games.value.map((g) => [g.id, g.name])).toEqual([
      [b, 'Dice 2'],
      [a, 'Dice 1'],
    ]);
    expect((await stored(a))!.timeline.present).toEqual({ pool: { groups: [{ sides: 6, count: 2 }], perDie: 0, total: 0 }, mode: 'app', rolls: [] });
  });

  it('renames, refusing a blank name', async () => {
    const id = await createGame('dice');
    expect(renameGame(id, '   ')).toBe('A name cannot be empty.');
    expect(renameGame(id, '  Friday  ')).toBeNull();
    expect((await stored(id))!.name).toBe('Friday');
    expect(renameGame(id, 'y'.repeat(100))).toBeNull();
    expect(games.value[0]!.name).toBe('y'.repeat(60));
  });

  it('deletes and restores a game exactly', async () => {
    const id = await createGame('dice');
    const before = await stored(id);
    const removed = (await deleteGame(id))!;
    expect(games.value).toEqual([]);
    expect(await stored(id)).toBeUndefined();
    restoreGame(removed);
    expect(await stored(id)).toEqual(before);
  });

  it('imports a good backup; the same game already here is skipped, never overwritten', async () => {
    const id = await createGame('dice');
    const mine = (await stored(id))!;
    const res = await importBackup(makeBackup([{ ...mine, name: 'Theirs' }, diceRecord('x')], when), checkRecord);
    expect(res.ok && [res.records.map((r) => r.name), res.same.map((r) => r.id), res.differ]).toEqual([['Game x'], [id], []]);
    expect(await stored(id)).toEqual(mine);
    expect(games.value.map((g) => g.name).sort()).toEqual(['Dice 1', 'Game x']);
    // The same file again adds nothing.
    const again = await importBackup(makeBackup([mine, diceRecord('x')], when), checkRecord);
    expect(again.ok && [again.records.length, again.same.length]).toEqual([0, 2]);
    expect(games.value).toHaveLength(2);
  });

  it('another version of a game here is kept apart until the player settles it: replace, or keep both', async () => {
    const id = await createGame('dice');
    const mine = (await stored(id))!;
    // Played on another phone: one more step (real dice), so its steps still make its position.
    const step = { action: { type: 'mode', mode: 'real' }, at: when.getTime() };
    const other = { ...mine, name: 'Theirs', timeline: { ...mine.timeline, past: [...mine.timeline.past, step], present: { ...(mine.timeline.present as object), mode: 'real' } } };
    const res = await importBackup(makeBackup([other], when), checkRecord);
    expect(res.ok && [res.records.length, res.differ.map((d) => [d.here.name, d.incoming.name])]).toEqual([0, [['Dice 1', 'Theirs']]]);
    expect(await stored(id)).toEqual(mine);
    if (!res.ok) return;
    await settleImport(res.differ, 'both');
    expect(games.value.map((g) => g.name).sort()).toEqual(['Dice 1', 'Theirs (copy)']);
    await settleImport(res.differ, 'replace');
    expect((await stored(id))!.timeline.present).toEqual(other.timeline.present);
    expect(games.value.map((g) => g.name).sort()).toEqual(['Theirs', 'Theirs (copy)']);
  });

  it("a game received by QR code, then the sender's backup: no question, the fuller copy is kept (with the name here) and said", async () => {
    const whole = diceGame(30, 4);
    // As a QR code hands it over: no undo history, the newest log lines only.
    const handed = { ...withoutHistory(whole), log: whole.log.slice(-5) };
    await importBackup(makeBackup([handed], when), checkRecord, 'link');
    renameGame(whole.id, 'At the club', whole.updatedAt);
    const res = await importBackup(makeBackup([whole], when), checkRecord);
    expect(res.ok && [res.records.length, res.same.length, res.differ.length, res.lesser.length, res.fuller.map((f) => [f.here.name, f.said])]).toEqual([
      0,
      0,
      0,
      0,
      [['At the club', `30 undo steps and ${whole.log.length - 5} older log lines`]],
    ]);
    expect(await stored(whole.id)).toEqual({ ...whole, name: 'At the club' });
    expect(games.value.map((g) => g.name)).toEqual(['At the club']);
    // The QR code's copy again, now that the whole game is here: nothing changes.
    const again = await importBackup(makeBackup([handed], when), checkRecord, 'link');
    expect(again.ok && [again.records.length, again.fuller.length, again.lesser.map((l) => l.said)]).toEqual([0, 0, [`30 undo steps and ${whole.log.length - 5} older log lines`]]);
    expect(await stored(whole.id)).toEqual({ ...whole, name: 'At the club' });
  });

  it('another version says which copy is newer, where each stands, and what differs', async () => {
    // Ten minutes apart: each copy is said by its minute.
    const early = diceGame(10, 4);
    const late = { ...diceGame(12, 4), id: early.id, updatedAt: early.updatedAt + 600_000 };
    await importBackup(makeBackup([late], when), checkRecord);
    const res = await importBackup(makeBackup([early], when), checkRecord, 'link');
    expect(res.ok && res.differ.map((d) => d.said)).toEqual([
      `This phone's copy: changed ${day(late.updatedAt)}; the link's copy: changed ${day(early.updatedAt)}. This phone's copy is newer. What differs: this phone's copy is 2 moves further on from the same start; this phone's copy has 2 more log lines.`,
    ]);
  });

  it.each([
    ['an unknown game kind', { ...diceRecord('a'), kind: 'chess' }, 'it is a game of an unknown kind "chess"'],
    ['a bad dice state', { ...diceRecord('a'), timeline: { base: {}, present: {}, past: [], future: [] } }, 'its position is not one the rules allow: the current dice are not valid: the list of dice is missing'],
    [
      'a bad action in the history',
      { ...diceRecord('a'), timeline: { ...diceRecord('a').timeline, past: [{ at: 1, action: { type: 'explode' } }] } },
      'its step 1 of 1 (a "explode") is not a move of this game: unknown action "explode"',
    ],
    ['newer game rules', { ...diceRecord('a'), stateVersion: 5 }, 'it was saved by a newer version of the Dice rules; update the app first'],
  ])('refuses a backup with %s and changes nothing', async (_what, record, reason) => {
    const id = await createGame('dice');
    const before = games.value;
    const res = await importBackup(makeBackup([diceRecord('ok'), record as never], when), checkRecord);
    expect(res).toEqual({ ok: false, error: `Game 2 of 2 ("Game a") cannot be imported: ${reason}. Nothing was imported.` });
    expect(games.value).toEqual(before);
    expect((await readGame(id)).ok).toBe(true);
  });
});
