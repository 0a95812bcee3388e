import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mirror, type MirrorDir, type MirrorSource, closeMirror, fileOf, freeReserve, mirrorSupport, openMirror } from './mirror';
import type { GameRecord } from './record';
import { diceRecord } from './records-testkit';

type Data = string | Uint8Array;
const sizeOf = (d: Data) => (typeof d === 'string' ? new TextEncoder().encode(d).length : d.length);
const notFound = () => new DOMException('A requested file or directory could not be found.', 'NotFoundError');
const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/**
 * A folder as the Origin Private File System keeps one, on a disk of `capacity` bytes: a writable
 * writes a swap file (its bytes count while the old file is still there) and puts it in place on close;
 * a write that does not fit throws QuotaExceededError and leaves the old file as it was.
 */
function fakeDir(capacity = Number.POSITIVE_INFINITY) {
  const files = new Map<string, Data>();
  const swaps = new Map<object, number>();
  const used = () => [...files.values()].reduce((n, d) => n + sizeOf(d), 0) + [...swaps.values()].reduce((n, s) => n + s, 0);
  const disk = { files, capacity, used, writes: 0 };
  const dir: MirrorDir = {
    async getFileHandle(name, { create = false } = {}) {
      if (!files.has(name)) {
        if (!create) throw notFound();
        files.set(name, '');
      }
      return {
        async getFile() {
          const d = files.get(name);
          if (d === undefined) throw notFound();
          return { size: sizeOf(d), text: async () => (typeof d === 'string' ? d : new TextDecoder().decode(d)) };
        },
        async createWritable() {
          const token = {};
          let parts: Data[] = [];
          swaps.set(token, 0);
          return {
            async write(data: Data) {
              if (used() + sizeOf(data) > disk.capacity) throw quota();
              parts.push(data);
              swaps.set(token, (swaps.get(token) ?? 0) + sizeOf(data));
            },
            async close() {
              swaps.delete(token);
              disk.writes += 1;
              files.set(name, parts.every((p) => typeof p === 'string') ? parts.join('') : (parts[0] ?? ''));
            },
            async abort() {
              swaps.delete(token);
              parts = [];
            },
          };
        },
      };
    },
    async removeEntry(name) {
      if (!files.delete(name)) throw notFound();
    },
  };
  return { dir, disk };
}

/** Records as the store would give them, by id; a missing id is a deleted game. */
function library(...records: GameRecord[]) {
  const held = new Map(records.map((r) => [r.id, r]));
  const asked: string[] = [];
  const source: MirrorSource = async (id) => {
    asked.push(id);
    return held.get(id) ?? 'gone';
  };
  return { held, asked, source };
}

const indexOf = (files: Map<string, Data>) => JSON.parse(String(files.get('index.json'))) as { games: { id: string; name: string; updatedAt: number }[] };

describe('the second copy (mirror)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a game some hundreds of ms after its last change, once for many fast changes, never at once', async () => {
    const { dir, disk } = fakeDir();
    const lib = library(diceRecord('a', { updatedAt: 5 }));
    const m = new Mirror(dir, lib.source, { delayMs: 400, reserveBytes: 0 });
    for (let i = 0; i < 5; i++) {
      m.note(['a']);
      await vi.advanceTimersByTimeAsync(100);
    }
    // 100 ms after the fifth change: nothing read, nothing written yet.
    expect(lib.asked).toEqual([]);
    expect(disk.files.has(fileOf('a'))).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    await m.settle();
    expect(lib.asked).toEqual(['a']);
    expect(JSON.parse(String(disk.files.get(fileOf('a'))))).toEqual(diceRecord('a', { updatedAt: 5 }));
    expect(indexOf(disk.files).games).toEqual([{ id: 'a', name: 'Game a', updatedAt: 5, file: fileOf('a') }]);
  });

  it('changes that never pause are still copied within the longest wait', async () => {
    const { dir, disk } = fakeDir();
    const lib = library(diceRecord('a'));
    const m = new Mirror(dir, lib.source, { delayMs: 400, maxDelayMs: 1000, reserveBytes: 0 });
    for (let i = 0; i < 11; i++) {
      m.note(['a']);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(lib.asked).toEqual(['a']);
    expect(disk.files.has(fileOf('a'))).toBe(true);
  });

  it('reads back what it holds; any id makes a safe file name, and a file of another id is not taken', async () => {
    const { dir, disk } = fakeDir();
    const odd = 'a/b\\..:*?"<>|' + 'x'.repeat(400);
    const lib = library(diceRecord(odd), diceRecord('b'));
    const m = new Mirror(dir, lib.source, { reserveBytes: 0 });
    m.note([odd, 'b']);
    await m.settle();
    expect(fileOf(odd)).toMatch(/^game-[0-9a-f]{16}\.json$/);
    expect((await m.read(odd))?.id).toBe(odd);
    expect((await m.entries()).map((e) => e.id)).toEqual([odd, 'b']);
    disk.files.set(fileOf('b'), JSON.stringify(diceRecord('c')));
    expect(await m.read('b')).toBeNull();
    disk.files.set(fileOf('b'), '{ not json');
    expect(await m.read('b')).toBeNull();
    expect(await m.read('never')).toBeNull();
    disk.files.set('index.json', '[[');
    expect(await m.entries()).toEqual([]);
  });

  it('a game deleted by the player leaves the index first, then its file; a game the store no longer has leaves too', async () => {
    const { dir, disk } = fakeDir();
    const lib = library(diceRecord('a'), diceRecord('b'), diceRecord('c'));
    const m = new Mirror(dir, lib.source, { reserveBytes: 0 });
    m.note(['a', 'b', 'c']);
    await m.settle();
    await m.forget('a');
    expect((await m.entries()).map((e) => e.id)).toEqual(['b', 'c']);
    expect(disk.files.has(fileOf('a'))).toBe(false);
    lib.held.delete('b');
    m.note(['b']);
    await m.settle();
    expect((await m.entries()).map((e) => e.id)).toEqual(['c']);
    expect(disk.files.has(fileOf('b'))).toBe(false);
  });

  it('a copy older than the one another tab wrote never replaces it', async () => {
    const { dir, disk } = fakeDir();
    const newer = new Mirror(dir, library(diceRecord('a', { updatedAt: 20, name: 'New' })).source, { reserveBytes: 0 });
    const older = new Mirror(dir, library(diceRecord('a', { updatedAt: 10, name: 'Old' })).source, { reserveBytes: 0 });
    newer.note(['a']);
    await newer.settle();
    older.note(['a']);
    await older.settle();
    expect(indexOf(disk.files).games[0]).toMatchObject({ name: 'New', updatedAt: 20 });
    expect((await older.read('a'))?.name).toBe('New');
  });

  it('a game that cannot be read now is left as the mirror holds it', async () => {
    const { dir } = fakeDir();
    let answer: GameRecord | 'unknown' = diceRecord('a', { updatedAt: 3 });
    const m = new Mirror(dir, async () => answer, { reserveBytes: 0 });
    m.note(['a']);
    await m.settle();
    answer = 'unknown';
    m.note(['a']);
    await m.settle();
    expect((await m.entries()).map((e) => [e.id, e.updatedAt])).toEqual([['a', 3]]);
  });

  it('on a full disk the old copy stays whole, the error is kept, and the copy is written with the next change once there is room', async () => {
    const { dir, disk } = fakeDir();
    const lib = library(diceRecord('a', { updatedAt: 1 }));
    const m = new Mirror(dir, lib.source, { reserveBytes: 0 });
    m.note(['a']);
    await m.settle();
    disk.capacity = disk.used();
    lib.held.set('a', diceRecord('a', { updatedAt: 2, log: [{ at: 2, text: 'Rolled 7' }] }));
    m.note(['a']);
    await m.settle();
    expect((m.lastError as DOMException).name).toBe('QuotaExceededError');
    expect((await m.read('a'))?.updatedAt).toBe(1);
    disk.capacity = Number.POSITIVE_INFINITY;
    m.note([]);
    await m.settle();
    expect(m.lastError).toBeNull();
    expect((await m.read('a'))?.updatedAt).toBe(2);
  });
});

describe('the reserve', () => {
  it('is made when there is room for it four times over, freed on a full disk so that the next write lands, and made again when space is back', async () => {
    const { dir, disk } = fakeDir();
    let room = 3000;
    const lib = library(diceRecord('a', { updatedAt: 1 }));
    const m = new Mirror(dir, lib.source, { reserveBytes: 1000, room: async () => room });
    m.note(['a']);
    await m.settle();
    // Less than four reserves of room: no ballast is put in the way.
    expect(disk.files.has('reserve.bin')).toBe(false);
    room = 4000;
    expect(await m.keepReserve()).toBe(true);
    expect(sizeOf(disk.files.get('reserve.bin')!)).toBe(1000);

    // The disk fills up: a write of a bigger record fails.
    disk.capacity = disk.used() + 10;
    room = 10;
    lib.held.set('a', diceRecord('a', { updatedAt: 2, log: [{ at: 2, text: 'Rolled 7' }] }));
    m.note(['a']);
    await m.settle();
    expect((m.lastError as DOMException).name).toBe('QuotaExceededError');
    expect(await m.freeReserve()).toBe(true);
    expect(disk.files.has('reserve.bin')).toBe(false);
    // The retry lands in the room the reserve left, and no reserve is made while room is short.
    m.note([]);
    await m.settle();
    expect(m.lastError).toBeNull();
    expect((await m.read('a'))?.updatedAt).toBe(2);
    expect(disk.files.has('reserve.bin')).toBe(false);
    expect(await m.freeReserve()).toBe(false);

    // Space is back: the next write makes the reserve again.
    disk.capacity = Number.POSITIVE_INFINITY;
    room = 1_000_000;
    m.note(['a']);
    await m.settle();
    expect(sizeOf(disk.files.get('reserve.bin')!)).toBe(1000);
  });

  it('a reserve that does not fit leaves no half file behind', async () => {
    const { dir, disk } = fakeDir(500);
    const m = new Mirror(dir, async () => 'unknown', { reserveBytes: 1000 });
    expect(await m.keepReserve()).toBe(false);
    expect(disk.files.has('reserve.bin')).toBe(false);
    expect(await m.freeReserve()).toBe(false);
  });
});

describe('where the browser cannot keep a second copy', () => {
  afterEach(() => closeMirror());

  it('says why, and never throws', async () => {
    expect(mirrorSupport({ navigator: {} } as unknown as typeof globalThis)).toMatch(/no private file storage/);
    const storage = { getDirectory: async () => ({}) };
    expect(mirrorSupport({ navigator: { storage } } as unknown as typeof globalThis)).toMatch(/cannot write files/);
    const noWritable = { prototype: {} };
    expect(mirrorSupport({ navigator: { storage }, FileSystemFileHandle: noWritable } as unknown as typeof globalThis)).toMatch(/cannot write files/);
    const writable = { prototype: { createWritable: () => undefined } };
    expect(mirrorSupport({ navigator: { storage }, FileSystemFileHandle: writable } as unknown as typeof globalThis)).toBeNull();
    // Node has no Origin Private File System: the mirror is off, says so, and freeing the reserve frees nothing.
    const m = await openMirror(async () => 'unknown');
    expect(m.on).toBe(false);
    expect(m.why).toMatch(/no private file storage/);
    expect(await freeReserve()).toBe(false);
    closeMirror();
    expect(await freeReserve()).toBe(false);
  });
});
