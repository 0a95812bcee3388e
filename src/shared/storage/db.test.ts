import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { type GameDb, HEAD_VERSION, WriteConflict, type WriteOp, idbGameDb, memoryGameDb } from './db';
import { diceRecord } from './records-testkit';

let dbCount = 0;
/** A fresh database of each kind, with a way to store a raw value under any key (as an older app would). */
const BACKENDS: [string, (seed?: [IDBValidKey, unknown][]) => Promise<GameDb>][] = [
  ['memory', async (seed = []) => memoryGameDb(seed)],
  [
    'IndexedDB',
    async (seed = []) => {
      const name = `db-test-${++dbCount}`;
      const raw = createStore(name, 'games');
      for (const [k, v] of seed) await set(k, v, raw);
      return idbGameDb(name, 'games');
    },
  ],
];

const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e instanceof WriteConflict ? `${e.id} ${e.reason}` : String(e)));
const append = (id: string, rev: number, p: unknown, at = 5, status?: string): WriteOp => ({
  t: 'append',
  id,
  expect: { rev },
  seq: rev + 1,
  entry: { p: p as never },
  at,
  ...(status === undefined ? {} : { status }),
});

describe.each(BACKENDS)('GameDb on %s', (_name, fresh) => {
  it('creates a game as a head and snapshot 0, listed without its parts', async () => {
    const db = await fresh();
    const r = diceRecord('a');
    await db.write([{ t: 'create', record: r }]);
    expect(await db.tops()).toEqual([['a', { v: HEAD_VERSION, id: 'a', kind: 'dice', name: 'Game a', createdAt: r.createdAt, updatedAt: r.updatedAt, rev: 0 }]]);
    const g = await db.game('a');
    expect(g.snap).toEqual({ seq: 0, record: r });
    expect(g.entries).toEqual([]);
  });

  it('refuses to create over a stored game', async () => {
    const db = await fresh();
    await db.write([{ t: 'create', record: diceRecord('a') }]);
    expect(await refusal(db.write([{ t: 'create', record: diceRecord('a', { name: 'Other' }) }]))).toBe('a exists');
    expect((await db.tops())[0]![1]).toMatchObject({ name: 'Game a' });
  });

  it('appends changes in order and refuses one based on an older version, writing nothing of its batch', async () => {
    const db = await fresh();
    await db.write([{ t: 'create', record: diceRecord('a') }]);
    await db.write([append('a', 0, 'first', 10)]);
    await db.write([append('a', 1, 'second', 20)]);
    expect(await refusal(db.write([{ t: 'create', record: diceRecord('b') }, append('a', 1, 'stale', 30)]))).toBe('a stale');
    expect((await db.tops()).map(([k]) => k)).toEqual(['a']);
    const g = await db.game('a');
    expect(g.head).toMatchObject({ rev: 2, updatedAt: 20 });
    expect(g.entries).toEqual([
      { seq: 1, value: { p: 'first' } },
      { seq: 2, value: { p: 'second' } },
    ]);
    expect((await db.game('a', 1)).entries).toEqual([{ seq: 2, value: { p: 'second' } }]);
  });

  it('refuses a change to a deleted game, so a stale tab cannot bring it back', async () => {
    const db = await fresh();
    await db.write([{ t: 'create', record: diceRecord('a') }, append('a', 0, 'x')]);
    await db.write([{ t: 'delete', key: 'a' }]);
    expect(await refusal(db.write([append('a', 1, 'y')]))).toBe('a gone');
    expect(await db.tops()).toEqual([]);
    expect(await db.game('a')).toEqual({ head: undefined, snap: undefined, entries: [] });
  });

  it('renames in the head without changing the version a change is based on', async () => {
    const db = await fresh();
    await db.write([{ t: 'create', record: diceRecord('a') }]);
    await db.write([{ t: 'rename', id: 'a', name: 'Friday', at: 99 }]);
    await db.write([append('a', 0, 'x', 120)]);
    expect((await db.game('a')).head).toMatchObject({ name: 'Friday', rev: 1, updatedAt: 120 });
    expect(await refusal(db.write([{ t: 'rename', id: 'nope', name: 'x', at: 1 }]))).toBe('nope gone');
  });

  it('converts a version 2 record on its first change, and refuses a change based on another version of it', async () => {
    const old = diceRecord('old', { updatedAt: 42 });
    const db = await fresh([['old', old]]);
    expect(await refusal(db.write([{ t: 'append', id: 'old', expect: { legacy: 41 }, seq: 1, entry: { p: 'x' as never }, at: 50, legacy: old }]))).toBe('old stale');
    await db.write([{ t: 'append', id: 'old', expect: { legacy: 42 }, seq: 1, entry: { p: 'x' as never }, at: 50, legacy: old }]);
    const g = await db.game('old');
    expect(g.head).toEqual({ v: HEAD_VERSION, id: 'old', kind: 'dice', name: 'Game old', createdAt: old.createdAt, updatedAt: 50, rev: 1 });
    expect(g.snap).toEqual({ seq: 0, record: old });
    expect(g.entries).toEqual([{ seq: 1, value: { p: 'x' } }]);
  });

  it('a legacy record keeps its updatedAt when renamed (an open tab still expects it)', async () => {
    const db = await fresh([['old', diceRecord('old', { updatedAt: 42 })]]);
    await db.write([{ t: 'rename', id: 'old', name: 'New name', at: 77 }]);
    expect((await db.tops())[0]![1]).toMatchObject({ v: 2, name: 'New name', updatedAt: 42 });
  });

  it('compacts: a new snapshot at a change, the journal before it dropped, never an older snapshot over a newer one', async () => {
    const db = await fresh();
    await db.write([{ t: 'create', record: diceRecord('a') }, append('a', 0, 'x'), append('a', 1, 'y'), append('a', 2, 'z')]);
    await db.write([{ t: 'compact', id: 'a', seq: 2, record: diceRecord('a', { name: 'at 2' }) }]);
    let g = await db.game('a');
    expect(g.snap).toEqual({ seq: 2, record: diceRecord('a', { name: 'at 2' }) });
    expect(g.entries).toEqual([{ seq: 3, value: { p: 'z' } }]);
    await db.write([{ t: 'compact', id: 'a', seq: 1, record: diceRecord('a', { name: 'at 1' }) }]);
    g = await db.game('a');
    expect(g.snap).toMatchObject({ seq: 2 });
    expect(await refusal(db.write([{ t: 'compact', id: 'a', seq: 9, record: diceRecord('a') }]))).toBe('a stale');
  });

  it('replaces a game whole as its next change (rescued changes), dropping its journal', async () => {
    const db = await fresh();
    await db.write([{ t: 'create', record: diceRecord('a') }, append('a', 0, 'x'), { t: 'rename', id: 'a', name: 'Kept name', at: 3 }]);
    await db.write([{ t: 'replace', id: 'a', expect: { rev: 1 }, record: diceRecord('a', { updatedAt: 2e12 }) }]);
    const g = await db.game('a');
    expect(g.head).toMatchObject({ rev: 2, name: 'Kept name', updatedAt: 2e12 });
    expect(g.snap).toEqual({ seq: 2, record: diceRecord('a', { updatedAt: 2e12 }) });
    expect(g.entries).toEqual([]);
  });

  it("the head's status is each change's own: appends, a converted legacy record, a replace; a rename keeps it", async () => {
    const db = await fresh([['old', diceRecord('old', { updatedAt: 42, status: 'No rolls yet' })]]);
    const status = async (id: string) => ((await db.game(id)).head as { status?: string }).status;
    await db.write([{ t: 'create', record: diceRecord('a', { status: '1 roll · last 7' }) }]);
    expect(await status('a')).toBe('1 roll · last 7');
    await db.write([append('a', 0, 'x', 6, '2 rolls · last 4')]);
    expect(await status('a')).toBe('2 rolls · last 4');
    await db.write([append('a', 1, 'y', 7, '3 rolls · last 11'), { t: 'rename', id: 'a', name: 'Friday', at: 9 }]);
    expect((await db.game('a')).head).toMatchObject({ name: 'Friday', rev: 2, status: '3 rolls · last 11' });
    // A change whose record has no status line leaves none (not the one before it).
    await db.write([append('a', 2, 'z')]);
    expect(await status('a')).toBeUndefined();
    await db.write([{ t: 'replace', id: 'a', expect: { rev: 3 }, record: diceRecord('a', { status: '2 rolls · last 4' }) }]);
    expect(await status('a')).toBe('2 rolls · last 4');
    await db.write([{ t: 'append', id: 'old', expect: { legacy: 42 }, seq: 1, entry: { p: 'x' as never }, at: 50, status: '1 roll · last 9', legacy: diceRecord('old', { updatedAt: 42, status: 'No rolls yet' }) }]);
    expect(await status('old')).toBe('1 roll · last 9');
  });

  it("sets a head's status alone at the change it was read at, and leaves a head that moved on", async () => {
    const db = await fresh();
    await db.write([{ t: 'create', record: diceRecord('a', { status: 'Turn 1 · Diplomacy & Trade I' }) }, append('a', 0, 'x', 70)]);
    await db.write([{ t: 'status', id: 'a', rev: 1, status: 'Turn 3 · Flooding' }]);
    expect((await db.game('a')).head).toEqual({ v: HEAD_VERSION, id: 'a', kind: 'dice', name: 'Game a', createdAt: diceRecord('a').createdAt, updatedAt: 70, rev: 1, status: 'Turn 3 · Flooding' });
    await db.write([{ t: 'status', id: 'a', rev: 0, status: 'from an older read' }, { t: 'status', id: 'gone', rev: 0, status: 'x' }]);
    expect((await db.game('a')).head).toMatchObject({ rev: 1, status: 'Turn 3 · Flooding' });
    expect((await db.tops()).map(([k]) => k)).toEqual(['a']);
  });

  it('deletes a stray value under a key that is not a string', async () => {
    const db = await fresh([[7, 'seven'], ['s', 'text']]);
    expect((await db.tops()).map(([k]) => k)).toEqual([7, 's']);
    await db.write([{ t: 'delete', key: 7 }]);
    expect((await db.tops()).map(([k]) => k)).toEqual(['s']);
  });

  it('stores nothing of a batch holding a value that cannot be stored', async () => {
    const db = await fresh();
    const bad = diceRecord('b', { log: [{ at: 1, text: 'x', f: () => 1 } as never] });
    await expect(db.write([{ t: 'create', record: diceRecord('a') }, { t: 'create', record: bad }])).rejects.toMatchObject({ name: 'DataCloneError' });
    expect(await db.tops()).toEqual([]);
  });
});

describe('GameDb on IndexedDB', () => {
  it('writes each batch in one committed, strictly durable transaction', async () => {
    const db = idbGameDb(`db-test-${++dbCount}`, 'games');
    await db.write([{ t: 'create', record: diceRecord('gone') }]);
    const seen: { durability: string; committed: boolean }[] = [];
    const realCommit = IDBTransaction.prototype.commit;
    const realTransaction = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
      const tx = realTransaction.apply(this, args);
      if (tx.mode === 'readwrite') seen.push({ durability: tx.durability, committed: false });
      return tx;
    } as IDBDatabase['transaction'];
    IDBTransaction.prototype.commit = function (this: IDBTransaction) {
      const last = seen[seen.length - 1];
      if (last) last.committed = true;
      realCommit.call(this);
    };
    try {
      await db.write([{ t: 'create', record: diceRecord('kept') }, append('kept', 0, 'x'), { t: 'delete', key: 'gone' }]);
    } finally {
      IDBDatabase.prototype.transaction = realTransaction;
      IDBTransaction.prototype.commit = realCommit;
    }
    expect(seen).toEqual([{ durability: 'strict', committed: true }]);
    expect((await db.tops()).map(([k]) => k)).toEqual(['kept']);
  });
});
