// Mutated backups of every kind of game, fed to the import: each game in them is either replayed exactly by its
// rules or refused with a reason, and a refused file stores nothing.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { gameEntry } from '../games/registry';
import type { GameDef } from '../games/types';
import { isRefusal } from '../shared/refusal';
import { makeBackup, readBackup } from '../shared/storage/backup';
import { memoryGameDb } from '../shared/storage/db';
import type { GameRecord } from '../shared/storage/record';
import { cam8Game, cellularGame, crackersGame, diceGame, geyserGame, moondropGame } from '../shared/transfer/games-testkit';
import { exportRecords, flushSaves, games, importBackup, openLibrary } from './library';
import { checkRecord } from './validate';

const when = new Date('2026-11-22T10:00:00Z');
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

// Written apart from replay.ts's firstDifference: one canonical text per JSON value (keys sorted), so equal
// values, and only they, read the same.
function canon(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canon).join(',')}]`;
  if (typeof x === 'object' && x !== null) {
    const o = x as Record<string, unknown>;
    return `{${Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${canon(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(x === 0 ? 0 : x);
}

const SOURCES: Array<[string, () => GameRecord]> = [
  ['dice', () => diceGame(12, 7)],
  ['cam8', () => cam8Game(30, 7)],
  ['geyser', () => geyserGame(40, 7)],
  ['cellular', () => cellularGame(40, 7)],
  ['crackers', () => crackersGame(40, 7)],
  ['moondrop', () => moondropGame(7, 7)],
];
const defs = new Map<string, GameDef<unknown, unknown>>();
const records = new Map<string, GameRecord>();

beforeAll(async () => {
  for (const [kind, make] of SOURCES) {
    defs.set(kind, (await gameEntry(kind)!.load!()).def as GameDef<unknown, unknown>);
    records.set(kind, make());
  }
});

/** Every place in a JSON value: the path to it. */
function places(x: Json, at: Array<string | number> = []): Array<Array<string | number>> {
  const here = [at];
  if (Array.isArray(x)) return [...here, ...x.flatMap((v, i) => places(v, [...at, i]))];
  if (x !== null && typeof x === 'object') return [...here, ...Object.entries(x).flatMap(([k, v]) => places(v, [...at, k]))];
  return here;
}

/** What a hand (or a bad copy) does to one value. */
type Edit = 'plus' | 'minus' | 'big' | 'negative' | 'text' | 'null' | 'flip' | 'drop' | 'double' | 'empty';
const EDITS: Edit[] = ['plus', 'minus', 'big', 'negative', 'text', 'null', 'flip', 'drop', 'double', 'empty'];

function edited(v: Json, edit: Edit): Json | undefined {
  switch (edit) {
    case 'plus': return typeof v === 'number' ? v + 1 : v;
    case 'minus': return typeof v === 'number' ? v - 1 : v;
    case 'big': return typeof v === 'number' ? v * 10 + 40 : v;
    case 'negative': return typeof v === 'number' ? -v - 1 : v;
    case 'text': return typeof v === 'string' ? `${v}x` : String(v);
    case 'null': return null;
    case 'flip': return typeof v === 'boolean' ? !v : v;
    case 'drop': return undefined;
    case 'double': return Array.isArray(v) && v.length ? [...v, v[v.length - 1]!] : v;
    case 'empty': return Array.isArray(v) ? [] : typeof v === 'object' && v !== null ? {} : v;
  }
}

/** `x` with the value at `path` edited (dropped from its list or object for 'drop'). */
function mutate(x: Json, path: Array<string | number>, edit: Edit): Json {
  if (path.length === 0) return edited(x, edit) ?? null;
  const [head, ...rest] = path;
  if (Array.isArray(x)) {
    const i = head as number;
    if (rest.length === 0 && edit === 'drop') return x.filter((_, j) => j !== i);
    return x.map((v, j) => (j === i ? mutate(v, rest, edit) : v));
  }
  const o = x as { [k: string]: Json };
  if (rest.length === 0 && edit === 'drop') {
    const { [head as string]: _gone, ...others } = o;
    return others;
  }
  return { ...o, [head as string]: mutate(o[head as string]!, rest, edit) };
}

/** Where in a record an edit lands: its position, its start, one of its steps, or the record's frame. */
const PARTS = ['timeline.present', 'timeline.base', 'timeline.past', 'timeline.future', ''] as const;

const anyMutation = fc.record({
  kind: fc.constantFrom(...SOURCES.map(([k]) => k)),
  part: fc.constantFrom(...PARTS),
  pick: fc.nat(),
  edit: fc.constantFrom(...EDITS),
});

/** The record with one edit at the pick'th place of `part`. */
function mutant(record: GameRecord, part: string, pick: number, edit: Edit): GameRecord {
  const root = JSON.parse(JSON.stringify(record)) as Json;
  const prefix = part ? part.split('.') : [];
  let sub = root;
  for (const k of prefix) sub = (sub as { [k: string]: Json })[k]!;
  const all = places(sub);
  const path = [...prefix, ...all[pick % all.length]!];
  return mutate(root, path, edit) as unknown as GameRecord;
}

/** The independent check of an accepted game: its steps, applied in order from its start, make its position. */
function replaysExactly(r: GameRecord): void {
  const def = defs.get(r.kind)!;
  let state = r.timeline.base;
  expect(def.checkState(state)).toBeNull();
  for (const step of r.timeline.past) {
    expect(def.checkAction(step.action)).toBeNull();
    const next = def.apply(state, step.action);
    expect({ action: step.action, refused: isRefusal(next) }).toEqual({ action: step.action, refused: false });
    state = next;
  }
  expect(canon(state)).toBe(canon(r.timeline.present));
  expect(def.checkState(r.timeline.present)).toBeNull();
  for (const step of r.timeline.future) {
    const next = def.apply(state, step.action);
    expect(isRefusal(next)).toBe(false);
    state = next;
  }
}

describe('mutated backups', () => {
  it('the games made by the rules are accepted as they are', async () => {
    for (const r of records.values()) {
      expect({ kind: r.kind, many: r.timeline.past.length > 3 }).toEqual({ kind: r.kind, many: true });
      replaysExactly(r);
      expect({ kind: r.kind, refusal: await checkRecord(r) }).toEqual({ kind: r.kind, refusal: null });
    }
  });

  it('games the rules made from other seeds are all accepted (the checks are never stricter than the rules)', async () => {
    const makers = [diceGame, cam8Game, geyserGame, cellularGame, crackersGame, moondropGame];
    for (let seed = 100; seed < 120; seed++) {
      for (const make of makers) {
        const r = make(make === moondropGame ? 7 : 40, seed);
        expect({ game: `${r.kind} seed ${seed}`, refusal: await checkRecord(r) }).toEqual({ game: `${r.kind} seed ${seed}`, refusal: null });
      }
    }
  });

  it('every game in a mutated backup is either replayed exactly or refused with a reason', async () => {
    const seen = { accepted: 0, refused: 0 };
    await fc.assert(fc.asyncProperty(anyMutation, async ({ kind, part, pick, edit }) => {
      const m = mutant(records.get(kind)!, part, pick, edit);
      const read = await readBackup(makeBackup([m], when), checkRecord);
      seen[read.ok ? 'accepted' : 'refused']++;
      // Refused: with the reason, naming the game. Accepted: every game replays exactly.
      expect(read.ok ? 'accepted' : read.error).toMatch(/^(accepted|Game 1 of 1 .*cannot be imported: .+\. Nothing was imported\.|This backup .+)$/);
      for (const r of read.ok ? read.records : []) replaysExactly(r);
    }), { numRuns: 600, seed: 40 });
    // Both ways out are taken: the edits are not all harmless, nor all refused (a step's time, a name).
    expect(seen.refused).toBeGreaterThan(100);
    expect(seen.accepted).toBeGreaterThan(10);
  });

  it('a changed position is always refused when steps lead to it', async () => {
    await fc.assert(fc.asyncProperty(anyMutation, async ({ kind, pick, edit }) => {
      const r = records.get(kind)!;
      const m = mutant(r, 'timeline.present', pick, edit);
      fc.pre(canon(m.timeline.present) !== canon(r.timeline.present));
      expect(await checkRecord(m)).not.toBeNull();
    }), { numRuns: 300, seed: 41 });
  });
});

describe('an import with a mutated game in it', () => {
  beforeEach(async () => {
    await openLibrary({ db: memoryGameDb(), tabs: false });
  });

  it('stores the whole file, every game replaying, or nothing', async () => {
    await fc.assert(fc.asyncProperty(anyMutation, async ({ kind, part, pick, edit }) => {
      await openLibrary({ db: memoryGameDb(), tabs: false });
      const good = { ...records.get('dice')!, id: 'good' };
      const m = { ...mutant(records.get(kind)!, part, pick, edit) };
      const res = await importBackup(makeBackup([good, m], when), checkRecord);
      await flushSaves();
      const ids = games.value.map((g) => g.id);
      // Refused: nothing stored, not even the good game. Stored: every game replays exactly.
      expect(res.ok ? ids.includes('good') : ids.length === 0).toBe(true);
      for (const r of res.ok ? await exportRecords(ids) : []) replaysExactly(r);
    }), { numRuns: 120, seed: 42 });
  });
});
