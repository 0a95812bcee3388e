// The player roster: names and colours of the people who play, remembered on this device and in backups,
// offered at every setup so that a regular is one tap.
import { signal } from '@preact/signals';
import { PLAYER_COLOURS } from './players';

/** One regular: a name and the colour they last played. */
export interface Regular {
  name: string;
  colour: string;
}

/** The most regulars kept (the least recently seen go first). */
export const ROSTER_LIMIT = 24;
const KEY = 'tablemate-roster';
const NAME_MAX = 24;
const isColour = (c: unknown): c is string => typeof c === 'string' && PLAYER_COLOURS.some((p) => p.value === c);
const key = (name: string) => name.trim().toLocaleLowerCase();
// "Player 3", the name a new seat gets: not worth remembering.
const isSeatName = (name: string) => /^player \d+$/i.test(name.trim());

/** The regulars in a list read from storage or a backup: only readable entries, each name once, at most the limit. */
export function readRoster(x: unknown): Regular[] {
  if (!Array.isArray(x)) return [];
  const out: Regular[] = [];
  for (const r of x) {
    const name = typeof r?.name === 'string' ? r.name.trim().slice(0, NAME_MAX) : '';
    if (!name || isSeatName(name) || !isColour(r?.colour) || out.some((o) => key(o.name) === key(name))) continue;
    out.push({ name, colour: r.colour });
    if (out.length === ROSTER_LIMIT) break;
  }
  return out;
}

/** `roster` with `players` in front, most recent first (a name already there moves up and takes its new colour). */
export function withPlayers(roster: readonly Regular[], players: readonly Regular[]): Regular[] {
  return readRoster([...players, ...roster]);
}

function load(): Regular[] {
  try {
    return readRoster(JSON.parse(localStorage.getItem(KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/** The regulars on this device, most recently seen first. */
export const roster = signal<Regular[]>(typeof localStorage === 'undefined' ? [] : load());

function save(next: Regular[]): void {
  roster.value = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private modes may refuse localStorage: the roster still holds for this visit.
  }
}

/** Remembers the players of a game that starts. */
export function rememberPlayers(players: readonly Regular[]): void {
  save(withPlayers(roster.value, players));
}

/** Adds regulars from a backup, after the ones already here (nobody here is moved or recoloured). */
export function mergeRoster(incoming: unknown): void {
  save(readRoster([...roster.value, ...readRoster(incoming)]));
}

/** Forgets one regular. */
export function forgetRegular(name: string): void {
  save(roster.value.filter((r) => key(r.name) !== key(name)));
}

/** Where a regular joins a setup: the first seat still named "Player N" (or empty), else a new seat; null when full. */
export function seatFor(players: readonly { name: string }[], max: number): number | null {
  const open = players.findIndex((p) => !p.name.trim() || isSeatName(p.name));
  if (open >= 0) return open;
  return players.length < max ? players.length : null;
}
