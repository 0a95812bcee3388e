import 'fake-indexeddb/auto';
import { set } from 'idb-keyval';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { diceRecord } from './fixtures';
import { GameStore, type KeyValueStore, type StorageProblem, idbStore, memoryStore } from './store';

let dbCount = 0;
/** A fresh IndexedDB database per test (fake-indexeddb), with direct access for setup. */
function freshDb() {
  const name = `test-${++dbCount}`;
  return { kv: idbStore(name, 'games'), raw: createStore(name, 'games') };
}

describe('GameStore on IndexedDB', () => {
  it('saves and loads records', async () => {
    const { kv } = freshDb();
    const a = new GameStore(kv);
    a.save(diceRecord('one'));
    a.save(diceRecord('two'));
    await a.flush();
    const loaded = await new GameStore(kv).open();
    expect(loaded.records.map((r) => r.id).sort()).toEqual(['one', 'two']);
    expect(loaded.records.find((r) => r.id === 'one')).toEqual(diceRecord('one'));
    expect(loaded.damaged).toEqual([]);
  });

  it('coalesces several saves of one game into the last one', async () => {
    const calls: number[] = [];
    const inner = memoryStore();
    const kv: KeyValueStore = { ...inner, write: (puts, dels) => (calls.push(puts.length + dels.length), inner.write(puts, dels)) };
    const s = new GameStore(kv);
    s.save(diceRecord('g', { name: 'first' }));
    s.save(diceRecord('g', { name: 'second' }));
    s.save(diceRecord('h'));
    await s.flush();
    expect(calls).toEqual([2]);
    expect((await s.open()).records.find((r) => r.id === 'g')!.name).toBe('second');
  });

  it('deletes records', async () => {
    const { kv } = freshDb();
    const s = new GameStore(kv);
    s.save(diceRecord('a'));
    await s.flush();
    s.remove('a');
    await s.flush();
    expect((await s.open()).records).toEqual([]);
  });

  it('writes a batch of saves and deletions in one committed, strictly durable transaction', async () => {
    const { kv } = freshDb();
    const s = new GameStore(kv);
    s.save(diceRecord('gone'));
    await s.flush();
    const seen: { mode: string; durability: string; committed: boolean }[] = [];
    const realCommit = IDBTransaction.prototype.commit;
    const realTransaction = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
      const tx = realTransaction.apply(this, args);
      if (tx.mode === 'readwrite') seen.push({ mode: tx.mode, durability: tx.durability, committed: false });
      return tx;
    } as IDBDatabase['transaction'];
    IDBTransaction.prototype.commit = function (this: IDBTransaction) {
      const last = seen[seen.length - 1];
      if (last) last.committed = true;
      realCommit.call(this);
    };
    try {
      s.save(diceRecord('kept'));
      s.remove('gone');
      await s.flush();
    } finally {
      IDBDatabase.prototype.transaction = realTransaction;
      IDBTransaction.prototype.commit = realCommit;
    }
    expect(seen).toEqual([{ mode: 'readwrite', durability: 'strict', committed: true }]);
    expect((await new GameStore(kv).open()).records.map((r) => r.id)).toEqual(['kept']);
  });

  it('writes nothing of a batch when one put throws, and keeps the whole batch queued', async () => {
    const { kv } = freshDb();
    const problems: StorageProblem[] = [];
    const s = new GameStore(kv, (p) => problems.push(p));
    s.save(diceRecord('old'));
    await s.flush();
    const realPut = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (args[1] === 'b') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realPut.apply(this, args);
    };
    try {
      s.save(diceRecord('a'));
      s.save(diceRecord('b'));
      s.remove('old');
      await s.flush();
    } finally {
      IDBObjectStore.prototype.put = realPut;
    }
    expect(problems.map((p) => p?.kind)).toEqual(['write-failed']);
    expect((await new GameStore(kv).open()).records.map((r) => r.id)).toEqual(['old']);
    expect(s.dirty).toBe(true);
    await s.flush();
    expect((await new GameStore(kv).open()).records.map((r) => r.id).sort()).toEqual(['a', 'b']);
    expect(problems[problems.length - 1]).toBeNull();
  });

  it('migrates an old (version 1) record found in the database', async () => {
    const { kv, raw } = freshDb();
    await set('old', { id: 'old', kind: 'dice', name: 'From 2025', updatedAt: 42, state: { x: 1 } }, raw);
    const { records } = await new GameStore(kv).open();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ v: 2, id: 'old', name: 'From 2025', createdAt: 42, log: [] });
    expect(records[0]!.timeline.present).toEqual({ x: 1 });
  });

  it('keeps a corrupt record aside, reports it and leaves it stored', async () => {
    const { kv, raw } = freshDb();
    const s = new GameStore(kv);
    s.save(diceRecord('good'));
    await s.flush();
    await set('bad', '{"id": "bad", broken', raw);
    await set('other', { ...diceRecord('other'), v: 99 }, raw);
    const { records, damaged } = await new GameStore(kv).open();
    expect(records.map((r) => r.id)).toEqual(['good']);
    expect(damaged).toEqual([
      { key: 'bad', raw: '{"id": "bad", broken', error: 'it is not a saved game' },
      { key: 'other', raw: { ...diceRecord('other'), v: 99 }, error: 'it was saved by a newer Tablemate (record version 99; this app reads up to 2)' },
    ]);
    // Reading never deletes: the damaged values are still there.
    const again = await new GameStore(kv).open();
    expect(again.damaged.map((d) => d.key)).toEqual(['bad', 'other']);
  });

  it('treats a record stored under another key as damaged', async () => {
    const { kv, raw } = freshDb();
    await set('k1', diceRecord('k2'), raw);
    const { damaged } = await new GameStore(kv).open();
    expect(damaged[0]).toMatchObject({ key: 'k1', error: 'its id does not match its key' });
  });
});

describe('GameStore failures', () => {
  it('surfaces a quota error, keeps the change queued and retries it on the next save', async () => {
    const problems: StorageProblem[] = [];
    const inner = memoryStore();
    let full = true;
    const kv: KeyValueStore = {
      ...inner,
      write: async (puts, dels) => {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return inner.write(puts, dels);
      },
    };
    const s = new GameStore(kv, (p) => problems.push(p));
    s.save(diceRecord('a'));
    await s.flush();
    expect(problems).toHaveLength(1);
    expect(problems[0]!.kind).toBe('write-failed');
    expect(problems[0]!.message).toContain('out of storage space');
    expect(s.dirty).toBe(true);
    expect((await inner.entries()).length).toBe(0);

    full = false;
    s.save(diceRecord('b'));
    await s.flush();
    expect(s.dirty).toBe(false);
    expect((await inner.entries()).map(([k]) => k).sort()).toEqual(['a', 'b']);
    expect(problems[problems.length - 1]).toBeNull();
  });

  it('names other write errors', async () => {
    const problems: StorageProblem[] = [];
    const kv: KeyValueStore = { ...memoryStore(), write: async () => Promise.reject(new Error('disk on fire')) };
    const s = new GameStore(kv, (p) => problems.push(p));
    s.save(diceRecord('a'));
    await s.flush();
    expect(problems[0]!.message).toContain('Saving failed (disk on fire)');
  });

  it('falls back to memory and says so when the database cannot be opened', async () => {
    const problems: StorageProblem[] = [];
    const kv: KeyValueStore = { ...memoryStore(), entries: () => Promise.reject(new DOMException('blocked', 'InvalidStateError')) };
    const s = new GameStore(kv, (p) => problems.push(p));
    expect(await s.open()).toEqual({ records: [], damaged: [] });
    expect(problems[0]!.kind).toBe('unavailable');
    s.save(diceRecord('kept'));
    await s.flush();
    expect((await s.open()).records.map((r) => r.id)).toEqual(['kept']);
  });

  it('works in memory when no database is given at all', async () => {
    const problems: StorageProblem[] = [];
    const s = new GameStore(null, (p) => problems.push(p));
    expect(problems[0]!.kind).toBe('unavailable');
    s.save(diceRecord('m'));
    await s.flush();
    expect((await s.open()).records).toHaveLength(1);
  });
});
