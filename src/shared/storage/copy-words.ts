// The words for two copies of one game (copies.ts): what the fuller one holds beyond the other, and for
// two that differ, when each was changed, which is newer and what differs: the import's question.
import type { Copies, Difference, Extra } from './copies';
import type { GameRecord } from './record';

/** What the two copies are called in words: "this phone's copy", "the file's copy". */
export interface CopyNames {
  here: string;
  incoming: string;
}

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** "a, b and c". */
function listed(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** What the fuller copy holds beyond the other, in words: "30 undo steps, the 13 oldest rolls and 17 older log lines". */
export function extraWords(more: Extra): string {
  const parts: string[] = [];
  if (more.undo) parts.push(count(more.undo, 'undo step'));
  if (more.redo) parts.push(count(more.redo, 'redo step'));
  if (more.entryWords) parts.push(more.entryWords);
  if (more.lines) parts.push(count(more.lines, 'older log line'));
  return listed(parts);
}

/** One difference in words: "different positions", "the file's copy has 12 more undo steps". */
export function differenceWords(d: Difference, names: CopyNames): string {
  switch (d.t) {
    case 'kind':
      return 'different games';
    case 'position':
      return 'different positions';
    case 'ahead':
      return `${names[d.copy]} is ${count(d.moves, 'move')} further on from the same start`;
    case 'steps':
      return `${names[d.copy]} has ${count(d.n, 'more undo step', 'more undo steps')}`;
    case 'history':
      return 'different undo histories';
    case 'redo':
      return `${names[d.copy]} has ${count(d.n, 'more redo step', 'more redo steps')}`;
    case 'lines':
      return `${names[d.copy]} has ${count(d.n, 'more log line', 'more log lines')}`;
    case 'log':
      return 'different logs';
    case 'start':
      return 'different starting positions';
  }
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const day = (t: number) => new Date(t).toDateString();

/**
 * When a copy was last changed, for telling two copies apart: the time ("14:05"), with seconds when the
 * other copy was changed in the same minute, and the date when it was not today (local time and format).
 */
export function changedAt(at: number, other: number, now: number): string {
  const sameMinute = Math.floor(at / 60_000) === Math.floor(other / 60_000) && at !== other;
  const time = new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', ...(sameMinute ? { second: '2-digit' } : {}) });
  if (day(at) === day(now)) return time;
  const year = new Date(at).getFullYear() === new Date(now).getFullYear() ? {} : { year: 'numeric' as const };
  return `${new Date(at).toLocaleDateString(undefined, { day: 'numeric', month: 'short', ...year })} ${time}`;
}

/**
 * Two copies that differ, in words for the question: each copy's last change and where it stands, which
 * is newer, and what differs. "This phone's copy: changed 14:05, Turn 3 · Feed; the file's copy: changed
 * 13:50, Turn 2 · Harvest. This phone's copy is newer. What differs: different positions; the file's copy
 * has 12 more undo steps." `when(at, other)` says a copy's time (`changedAt` in the app).
 */
export function conflictWords(here: GameRecord, incoming: GameRecord, c: Extract<Copies, { t: 'differ' }>, names: CopyNames, when: (at: number, other: number) => string): string {
  const line = (r: GameRecord, other: GameRecord, name: string) => `${name}: changed ${when(r.updatedAt, other.updatedAt)}${r.status ? `, ${r.status}` : ''}`;
  const newer = c.newer ? `${capital(names[c.newer])} is newer.` : 'Both were changed at the same moment.';
  const what = c.differences.map((d) => differenceWords(d, names)).join('; ');
  return `${capital(line(here, incoming, names.here))}; ${line(incoming, here, names.incoming)}. ${newer} What differs: ${what}.`;
}
