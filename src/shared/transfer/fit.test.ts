import fc from 'fast-check';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { checkRecord } from '../../app/validate';
import { readBackup } from '../storage/backup';
import type { GameRecord } from '../storage/record';
import { def as dice } from '../../games/dice/index';
import { def as geyser } from '../../games/geyser/index';
import type { DiceState } from '../../games/dice/engine';
import { CODE_BYTES, type HandOver, QR_ECC, QR_MAX_VERSION, fitRecord, withoutHistory } from './fit';
import { GROWERS } from './games-testkit';
import { packGame, unpackGame } from './link-form';

// A real address is longer than a test's: a project page on a static host.
const BASE = 'https://tablemate.example.org/app/';
const json = (r: GameRecord) => JSON.parse(JSON.stringify(r)) as GameRecord;

/** The record a link carries, read back as the receiving phone reads it: the backup import's checks, the game's own rules. */
async function received(g: string): Promise<GameRecord> {
  const text = await unpackGame(g);
  if (!text.ok) throw new Error(text.error);
  const read = await readBackup(text.text, checkRecord);
  if (!read.ok) throw new Error(read.error);
  expect(read.records).toHaveLength(1);
  return read.records[0]!;
}

describe('one QR code', () => {
  it(`holds ${CODE_BYTES} characters at version ${QR_MAX_VERSION}, level ${QR_ECC}, and not one more`, () => {
    const prefix = `${BASE}#/dice/receive?g=1.`;
    const link = (n: number) => prefix + 'aZ0-_'.repeat(n).slice(0, n - prefix.length);
    const qr = encode(link(CODE_BYTES), { ecc: QR_ECC, border: 0, maxVersion: QR_MAX_VERSION });
    expect([qr.version, qr.size]).toEqual([22, 105]);
    expect(() => encode(link(CODE_BYTES + 1), { ecc: QR_ECC, border: 0, maxVersion: QR_MAX_VERSION })).toThrow(/too long/i);
  });
});

describe('the link form carries every kind of game', () => {
  for (const [kind, grow] of Object.entries(GROWERS)) {
    it(`${kind}: any game comes back as it was, and passes the checks of an import`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 60 }), fc.integer(), async (n, seed) => {
          const record = grow(n, seed);
          expect(await received(await packGame(record))).toEqual(json(record));
        }),
        { numRuns: 8 },
      );
    });
  }
});

describe('fitting one code', () => {
  it('keeps a small game whole', async () => {
    const record = GROWERS.dice!(2);
    const fit = await fitRecord(record, BASE);
    expect(fit && { ...fit, link: fit.link.length <= CODE_BYTES }).toEqual({ link: true, record, droppedSteps: 0, droppedLines: 0, droppedEntries: null });
  });

  it('drops the undo history, then the oldest log lines, and says how many', async () => {
    const record = GROWERS.cam8!(400);
    const fit = (await fitRecord(record, BASE))!;
    expect(fit.link.length).toBeLessThanOrEqual(CODE_BYTES);
    expect(fit.droppedSteps).toBe(record.timeline.past.length);
    expect(fit.droppedLines).toBeGreaterThan(0);
    expect(fit.record.log).toEqual(record.log.slice(fit.droppedLines));
    const back = await received(fit.link.split('g=')[1]!);
    expect(back.timeline).toEqual(json(withoutHistory(record)).timeline);
    // One more log line would not fit.
    const more = await packGame({ ...fit.record, log: record.log.slice(fit.droppedLines - 1) });
    expect(`${BASE}#/cam8/receive?g=${more}`.length).toBeGreaterThan(CODE_BYTES);
  });

  it('gives up (null) on a game whose present state alone is too large, unless the game says what a table can lose', async () => {
    const record = GROWERS.dice!(200);
    expect(await fitRecord(record, BASE)).toBeNull();
    const fit = (await fitRecord(record, BASE, dice.handOver as HandOver<unknown>))!;
    const rolls = (fit.record.timeline.present as DiceState).rolls;
    expect(rolls).toEqual((record.timeline.present as DiceState).rolls.slice(-rolls.length));
    expect(fit.droppedEntries).toBe(`the ${200 - rolls.length} oldest rolls`);
    expect(fit.record.log).toEqual(record.log.slice(-rolls.length));
  });
});

/** The largest `n` for which `grow(n)` fits one code (n from 1 up to `max`), by halving. */
async function largest(grow: (n: number) => GameRecord, max: number): Promise<number> {
  let [lo, hi] = [0, max];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (await fitRecord(grow(mid), BASE)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

describe('the largest game of each kind that fits one code', () => {
  // Dice keeps its rolls in the game itself (up to 500): past 21 rolls of five d6 the code keeps the newest.
  it('dice: 21 rolls of five d6 whole; of a full game (500 rolls), the newest 13 and their log lines', async () => {
    expect(await largest((k) => GROWERS.dice!(k), 500)).toBe(21);
    const fit = (await fitRecord(GROWERS.dice!(500), BASE, dice.handOver as HandOver<unknown>))!;
    expect((fit.record.timeline.present as DiceState).rolls).toHaveLength(13);
    expect(fit.record.log).toHaveLength(13);
  });
  it('Captain Crackers: the largest board the app shows (12 × 12), every cell set', async () => {
    expect(await largest((k) => GROWERS.crackers!(k), 12)).toBe(12);
  });
  // The others' games have a bounded size: the most players, a long game; what stays behind is the history.
  it.each([
    ['cam8', 3000],
    ['moondrop', 400],
    ['geyser', 3000],
    ['cellular', 3000],
  ])('%s: the most players and %i moves fit, with the newest log lines', async (kind, n) => {
    const record = GROWERS[kind]!(n);
    // Geyser's Firings grow by one a round: a long game leaves the oldest Firings' records behind (its handOver).
    const fit = (await fitRecord(record, BASE, kind === 'geyser' ? (geyser.handOver as HandOver<unknown>) : undefined))!;
    expect(fit).not.toBeNull();
    expect(await received(fit.link.split('g=')[1]!)).toEqual(json(fit.record));
    // Measured: CAM 8 (six whales, 81 KB record) keeps 17 log lines, Moon Drop (six sheets) 4, Geyser 23, Cellular 16.
    expect(fit.record.log.length).toBeGreaterThanOrEqual(4);
    expect(fit.droppedSteps).toBe(record.timeline.past.length);
  });
});
