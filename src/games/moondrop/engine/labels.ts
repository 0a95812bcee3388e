import { andList } from '../../rules-kit/words';
import { breachCount, lonelyDocks } from './effects';
import type { Crossed, Layout } from './layout';
import { ascending, sortInPlace } from './packed';
import type { PlanStep } from './plan';
import { CRISIS_NAMES, MODULES, MODULE_NAMES, cellName, type Cell } from './types';

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function at(lay: Layout, i: number): string {
  return cellName(lay.cells[i]!);
}

function noLife(lay: Layout, x: Crossed): string[] {
  return lay.buildings
    .filter((b) => !b.some((i) => !x[i] && MODULES[lay.type[i]!] === 'L'))
    .map((b) => at(lay, b[0]!));
}

function crisisFinding(lay: Layout, x: Crossed, step: PlanStep, crossed: number): string {
  switch (step.kind) {
    case 'fire': {
      const bad = noLife(lay, x);
      if (bad.length === 0) return 'safe, every Building has Life Support';
      return bad.length === 1
        ? `building at ${bad[0]} has no Life Support`
        : `buildings at ${andList(bad)} have no Life Support`;
    }
    case 'breach': {
      const n = breachCount(lay, x);
      if (n === 0) return 'safe, no Corridor is next to an empty cell';
      const lost = crossed < n ? `all ${plural(crossed, 'Room', 'Rooms')} left are crossed` : `${plural(n, 'Room is', 'Rooms are')} crossed`;
      return `${plural(n, 'Corridor is', 'Corridors are')} next to an empty cell, so ${lost}`;
    }
    case 'plague':
      return crossed === 0 ? 'safe, no Quarters is next to other Quarters' : `${plural(crossed, 'Quarters is', 'Quarters are')} next to other Quarters`;
    case 'quake':
      if (crossed > 0) return `${plural(crossed, 'module has', 'modules have')} fewer than 2 neighbouring modules`;
      return lay.lonely.some((v, i) => v === 1 && x[i] === 1)
        ? 'only modules already crossed out have fewer than 2 neighbouring modules'
        : 'safe, every module has at least 2 neighbouring modules';
    case 'fungus':
      return crossed === 0 ? 'safe, every Hydroponics is next to Life Support' : `${plural(crossed, 'Hydroponics is', 'Hydroponics are')} not next to Life Support`;
    case 'sabotage': {
      const docks = lonelyDocks(lay, x).map((i) => at(lay, i));
      if (docks.length === 0) return 'safe, every Dock is next to Quarters';
      const which = docks.length === 1 ? `Dock at ${docks[0]} is` : `Docks at ${andList(docks)} are`;
      return `${which} not next to Quarters, so the largest group of Rooms (${crossed}) is crossed`;
    }
    default:
      return '';
  }
}

/** A step's title as players read it, e.g. "Safety Check 1: Check Routes" or "Fire: building at row 2 col 3 has no Life Support". */
export function stepLabel(lay: Layout, x: Crossed, step: PlanStep, crossed: number): string {
  const check = `Safety Check ${step.check}`;
  switch (step.kind) {
    case 'routes':
      return step.routes === 1 ? `${check}: Check Routes` : `${check}: Check Routes again`;
    case 'life':
      return `${check}: Life Support`;
    case 'hydro':
      return `${check}: Hydroponics`;
    default:
      return `${CRISIS_NAMES[step.kind]}: ${crisisFinding(lay, x, step, crossed)}`;
  }
}

const WHY: Record<PlanStep['kind'], string> = {
  routes: 'the crew cannot reach it',
  life: 'its Building has no Life Support',
  hydro: 'its Building has more Quarters than Hydroponics',
  fire: 'burnt: its Building has no Life Support',
  breach: 'lost to the Breach',
  plague: 'next to other Quarters',
  quake: 'fewer than 2 neighbouring modules',
  fungus: 'not next to Life Support',
  sabotage: 'in the largest group of Rooms',
};

/** Why one cell was crossed at a step, e.g. "Research at row 3 col 4: the crew cannot reach it". */
export function cellReason(lay: Layout, i: number, step: PlanStep): string {
  const name = MODULE_NAMES[MODULES[lay.type[i]!]!];
  return `${name} at ${at(lay, i)}: ${WHY[step.kind]}`;
}

/** Module indices → cells, in reading order. */
export function cellsOf(lay: Layout, idx: readonly number[]): Cell[] {
  return sortInPlace([...idx], ascending).map((i) => ({ ...lay.cells[i]! }));
}

