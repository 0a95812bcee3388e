import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBackup } from '../storage/backup';
import { diceRecord } from '../storage/records-testkit';
import { LINK_LIMIT, UNPACKED_LIMIT, fromBase64Url, packGame, toBase64Url, unpackGame } from './link-form';

const accept = () => null;
const b64 = (bytes: Uint8Array | Buffer) => toBase64Url(new Uint8Array(bytes));

describe('base64url', () => {
  it('round-trips any bytes, and refuses what is not base64url', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
      }),
    );
    expect(toBase64Url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(toBase64Url(new Uint8Array(Buffer.from('hello?')))).toBe(Buffer.from('hello?').toString('base64url'));
    expect(['ab+c', 'ab/c', 'abc=', 'a', 'abcde', 'ab c'].map(fromBase64Url)).toEqual([null, null, null, null, null, null]);
  });
});

describe('the link form', () => {
  it('carries a game as `1.<base64url>` and brings back the same backup', async () => {
    const g = await packGame(diceRecord('a'));
    expect(g).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    const back = await unpackGame(g);
    expect(back.ok && (await readBackup(back.text, accept))).toEqual({ ok: true, records: [diceRecord('a')], roster: undefined });
  });

  const inflated = (text: string) => `1.${b64(deflateRawSync(Buffer.from(text)))}`;
  it.each([
    ['no value', null, 'The link carries no game (it needs ?g=…).'],
    ['no version', 'abc', 'The link is damaged or incomplete (was it copied whole?).'],
    ['a newer version', '2.AAAA', 'The link was made by a newer version of Tablemate (link version 2; this app reads up to 1). Update the app, then open it again.'],
    ['version 0', '0.AAAA', 'The link is damaged or incomplete (was it copied whole?).'],
    ['bad base64', '1.ab+c', 'The link is damaged or incomplete (was it copied whole?).'],
    ['nothing after the dot', '1.', 'The link is damaged or incomplete (was it copied whole?).'],
    ['bytes that are not deflate', `1.${b64(Buffer.from('not deflate at all'))}`, 'The link is damaged or incomplete (was it copied whole?).'],
    ['a cut stream', `1.${b64(deflateRawSync(Buffer.from('{"app":"tablemate"}'.repeat(50))).subarray(0, 20))}`, 'The link is damaged or incomplete (was it copied whole?).'],
    ['bytes that are not UTF-8', `1.${b64(deflateRawSync(Buffer.from([0xff, 0xfe, 0x41])))}`, 'The link is damaged or incomplete (was it copied whole?).'],
    ['a huge value', `1.${'A'.repeat(LINK_LIMIT)}`, `The link is too long to be a Tablemate link (${(LINK_LIMIT + 2).toLocaleString('en')} characters; at most 16,000).`],
  ])('refuses %s', async (_what, g, error) => {
    expect(await unpackGame(g)).toEqual({ ok: false, error });
  });

  it('stops a deflate bomb while it streams', async () => {
    // 200 MB of zeros packs into about 200 KB: too long a link anyway; 20 MB packs into 20 KB, so the cap is what stops it.
    const bomb = deflateRawSync(Buffer.alloc(UNPACKED_LIMIT * 8), { level: 9 });
    const g = `1.${b64(bomb)}`;
    expect(g.length).toBeLessThanOrEqual(LINK_LIMIT);
    expect(await unpackGame(g)).toEqual({ ok: false, error: 'The link unpacks to more than 1 MB: no game is that large, so it was not read.' });
  });

  it('hands JSON that is not a game to the backup reader, which says so', async () => {
    const back = await unpackGame(inflated('{"hello":1}'));
    expect(back.ok && (await readBackup(back.text, accept))).toEqual({ ok: false, error: 'This file is JSON, but not a Tablemate backup (it has no "app": "tablemate").' });
    const notJson = await unpackGame(inflated('hello'));
    expect(notJson.ok && (await readBackup(notJson.text, accept))).toMatchObject({ ok: false, error: expect.stringMatching(/not valid JSON/) });
  });
});
