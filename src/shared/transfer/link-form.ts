import type { BACKUP_APP } from '../storage/backup';
import { type GameRecord, RECORD_VERSION } from '../storage/record';

// A game handed over by a link (a QR code): `#/<kind>/receive?g=<LINK_VERSION>.<base64url(deflate-raw(JSON))>`.
// The JSON is a one-game backup, so the receiving side reads it with the backup import's own checks.
// Pure apart from CompressionStream/DecompressionStream (browsers and Node 20 have both).

// The backup's own constant, by type only: importing backup.ts here would change the chunks home's map lists.
const APP: typeof BACKUP_APP = 'tablemate';

/** The version of the link form this app writes (the number before the dot). */
export const LINK_VERSION = 1;

/** The longest `g` value read: several times what one QR code holds, so a pasted link is read too, never a huge one. */
export const LINK_LIMIT = 16_000;

/** The most bytes a link may unpack to: a deflate bomb is stopped while it streams, at this size. */
export const UNPACKED_LIMIT = 1024 * 1024;

/** What unpacking a link gives: a backup file's text, or one message saying what is wrong. */
export type Unpacked = { ok: true; text: string } | { ok: false; error: string };

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes as base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = bytes.length - i;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + (left > 1 ? B64[(n >> 6) & 63]! : '') + (left > 2 ? B64[n & 63]! : '');
  }
  return out;
}

/** base64url (no padding) as bytes, or null when it is not base64url. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const c = [0, 1, 2, 3].map((k) => (i + k < text.length ? B64.indexOf(text[i + k]!) : 0));
    const n = (c[0]! << 18) | (c[1]! << 12) | (c[2]! << 6) | c[3]!;
    out[o++] = (n >> 16) & 255;
    if (i + 2 < text.length) out[o++] = (n >> 8) & 255;
    if (i + 3 < text.length) out[o++] = n & 255;
  }
  return out;
}

async function collect(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | 'too big'> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      // Stop inflating at once: the rest of a bomb is never made.
      await reader.cancel().catch(() => undefined);
      return 'too big';
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): ReadableStream<Uint8Array> {
  const writer = stream.writable.getWriter();
  // Errors surface on the readable side; the writer's own promises are only kept from going unhandled.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  return stream.readable as ReadableStream<Uint8Array>;
}

/** A saved game as a link's `g` value: `1.<base64url(deflate-raw(one-game backup JSON))>`. */
export async function packGame(record: GameRecord): Promise<string> {
  const json = JSON.stringify({ app: APP, version: RECORD_VERSION, games: [record] });
  const packed = await collect(through(new TextEncoder().encode(json), new CompressionStream('deflate-raw')), Number.POSITIVE_INFINITY);
  return `${LINK_VERSION}.${toBase64Url(packed as Uint8Array)}`;
}

const DAMAGED = 'The link is damaged or incomplete (was it copied whole?).';

/**
 * A link's `g` value back to a backup file's text, checked on the way: its size, its version, base64url,
 * the deflate stream (stopped past UNPACKED_LIMIT) and UTF-8. The backup reader checks the rest.
 */
export async function unpackGame(g: string | null): Promise<Unpacked> {
  if (!g) return { ok: false, error: 'The link carries no game (it needs ?g=…).' };
  if (g.length > LINK_LIMIT) return { ok: false, error: `The link is too long to be a Tablemate link (${g.length.toLocaleString('en')} characters; at most ${LINK_LIMIT.toLocaleString('en')}).` };
  const m = /^(\d{1,6})\.(.*)$/s.exec(g);
  if (!m) return { ok: false, error: DAMAGED };
  const version = Number(m[1]);
  if (version > LINK_VERSION) {
    return { ok: false, error: `The link was made by a newer version of Tablemate (link version ${version}; this app reads up to ${LINK_VERSION}). Update the app, then open it again.` };
  }
  if (version < 1) return { ok: false, error: DAMAGED };
  const bytes = fromBase64Url(m[2]!);
  if (!bytes || bytes.length === 0) return { ok: false, error: DAMAGED };
  let raw: Uint8Array | 'too big';
  try {
    raw = await collect(through(bytes, new DecompressionStream('deflate-raw')), UNPACKED_LIMIT);
  } catch {
    return { ok: false, error: DAMAGED };
  }
  if (raw === 'too big') return { ok: false, error: `The link unpacks to more than ${UNPACKED_LIMIT / 1024 / 1024} MB: no game is that large, so it was not read.` };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(raw) };
  } catch {
    return { ok: false, error: DAMAGED };
  }
}

/** The hash of the link that hands a game over: `#/<kind>/receive?g=…`. */
export function receiveHash(kind: string, g: string): string {
  return `#/${kind}/receive?g=${g}`;
}

/** Why a link's backup text does not match its address (one game, of the kind the path names), or null; the backup reader judges the rest. */
export function linkShapeProblem(text: string, kind: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const games = (data as { games?: unknown } | null)?.games;
  if (!Array.isArray(games)) return null;
  if (games.length !== 1) return `A link carries one game; this one carries ${games.length}.`;
  const inner = (games[0] as { kind?: unknown } | null)?.kind;
  return inner === kind ? null : `The link's address is for a ${kind} game, but it carries ${typeof inner === 'string' ? `a “${inner.slice(0, 20)}” game` : 'no game kind'}.`;
}
