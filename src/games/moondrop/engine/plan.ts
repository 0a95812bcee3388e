import type { StepKind } from './effects';
import { CRISES, type CrisisId } from './types';
import { mapPacked } from './packed';

/** One step of end-of-game scoring, in order. */
export interface PlanStep {
  readonly kind: StepKind;
  /** Which Safety Check (1 = the one before any Crisis) this part belongs to; 0 for a Crisis. */
  readonly check: number;
  /** 1, 2 or 3 for the Check Routes parts of a Safety Check; 0 otherwise. */
  readonly routes: number;
}

/** The steps for these crises in resolution order: future[i] and suffix[i] describe what follows step i. */
export interface Plan {
  readonly steps: readonly PlanStep[];
  /** Each step's kind, for the search's inner loop. */
  readonly kinds: readonly StepKind[];
  /** Bit per CrisisId (in CRISES order) that is still to come after step i. */
  readonly future: readonly number[];
  /** Text naming steps i..end, so that searches of different orders can share results. */
  readonly suffix: readonly string[];
  /** The last Hydroponics step's index. */
  readonly lastHydro: number;
  /** Whether a Breach comes after step i. */
  readonly breachLater: readonly boolean[];
}

/** Bit of a crisis in a Plan's future mask. */
export function crisisBit(c: CrisisId): number {
  return 1 << CRISES.indexOf(c);
}

function safetyCheck(check: number): PlanStep[] {
  return [
    { kind: 'routes', check, routes: 1 },
    { kind: 'life', check, routes: 0 },
    { kind: 'routes', check, routes: 2 },
    { kind: 'hydro', check, routes: 0 },
    { kind: 'routes', check, routes: 3 },
  ];
}

/** Safety Check, then each Crisis followed by a Safety Check. */
export function planFor(crises: readonly CrisisId[]): Plan {
  const steps: PlanStep[] = [...safetyCheck(1)];
  crises.forEach((c, k) => {
    steps.push({ kind: c, check: 0, routes: 0 });
    steps.push(...safetyCheck(k + 2));
  });
  const future: number[] = [];
  const suffix: string[] = [];
  let mask = 0;
  let text = '';
  for (let i = steps.length - 1; i >= 0; i--) {
    future[i] = mask;
    const kind = steps[i]!.kind;
    if (kind !== 'routes' && kind !== 'life' && kind !== 'hydro') mask |= crisisBit(kind);
    text = `${kind[0]}${kind[1]}${text}`;
    suffix[i] = text;
  }
  const kinds = mapPacked(steps, (st) => st.kind);
  const breachLater = mapPacked(kinds, (_, i) => kinds.indexOf('breach', i + 1) > i);
  return { steps, kinds, future, suffix, lastHydro: kinds.lastIndexOf('hydro'), breachLater };
}
