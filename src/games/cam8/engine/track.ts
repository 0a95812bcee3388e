// The Feral Hamster track as printed: numbers 0 to 5, perhaps with blank spaces between them
// (RULES.md §2: "the number the token is on or most recently crossed over").
import { REVOLT_AFTER } from './types';

/** The track, space by space: the number printed on it, or null for a blank space. Space 0 is "0". */
export type Track = (number | null)[];

/** How setup describes the track: spaces per number (1 = no blanks, 2 = a blank after each number), or the printed list. */
export type TrackSetting = number | Track;

/** The plain track: one space per number. */
export const PLAIN_TRACK: Track = [0, 1, 2, 3, 4, 5];

/** Most spaces a number may span, and most spaces a printed track may have. */
export const MAX_SPACES_PER_NUMBER = 4;
const MAX_SPACES = (REVOLT_AFTER + 1) * MAX_SPACES_PER_NUMBER;

/** The track `setting` describes: each number followed by blank spaces, or the printed list as given. */
export function trackFor(setting: TrackSetting | undefined): Track {
  if (setting === undefined) return PLAIN_TRACK;
  if (typeof setting === 'number') {
    return Array.from({ length: REVOLT_AFTER + 1 }, (_, n) => [n, ...Array<null>(Math.max(0, setting - 1)).fill(null)]).flat();
  }
  return setting;
}

/** Why `setting` is not a track this app can use, in words for the setup screen, or null. */
export function trackProblem(setting: unknown): string | null {
  if (setting === undefined) return null;
  if (typeof setting === 'number') {
    return Number.isInteger(setting) && setting >= 1 && setting <= MAX_SPACES_PER_NUMBER ? null : `Spaces per number must be a whole number from 1 to ${MAX_SPACES_PER_NUMBER}`;
  }
  if (!Array.isArray(setting)) return 'The Feral track is neither a number of spaces per number nor a list of spaces';
  if (setting.length < REVOLT_AFTER + 1 || setting.length > MAX_SPACES) return `The Feral track must have ${REVOLT_AFTER + 1} to ${MAX_SPACES} spaces`;
  if (setting[0] !== 0) return 'The Feral track starts with a space printed 0';
  const numbers = setting.filter((x) => x !== null);
  if (setting.some((x) => x !== null && !Number.isInteger(x))) return 'Each space of the Feral track is a number or blank';
  if (numbers.join() !== '0,1,2,3,4,5') return 'The Feral track prints 0, 1, 2, 3, 4 and 5 once each, in order (blank spaces anywhere after 0)';
  return null;
}

/** The 5's space: the last one the token can stand on; any move from it onto a space beyond (blank or not) is the revolt. */
export function lastSpace(track: Track): number {
  return track.indexOf(REVOLT_AFTER);
}

/**
 * The levels a token on `space` can count: the number printed there, or on a blank the number before it
 * (the token came up) and the number after it (it came down); past the 5, the revolt's level.
 */
export function levelsAt(track: Track, space: number): number[] {
  if (space > lastSpace(track)) return [REVOLT_AFTER + 1];
  const n = track[space];
  if (n !== null && n !== undefined) return [n];
  const below = track.slice(0, space).filter((x) => x !== null).pop() ?? 0;
  return [below, below + 1];
}

/**
 * The token after `delta` spaces from `space` (never below the start), where it counts `level` now. The level is
 * the number it is on or most recently crossed over, whichever way it moved: a move that passes no number keeps it.
 */
export function moveOnTrack(track: Track, space: number, level: number, delta: number): { space: number; level: number; revolt: boolean } {
  const next = Math.max(0, space + delta);
  if (next > lastSpace(track)) return { space: next, level: REVOLT_AFTER + 1, revolt: true };
  // The numbers passed, in the order the token passed them: the last one counts.
  const passed = next > space ? track.slice(space + 1, next + 1) : track.slice(next, space).reverse();
  const last = passed.filter((x) => x !== null).pop();
  return { space: next, level: last ?? level, revolt: false };
}

/** The track as a table reads it: "0 1 2 3 4 5", or "0 · 1 · 2 · 3 · 4 · 5 ·" with a dot for each blank space. */
export function trackText(track: Track): string {
  return track.map((n) => (n === null ? '·' : String(n))).join(' ');
}

/** True when the track has blank spaces (then the level on dice and the space can differ). */
export function hasBlanks(track: Track): boolean {
  return track.some((n) => n === null);
}

/** A track typed as printed, space by space: numbers, and "·", "." , "-" or "_" for a blank ("0 · 1 · 2 3 4 5"); or what is wrong with it. */
export function parseTrack(text: string): Track | { error: string } {
  const tokens = text.trim().split(/[\s,]+/).filter(Boolean);
  const track: Track = [];
  for (const t of tokens) {
    if (/^[·.\-_]$/.test(t)) track.push(null);
    else if (/^\d+$/.test(t)) track.push(Number(t));
    else return { error: `"${t}" is neither a number nor a blank (· . - _)` };
  }
  const bad = trackProblem(track);
  return bad ? { error: bad } : track;
}
