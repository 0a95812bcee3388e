import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { type GameDb, type WriteOp, idbGameDb, memoryGameDb } from './db';
import { diff } from './patch';
import { diceRecord } from './records-testkit';
import type { GameRecord } from './record';
import { type RescueItem, type RescueSlot, localRescue } from './rescue';
import { type ConflictReason, GameStore, NOT_ANSWERING, type StorageProblem, type StoreHooks } from './store';

type Roll = { at: number; total: number };
/** A dice record after `n` rolls: the state, undo list and log grow with each roll. */
function played(id: string, n: number, over: Partial<GameRecord> = {}): GameRecord {
  const base = diceRecord(id, over);
  const rolls: Roll[] = Array.from({ length: n }, (_, i) => ({ at: 1000 + i, total: (i % 11) + 2 }));
  const past = rolls.map((r) => ({ at: r.at, action: { type: 'roll', faces: [1, r.total - 1] } }));
  const present = { ...(base.timeline.present as object), rolls };
  return { ...base, updatedAt: 1000 + n, timeline: { ...base.timeline, past, present }, log: rolls.map((r) => ({ at: r.at, text: `Rolled ${r.total}` })), ...over };
}

/** A db that records its writes, and fails or hangs them on demand. */
function spy(inner: GameDb = memoryGameDb()) {
  const writes: WriteOp[][] = [];
  let mode: 'ok' | 'full' | 'hang' = 'ok';
  const db: GameDb = {
    tops: () => inner.tops(),
    game: (id, after) => inner.game(id, after),
    write: (ops) => {
      writes.push([...ops]);
      if (mode === 'full') return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
      if (mode === 'hang') return new Promise(() => {});
      return inner.write(ops);
    },
  };
  return { db, writes, set: (m: typeof mode) => (mode = m) };
}

function memorySlot(): RescueSlot & { items: RescueItem[] } {
  const slot = { items: [] as RescueItem[], read: () => structuredClone(slot.items), write: (x: RescueItem[]) => void (slot.items = structuredClone(x)) };
  return slot;
}

function recorder() {
  const seen = { problems: [] as StorageProblem[], conflicts: [] as [string, ConflictReason][], saved: [] as string[][] };
  const hooks: StoreHooks = {
    problem: (p) => seen.problems.push(p),
    conflict: (id, r) => seen.conflicts.push([id, r]),
    saved: (ids) => seen.saved.push(ids),
  };
  return { seen, hooks };
}

const FAST = { openMs: 50, slowWriteMs: 50 };

/** The JSON size of the write that one roll makes on a game of `n` rolls. */
async function bytesOfOneRoll(n: number): Promise<number> {
  const { db, writes } = spy();
  const s = new GameStore(db);
  s.create(played('g', n));
  await s.flush();
  await s.load('g');
  s.save(played('g', n + 1));
  await s.flush();
  return JSON.stringify(writes[1]).length;
}

describe('GameStore', () => {
  it('creates, saves and reads back a game exactly, writing one small entry per change', async () => {
    const { db, writes } = spy();
    const s = new GameStore(db);
    s.create(played('g', 0));
    await s.flush();
    expect((await s.load('g')).ok).toBe(true);
    for (let n = 1; n <= 3; n++) {
      s.save(played('g', n));
      await s.flush();
    }
    expect(writes.slice(1).map((w) => w.map((op) => op.t))).toEqual([['append'], ['append'], ['append']]);
    const other = new GameStore(db);
    expect((await other.open()).games).toEqual([{ id: 'g', kind: 'dice', name: 'Game g', createdAt: played('g', 3).createdAt, updatedAt: 1003 }]);
    expect(await other.load('g')).toEqual({ ok: true, record: played('g', 3) });
  });

  it('writes a change of constant size however long the game is', async () => {
    const short = await bytesOfOneRoll(10);
    const long = await bytesOfOneRoll(500);
    expect(short).toBeLessThan(600);
    expect(long).toBeLessThan(short + 50);
  });

  it('coalesces the changes of one task into one write, counting them until they are on disk', async () => {
    const { db, writes } = spy();
    const counts: [string, number][][] = [];
    const s = new GameStore(db, { unsaved: (c) => counts.push([...c]) });
    s.create(played('g', 0));
    s.save(played('g', 1));
    s.save(played('g', 2));
    s.create(played('h', 0));
    expect(counts.at(-1)).toEqual([
      ['g', 3],
      ['h', 1],
    ]);
    await s.flush();
    expect(counts.at(-1)).toEqual([]);
    expect(writes.map((w) => w.map((op) => op.t))).toEqual([['create', 'create']]);
    expect(await new GameStore(db).load('g')).toEqual({ ok: true, record: played('g', 2) });
  });

  it('converts a version 2 record on its first change, and still reads it the same', async () => {
    const inner = memoryGameDb([['old', played('old', 2)]]);
    const s = new GameStore(inner);
    expect(await s.load('old')).toEqual({ ok: true, record: played('old', 2) });
    s.save(played('old', 3));
    await s.flush();
    expect(await inner.tops()).toMatchObject([['old', { v: 3, rev: 1 }]]);
    expect(await new GameStore(inner).load('old')).toEqual({ ok: true, record: played('old', 3) });
  });

  it('opens a version 1 record and a record with an overlong name (shortened, not refused)', async () => {
    const long = 'x'.repeat(20_000);
    const db = memoryGameDb([
      ['v1', { id: 'v1', kind: 'dice', name: 'From 2025', updatedAt: 42, state: { x: 1 } }],
      ['long', diceRecord('long', { name: long })],
    ]);
    const { games } = await new GameStore(db).open();
    expect(games.map((g) => [g.id, g.name])).toEqual([
      ['long', 'x'.repeat(60)],
      ['v1', 'From 2025'],
    ]);
    const v1 = await new GameStore(db).load('v1');
    expect(v1.ok && v1.record.timeline.present).toEqual({ x: 1 });
  });

  it('lists unreadable values apart with their own keys, and deletes one only when asked', async () => {
    const db = memoryGameDb([
      ['bad', '{"id": "bad", broken'],
      ['newer', { ...diceRecord('newer'), v: 99 }],
      [7, diceRecord('7')],
      ['k1', diceRecord('k2')],
    ]);
    const s = new GameStore(db);
    const { games, damaged } = await s.open();
    expect(games).toEqual([]);
    expect(damaged.map((d) => [d.key, d.label, d.error])).toEqual([
      [7, '7', 'it is not stored under a game id'],
      ['bad', 'bad', 'it is not a saved game'],
      ['k1', 'k1', 'its id does not match its key'],
      ['newer', 'newer', 'it was saved by a newer Tablemate (record version 99; this app reads up to 2)'],
    ]);
    expect((await new GameStore(db).open()).damaged).toHaveLength(4);
    s.remove(7);
    await s.flush();
    expect((await new GameStore(db).open()).damaged.map((d) => d.key)).toEqual(['bad', 'k1', 'newer']);
  });

  it('says what is wrong with a game whose parts are missing', async () => {
    const db = memoryGameDb([
      ['nosnap', { v: 3, id: 'nosnap', kind: 'dice', name: 'N', createdAt: 1, updatedAt: 1, rev: 0 }],
      ['gap', { v: 3, id: 'gap', kind: 'dice', name: 'G', createdAt: 1, updatedAt: 1, rev: 2 }],
      [['gap', 'snap'], { seq: 0, record: diceRecord('gap') }],
      [['gap', 'j', 2], { p: undefined }],
    ]);
    const s = new GameStore(db);
    expect(await s.load('nosnap')).toEqual({ ok: false, missing: false, damaged: true, error: 'its saved snapshot is missing' });
    expect(await s.load('gap')).toEqual({ ok: false, missing: false, damaged: true, error: 'its saved history is missing change 1' });
    expect(await s.load('none')).toEqual({ ok: false, missing: true, error: 'This game is not saved on this device (it may have been deleted).' });
  });

  it('folds a long journal into a new snapshot once writes are idle, and reads the same game after', async () => {
    const { db, writes } = spy();
    const s = new GameStore(db);
    s.create(played('g', 0));
    await s.flush();
    await s.load('g');
    for (let n = 1; n <= 400; n++) {
      s.save(played('g', n));
      await s.flush();
    }
    await s.compact('g');
    expect(writes.some((w) => w[0]!.t === 'compact')).toBe(true);
    const stored = await db.game('g');
    expect(stored.snap).toMatchObject({ seq: expect.any(Number) });
    expect(stored.entries.length).toBeLessThan(400);
    expect(await new GameStore(db).load('g')).toEqual({ ok: true, record: played('g', 400) });
  });
});

/** A dice game after `n` rolls with its status line, as the session writes it. */
const rolled = (n: number) => played('g', n, { status: `${n} ${n === 1 ? 'roll' : 'rolls'} · last ${n + 1}` });

describe("GameStore: the listed status is the game's own now", () => {
  it('after each change and an undo, after a reload, and in another tab that hears of it', async () => {
    const { db, writes } = spy();
    const s = new GameStore(db);
    s.create(rolled(1));
    await s.flush();
    await s.load('g');
    const other = new GameStore(db);
    await other.open();
    for (const n of [2, 3]) {
      s.save(rolled(n));
      await s.flush();
      expect(await other.summary('g')).toMatchObject({ status: `${n} rolls · last ${n + 1}`, updatedAt: 1000 + n });
    }
    expect((await new GameStore(db).open()).games.map((g) => g.status)).toEqual(['3 rolls · last 4']);
    // An undo is a change back to the record before: its status comes back with it.
    s.save({ ...rolled(2), updatedAt: 1010 });
    await s.flush();
    expect((await new GameStore(db).open()).games.map((g) => [g.status, g.updatedAt])).toEqual([['2 rolls · last 3', 1010]]);
    expect(writes.slice(1).map((w) => w.map((op) => op.t))).toEqual([['append'], ['append'], ['append']]);
    // The status travels in the head only: the write stays a small entry plus the head.
    expect(JSON.stringify(writes[3]).length).toBeLessThan(600);
  });

  it('sets right, once and head only, a head an older version left with its first status, without counting it as unsaved', async () => {
    const first = rolled(1);
    const now = rolled(3);
    const db = spy(
      memoryGameDb([
        ['g', { v: 3, id: 'g', kind: 'dice', name: 'Game g', createdAt: first.createdAt, updatedAt: now.updatedAt, rev: 1, status: first.status }],
        [['g', 'snap'], { seq: 0, record: first }],
        [['g', 'j', 1], { p: diff(first, now) }],
      ]),
    );
    const counts: number[] = [];
    const saved: string[][] = [];
    const s = new GameStore(db.db, { unsaved: (c) => counts.push(c.get('g') ?? 0), saved: (ids) => saved.push(ids) });
    expect((await s.open()).games.map((g) => g.status)).toEqual(['1 roll · last 2']);
    expect(await s.load('g')).toEqual({ ok: true, record: now });
    await s.flush();
    expect(db.writes).toEqual([[{ t: 'status', id: 'g', rev: 1, status: '3 rolls · last 4' }]]);
    expect(counts.every((n) => n === 0)).toBe(true);
    expect(saved).toEqual([['g']]);
    expect((await new GameStore(db.db).open()).games).toEqual([{ id: 'g', kind: 'dice', name: 'Game g', createdAt: first.createdAt, updatedAt: now.updatedAt, status: '3 rolls · last 4' }]);
    // Read again, the head is right: nothing more is written.
    s.release('g');
    await s.load('g');
    await s.flush();
    expect(db.writes).toHaveLength(1);
  });
});

describe('GameStore with two tabs on one database', () => {
  it('refuses a change based on an older version: the newer data stays and the stale tab hears why', async () => {
    const db = memoryGameDb();
    const a = new GameStore(db);
    a.create(played('g', 0));
    await a.flush();
    const b = recorder();
    const tabB = new GameStore(db, b.hooks);
    await a.load('g');
    await tabB.load('g');
    a.save(played('g', 1));
    await a.flush();
    tabB.save(played('g', 0, { updatedAt: 5000, log: [{ at: 5000, text: 'stale tab' }] }));
    await tabB.flush();
    expect(b.seen.conflicts).toEqual([['g', 'stale']]);
    expect(await new GameStore(db).load('g')).toEqual({ ok: true, record: played('g', 1) });
    // The stale tab reads the latest and carries on from it.
    const latest = await tabB.refresh('g');
    expect(latest).toEqual({ ok: true, record: played('g', 1) });
    // Once its screen shows what it read, that is the base of its next change.
    if (latest.ok) tabB.adopt('g', latest.record);
    tabB.save(played('g', 2));
    await tabB.flush();
    expect(await new GameStore(db).load('g')).toEqual({ ok: true, record: played('g', 2) });
  });

  it('never brings back a game another tab deleted', async () => {
    const db = memoryGameDb();
    const a = recorder();
    const tabA = new GameStore(db, a.hooks);
    tabA.create(played('g', 0));
    await tabA.flush();
    await tabA.load('g');
    const tabB = new GameStore(db);
    tabB.remove('g');
    await tabB.flush();
    tabA.save(played('g', 1));
    await tabA.flush();
    expect(a.seen.conflicts).toEqual([['g', 'gone']]);
    expect((await new GameStore(db).open()).games).toEqual([]);
  });

  it('keeps a rename made in another tab while this one plays', async () => {
    const db = memoryGameDb();
    const a = new GameStore(db);
    a.create(played('g', 0));
    await a.flush();
    await a.load('g');
    const b = new GameStore(db);
    b.rename('g', 'Friday night', 2000);
    await b.flush();
    a.save(played('g', 1));
    await a.flush();
    const { games } = await new GameStore(db).open();
    expect(games.map((g) => [g.name, g.updatedAt])).toEqual([['Friday night', 1001]]);
  });

  it('follows another tab by reading only the entries after its own copy', async () => {
    const { db, ...seen } = spy();
    const reads: (number | undefined)[] = [];
    const watched: GameDb = { ...db, game: (id, after) => (reads.push(after), db.game(id, after)) };
    const writer = new GameStore(db);
    writer.create(played('g', 0));
    await writer.flush();
    await writer.load('g');
    const follower = new GameStore(watched);
    await follower.load('g');
    for (let n = 1; n <= 3; n++) {
      writer.save(played('g', n));
      await writer.flush();
    }
    expect(await follower.refresh('g')).toEqual({ ok: true, record: played('g', 3) });
    expect(reads).toEqual([undefined, 0]);
    expect(seen.writes).toHaveLength(4);
  });
});

describe('GameStore failures', () => {
  it('reports a full disk, keeps the change queued and in the rescue slot, and saves it once space is back', async () => {
    const { db, set: mode } = spy();
    const r = recorder();
    const slot = memorySlot();
    const s = new GameStore(db, r.hooks, slot);
    s.create(played('g', 0));
    await s.flush();
    await s.load('g');
    mode('full');
    s.save(played('g', 1));
    await s.flush();
    expect(r.seen.problems.map((p) => p?.kind)).toEqual(['write-failed']);
    expect(r.seen.problems[0]!.message).toContain('out of storage space');
    expect([...s.unsaved]).toEqual(['g']);
    expect(slot.items).toEqual([{ expect: { rev: 0 }, record: played('g', 1) }]);
    mode('ok');
    s.save(played('g', 2));
    // The next change alone retries the write (no flush needed).
    await expect.poll(() => r.seen.problems.at(-1)).toBeNull();
    await s.flush();
    expect(slot.items).toEqual([]);
    expect([...s.unsaved]).toEqual([]);
    expect(await new GameStore(db).load('g')).toEqual({ ok: true, record: played('g', 2) });
  });

  it('after a reload, writes what the rescue slot kept (a game made while the disk was full), and says so at once if it still cannot', async () => {
    const { db, set: mode } = spy();
    const slot = memorySlot();
    const first = new GameStore(db, {}, slot);
    mode('full');
    first.create(played('made-while-full', 2));
    await first.flush();
    expect(slot.items).toHaveLength(1);

    // Reload while the disk is still full: the game is listed, and the failure reported at once.
    const r = recorder();
    const second = new GameStore(db, r.hooks, slot);
    const { games } = await second.open();
    expect(games.map((g) => g.id)).toEqual(['made-while-full']);
    await second.flush();
    expect(r.seen.problems.map((p) => p?.kind)).toEqual(['write-failed']);
    expect(await second.load('made-while-full')).toEqual({ ok: true, record: played('made-while-full', 2) });

    mode('ok');
    await second.flush();
    expect(slot.items).toEqual([]);
    expect(await new GameStore(db).load('made-while-full')).toEqual({ ok: true, record: played('made-while-full', 2) });
  });

  it('on leaving the page keeps a copy of a write still under way: a reload that cut it short loses nothing', async () => {
    const { db, set: mode } = spy();
    const slot = memorySlot();
    const s = new GameStore(db, {}, slot);
    s.create(played('g', 0));
    await s.flush();
    await s.load('g');
    mode('hang');
    s.save(played('g', 1));
    s.keepUnsaved();
    expect(slot.items).toEqual([{ expect: { rev: 0 }, record: played('g', 1) }]);
    // The page goes; its write never lands. The next start writes the copy.
    mode('ok');
    const next = new GameStore(db, {}, slot);
    const { games } = await next.open();
    await next.flush();
    expect(games.map((g) => g.name)).toEqual(['Game g']);
    expect(slot.items).toEqual([]);
    expect(await new GameStore(db).load('g')).toEqual({ ok: true, record: played('g', 1) });
  });

  it('drops a copy kept on leaving when its write landed after all: no duplicate game', async () => {
    const db = memoryGameDb();
    const slot = memorySlot();
    const s = new GameStore(db, {}, slot);
    s.create(played('g', 0));
    await s.flush();
    await s.load('g');
    s.save(played('g', 1));
    s.keepUnsaved();
    const kept = slot.items;
    expect(kept).toHaveLength(1);
    // The write lands, but the page is gone before it could empty the slot.
    await s.flush();
    slot.items = kept;
    const next = new GameStore(db, {}, slot);
    const { games } = await next.open();
    await next.flush();
    expect(games.map((g) => g.name)).toEqual(['Game g']);
    expect(slot.items).toEqual([]);
    expect(await new GameStore(db).load('g')).toEqual({ ok: true, record: played('g', 1) });
  });

  it('a deletion the page left unwritten is done on the next start; the game is not listed', async () => {
    const { db, set: mode } = spy();
    const slot = memorySlot();
    const s = new GameStore(db, {}, slot);
    s.create(played('g', 1));
    s.create(played('h', 1));
    await s.flush();
    mode('hang');
    s.remove('g');
    s.keepUnsaved();
    expect(slot.items).toEqual([{ deleted: 'g' }]);
    mode('ok');
    const next = new GameStore(db, {}, slot);
    const { games } = await next.open();
    await next.flush();
    expect(games.map((g) => g.id)).toEqual(['h']);
    expect(slot.items).toEqual([]);
    expect((await new GameStore(db).open()).games.map((g) => g.id)).toEqual(['h']);
  });

  it('keeps rescued changes beside a game that moved on since, never over it', async () => {
    const db = memoryGameDb();
    const a = new GameStore(db);
    a.create(played('g', 1));
    await a.flush();
    const slot = memorySlot();
    slot.items = [{ expect: { rev: 7 }, record: played('g', 5) }];
    const s = new GameStore(db, {}, slot);
    const { games } = await s.open();
    await s.flush();
    expect(games.map((g) => g.name).sort()).toEqual(['Game g', 'Game g (unsaved changes)']);
    expect(await new GameStore(db).load('g')).toEqual({ ok: true, record: played('g', 1) });
  });

  it('says so when a write does not answer, and keeps a rescue copy while it waits', async () => {
    const { db, set: mode } = spy();
    const r = recorder();
    const slot = memorySlot();
    const s = new GameStore(db, r.hooks, slot, FAST);
    s.create(played('g', 0));
    await s.flush();
    await s.load('g');
    mode('hang');
    s.save(played('g', 1));
    await expect.poll(() => r.seen.problems.map((p) => p?.kind)).toEqual(['slow']);
    expect(slot.items).toEqual([{ expect: { rev: 0 }, record: played('g', 1) }]);
    expect(s.dirty).toBe(true);
  });

  it('plays in memory, and says storage is not answering, when opening it never completes', async () => {
    const r = recorder();
    const hung: GameDb = { tops: () => new Promise(() => {}), game: () => new Promise(() => {}), write: () => new Promise(() => {}) };
    const s = new GameStore(hung, r.hooks, memorySlot(), FAST);
    expect(await s.open()).toEqual({ games: [], damaged: [] });
    expect(r.seen.problems).toEqual([{ kind: 'unavailable', message: NOT_ANSWERING }]);
    s.create(played('g', 0));
    await s.flush();
    expect((await s.load('g')).ok).toBe(true);
  });

  it('leaves the rescue slot as it is while playing in memory (storage not answering), and shows the rescued games', async () => {
    const hung: GameDb = { tops: () => new Promise(() => {}), game: () => new Promise(() => {}), write: () => new Promise(() => {}) };
    const slot = memorySlot();
    slot.items = [{ expect: { rev: 3 }, record: played('g', 5) }];
    const s = new GameStore(hung, {}, slot, FAST);
    expect((await s.open()).games.map((g) => g.id)).toEqual(['g']);
    await s.flush();
    expect(await s.load('g')).toEqual({ ok: true, record: played('g', 5) });
    s.save(played('g', 6));
    await s.flush();
    expect(slot.items).toEqual([{ expect: { rev: 3 }, record: played('g', 5) }]);
  });

  it('uses memory, and says so, without IndexedDB', async () => {
    const r = recorder();
    const s = new GameStore(null, r.hooks);
    expect(r.seen.problems.map((p) => p?.kind)).toEqual(['unavailable']);
    s.create(played('g', 0));
    await s.flush();
    expect((await s.open()).games.map((g) => g.id)).toEqual(['g']);
  });
});

describe('GameStore on IndexedDB', () => {
  it('keeps the same records as in memory, including a legacy record stored by an older app', async () => {
    const name = `store-test-${Date.now()}`;
    await set('old', played('old', 3), createStore(name, 'games'));
    const s = new GameStore(idbGameDb(name, 'games'));
    expect((await s.open()).games.map((g) => g.id)).toEqual(['old']);
    expect(await s.load('old')).toEqual({ ok: true, record: played('old', 3) });
    s.save(played('old', 4));
    s.create(played('new', 1));
    await s.flush();
    const again = new GameStore(idbGameDb(name, 'games'));
    expect(await again.load('old')).toEqual({ ok: true, record: played('old', 4) });
    expect(await again.load('new')).toEqual({ ok: true, record: played('new', 1) });
  });
});

describe('localRescue', () => {
  it('keeps items in localStorage-like storage, drops unreadable ones, and clears when empty', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
    const slot = localRescue(storage, 'k');
    slot.write([{ expect: 'absent', record: diceRecord('a') }]);
    expect(slot.read()).toEqual([{ expect: 'absent', record: diceRecord('a') }]);
    data.set('k', JSON.stringify([{ expect: 'absent', record: { nope: 1 } }, { expect: { rev: 2 }, record: diceRecord('b') }]));
    expect(slot.read()).toEqual([{ expect: { rev: 2 }, record: diceRecord('b') }]);
    slot.write([]);
    expect(data.has('k')).toBe(false);
    data.set('k', 'not json');
    expect(slot.read()).toEqual([]);
    const full = localRescue({ ...storage, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } }, 'k');
    expect(() => full.write([{ expect: 'absent', record: diceRecord('a') }])).not.toThrow();
  });
});

describe('GameStore: what became of each change', () => {
  it('resolves a change once it is on disk, a change folded into a later write with it, and a refused one as dropped', async () => {
    const db = memoryGameDb();
    const a = new GameStore(db);
    expect(await a.create(played('g', 0))).toBe('saved');
    await a.load('g');
    const tabB = new GameStore(db);
    await tabB.load('g');
    // Two changes in one task are one write: both are on disk when it lands.
    const both = [a.save(played('g', 1)), a.save(played('g', 2))];
    expect(await Promise.all(both)).toEqual(['saved', 'saved']);
    expect(await tabB.save(played('g', 1, { updatedAt: 9000 }))).toBe('dropped');
  });

  it('resolves at once as unsaved while a write hangs or in memory, so that a tap never waits on a hung disk', async () => {
    const { db, set: setMode } = spy();
    const s = new GameStore(db, {}, noSlot(), FAST);
    await s.create(played('g', 0));
    await s.load('g');
    setMode('hang');
    expect(await s.save(played('g', 1))).toBe('unsaved');
    expect(await s.save(played('g', 2))).toBe('unsaved');
    const mem = new GameStore(null);
    expect(await mem.create(played('m', 0))).toBe('unsaved');
  });
});

describe('GameStore: one game that cannot be written', () => {
  it('never stops the other games saving, and is named in the message', async () => {
    const inner = memoryGameDb();
    const db: GameDb = { ...inner, write: (ops) => (poison(ops) ? Promise.reject(new RangeError('Maximum call stack size exceeded')) : inner.write(ops)) };
    const { seen, hooks } = recorder();
    const s = new GameStore(db, hooks);
    await s.create(played('ok', 0));
    await s.load('ok');
    // The poison game and a tap on another game in one task: one transaction, which fails.
    const bad = s.create(played('bad', 0, { name: 'Poison' }));
    const good = s.save(played('ok', 1));
    expect(await bad).toBe('unsaved');
    expect(await good).toBe('saved');
    expect(seen.problems.at(-1)?.message).toContain('Saving “Poison” failed (Maximum call stack size exceeded)');
    expect(seen.problems.at(-1)?.message).toContain('Other games are saved as usual.');
    for (let n = 2; n <= 5; n++) expect(await s.save(played('ok', n))).toBe('saved');
    const { games } = await new GameStore(inner).open();
    expect(games.map((g) => g.id)).toEqual(['ok']);
    expect(await new GameStore(inner).load('ok')).toEqual({ ok: true, record: played('ok', 5) });
    expect(s.unsaved).toEqual(new Set(['bad']));
  });
});

describe('GameStore: a read under way when this tab writes', () => {
  it('never hands back (or keeps) the older version it read', async () => {
    const inner = memoryGameDb();
    let gate: (() => void) | null = null;
    const db: GameDb = { ...inner, game: async (id, after) => {
      const got = await inner.game(id, after);
      if (gate === null) return got;
      await new Promise<void>((r) => (gate = r));
      return got;
    } };
    const s = new GameStore(db);
    await s.create(played('g', 1));
    await s.load('g');
    gate = () => {};
    const reading = s.refresh('g');
    // The refresh read the game at 1 roll; a tap lands before the read returns.
    await new Promise((r) => setTimeout(r, 0));
    const open = gate as unknown as () => void;
    gate = null;
    expect(await s.save(played('g', 2))).toBe('saved');
    open();
    expect(await reading).toEqual({ ok: true, record: played('g', 2) });
    expect(await s.save(played('g', 3))).toBe('saved');
    expect(await new GameStore(inner).load('g')).toEqual({ ok: true, record: played('g', 3) });
  });
});

/** True when a write touches the game 'bad'. */
function poison(ops: readonly WriteOp[]): boolean {
  return ops.some((op) => ('id' in op ? op.id : 'record' in op ? op.record.id : null) === 'bad');
}

function noSlot(): RescueSlot {
  return { read: () => [], write: () => {} };
}
