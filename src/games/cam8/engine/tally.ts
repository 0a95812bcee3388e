// The running sum of an action's dice, applied die by die in the order rolled.
import { countOf, hamstersWord, noHamsters } from './hamsters';
import { feralName, signed } from './state';
import { type Track, moveOnTrack } from './track';
import { OCCUPATIONS, type Hamsters, type Occupation } from './types';

/** What one die's band does (all fields optional), with its effect text for the receipt. */
export type DieEffect = {
  feral?: -1 | 1;
  gained?: number;
  krill?: number;
  lose?: Occupation;
  spaces?: number;
  taken?: number;
  won?: boolean;
  text: string;
};

/** The net effect of an action so far. `space` and `feral` are the token's space and level reached, not changes. */
export type Tally = {
  space: number;
  feral: number;
  revolt: boolean;
  gained: number;
  krill: number;
  lost: Hamsters;
  spaces: number;
  taken: number;
  won: boolean;
};

/** Nothing has happened yet, with the token on `space` (level `feral`). */
export function emptyTally(space: number, feral: number): Tally {
  return { space, feral, revolt: false, gained: 0, krill: 0, lost: noHamsters(), spaces: 0, taken: 0, won: false };
}

/** Applies one die's effect (a Feral step moves one space of `track`); once the hamsters revolt the rest of the dice do nothing. */
export function applyDie(t: Tally, e: DieEffect, track: Track): Tally {
  if (t.revolt || t.won) return t;
  const moved = e.feral ? moveOnTrack(track, t.space, t.feral, e.feral) : { space: t.space, level: t.feral, revolt: false };
  const lost = e.lose ? { ...t.lost, [e.lose]: t.lost[e.lose] + 1 } : t.lost;
  return {
    space: moved.space,
    feral: moved.level,
    revolt: moved.revolt,
    gained: t.gained + (e.gained ?? 0),
    krill: t.krill + (e.krill ?? 0),
    lost,
    spaces: t.spaces + (e.spaces ?? 0),
    taken: t.taken + (e.taken ?? 0),
    won: t.won || e.won === true,
  };
}

/** A stable key: tallies with equal keys are the same outcome. */
export function tallyKey(t: Tally): string {
  return [t.space, t.feral, t.revolt ? 1 : 0, t.gained, t.krill, ...OCCUPATIONS.map((o) => t.lost[o]), t.spaces, t.taken, t.won ? 1 : 0].join(',');
}

/** Where the Feral token stood before an action: its space and the level there. */
export type FeralStart = { space: number; feral: number };

/** The outcome in words, e.g. "Feral 2 → 1, −1 Guard"; `start` is the token before the action. */
export function describeTally(t: Tally, start: FeralStart, names: { target?: string; gained?: string; taken?: string } = {}): string {
  if (t.revolt) return `Feral ${start.feral} → ${feralName(t.feral)}: revolt, everyone loses`;
  if (t.won) return 'transcends and wins the game';
  const parts: string[] = [];
  const moved = Math.abs(t.space - start.space);
  const way = t.space > start.space ? 'up' : 'down';
  const spaces = `${moved} space${moved === 1 ? '' : 's'} ${way}`;
  // With blank spaces on the track the token can move more spaces than the level changes (or
  // move without changing it): then the spaces are said too, since the next move starts there.
  if (t.feral !== start.feral) parts.push(moved === Math.abs(t.feral - start.feral) ? `Feral ${start.feral} → ${t.feral}` : `Feral ${start.feral} → ${t.feral} (${spaces})`);
  else if (moved > 0) parts.push(`Feral token ${spaces} (still ${t.feral})`);
  if (t.gained > 0) parts.push(`+${hamstersWord(t.gained)}${names.gained ? ` (${names.gained})` : ''}`);
  if (t.krill > 0) parts.push(`+${t.krill} krill`);
  for (const o of OCCUPATIONS) if (t.lost[o] > 0) parts.push(`−${countOf(t.lost[o], o)}`);
  if (t.spaces > 0) parts.push(`convert ${t.spaces} space${t.spaces === 1 ? '' : 's'}${names.target ? ` from ${names.target}` : ''}`);
  if (t.taken > 0) parts.push(`${names.target ?? 'target'} gives ${names.taken ?? hamstersWord(t.taken)}`);
  return parts.length > 0 ? parts.join(', ') : 'no effect';
}

/** "Feral −1" style text for a band. */
export function feralText(delta: number): string {
  return `Feral ${signed(delta)}`;
}
