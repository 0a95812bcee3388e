import { C, D, H, L, Q, uncrossed, type Crossed, type Layout } from './layout';
import { ascending, sortInPlace } from './packed';
import { roomGroups, unreachableRooms } from './rooms';
import type { CrisisId } from './types';

/** One step of end-of-game scoring: a Safety Check part or a Crisis. */
export type StepKind = 'routes' | 'life' | 'hydro' | CrisisId;

/** Cross `count` cells of `from` (all of them when count >= from.length). */
export interface Pick {
  readonly count: number;
  readonly from: readonly number[];
}

/** What a step does: cross `count` of every group, or all cells of exactly one option. */
export type Effect =
  | { readonly kind: 'pick'; readonly groups: readonly Pick[] }
  | { readonly kind: 'one-of'; readonly options: ReadonlyArray<readonly number[]> };

const SAFE: Effect = { kind: 'pick', groups: [] };

function all(cells: number[]): Effect {
  return cells.length === 0 ? SAFE : { kind: 'pick', groups: [{ count: cells.length, from: cells }] };
}

/** The cells a step crosses when the player has nothing to choose, else null. */
export function forcedCells(effect: Effect): number[] | null {
  if (effect.kind === 'one-of') return effect.options.length === 1 ? [...effect.options[0]!] : null;
  const out: number[] = [];
  for (const g of effect.groups) {
    if (g.count > 0 && g.count < g.from.length) return null;
    if (g.count > 0) out.push(...g.from);
  }
  return sortInPlace(out, ascending);
}

function isRoom(lay: Layout, x: Crossed, i: number): boolean {
  return !x[i] && lay.type[i] !== C;
}

function hasLife(lay: Layout, x: Crossed, members: readonly number[]): boolean {
  return members.some((i) => !x[i] && lay.type[i] === L);
}

function lifeSupport(lay: Layout, x: Crossed): Effect {
  const out: number[] = [];
  for (const b of lay.buildings) if (!hasLife(lay, x, b)) out.push(...b.filter((i) => !x[i] && lay.type[i] === Q));
  return all(sortInPlace(out, ascending));
}

// The standing cells of a list, in its order.
function standing(x: Crossed, members: readonly number[]): number[] {
  const out: number[] = [];
  for (const i of members) if (!x[i]) out.push(i);
  return out;
}

function hydroponics(lay: Layout, x: Crossed): Effect {
  const groups: Pick[] = [];
  for (const kinds of lay.inBuilding) {
    const quarters = standing(x, kinds[Q]!);
    const hydro = uncrossed(x, kinds[H]!);
    if (quarters.length > hydro) groups.push({ count: quarters.length - hydro, from: quarters });
  }
  return { kind: 'pick', groups };
}

function fire(lay: Layout, x: Crossed): Effect {
  const groups: Pick[] = [];
  lay.inBuilding.forEach((kinds, b) => {
    if (uncrossed(x, kinds[L]!) > 0) return;
    const rooms = standing(x, lay.roomsIn[b]!);
    if (rooms.length > 0) groups.push({ count: Math.min(2, rooms.length), from: rooms });
  });
  return { kind: 'pick', groups };
}

/** Uncrossed Corridors next to an empty cell: how many Rooms a Breach crosses. */
export function breachCount(lay: Layout, x: Crossed): number {
  let n = 0;
  for (const i of lay.ofType[C]!) if (!x[i] && lay.open[i]) n++;
  return n;
}

function breach(lay: Layout, x: Crossed): Effect {
  const n = breachCount(lay, x);
  const rooms: number[] = [];
  for (let i = 0; i < lay.n; i++) if (isRoom(lay, x, i)) rooms.push(i);
  if (n === 0 || rooms.length === 0) return SAFE;
  return { kind: 'pick', groups: [{ count: Math.min(n, rooms.length), from: rooms }] };
}

function filterCells(lay: Layout, x: Crossed, test: (i: number) => boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < lay.n; i++) if (!x[i] && test(i)) out.push(i);
  return out;
}

function nextTo(lay: Layout, x: Crossed, i: number, type: number): boolean {
  return lay.nbr[i]!.some((v) => !x[v] && lay.type[v] === type);
}

/** Docks that are not next to an uncrossed Quarters (Sabotage fails when there is one). */
export function lonelyDocks(lay: Layout, x: Crossed): number[] {
  return filterCells(lay, x, (i) => lay.type[i] === D && !nextTo(lay, x, i, Q));
}

function sabotage(lay: Layout, x: Crossed): Effect {
  if (lonelyDocks(lay, x).length === 0) return SAFE;
  const groups = roomGroups(lay, x);
  const size = Math.max(0, ...groups.map((g) => g.length));
  return { kind: 'one-of', options: groups.filter((g) => g.length === size) };
}

/** What a step does to the sheet as it now stands. */
export function effectOf(lay: Layout, x: Crossed, kind: StepKind): Effect {
  switch (kind) {
    case 'routes':
      return all(unreachableRooms(lay, x));
    case 'life':
      return lifeSupport(lay, x);
    case 'hydro':
      return hydroponics(lay, x);
    case 'fire':
      return fire(lay, x);
    case 'breach':
      return breach(lay, x);
    case 'plague':
      return all(filterCells(lay, x, (i) => lay.type[i] === Q && nextTo(lay, x, i, Q)));
    case 'quake':
      return all(filterCells(lay, x, (i) => lay.lonely[i] === 1));
    case 'fungus':
      return all(filterCells(lay, x, (i) => lay.type[i] === H && !nextTo(lay, x, i, L)));
    case 'sabotage':
      return sabotage(lay, x);
  }
}
