import type { StepKind } from './effects';
import type { Crossed, Layout } from './layout';
import {
  breachForced,
  crossCrowded,
  crossFungus,
  crossLifeless,
  crossLonely,
  crossUnreachable,
  fireForced,
  hydroForced,
  sabotageForced,
  type Scratch,
} from './ops';

/** Play a step in place when it leaves the player no choice: the number of cells crossed, or -1 (y untouched) at a choice. */
export function playForced(lay: Layout, y: Crossed, kind: StepKind, sc: Scratch): number {
  switch (kind) {
    case 'routes':
      return crossUnreachable(lay, y, sc);
    case 'life':
      return crossLifeless(lay, y);
    case 'quake':
      return crossLonely(lay, y);
    case 'fungus':
      return crossFungus(lay, y);
    case 'plague':
      return crossCrowded(lay, y, sc);
    case 'hydro':
      return hydroForced(lay, y);
    case 'fire':
      return fireForced(lay, y);
    case 'breach':
      return breachForced(lay, y);
    case 'sabotage':
      return sabotageForced(lay, y, sc);
  }
}

/**
 * Play steps from i while they leave no choice: the index of the first choice (or the
 * plan's end). Check Routes is skipped when nothing was crossed since the last one: it
 * would cross nothing, as a second look finds every Room it leaves reachable.
 */
export function playUntilChoice(
  lay: Layout,
  y: Crossed,
  kinds: readonly StepKind[],
  i: number,
  sc: Scratch,
  stopAt: (i: number) => boolean,
): number {
  let sinceRoutes = -1;
  for (; i < kinds.length; i++) {
    if (stopAt(i)) return i;
    const kind = kinds[i]!;
    if (kind === 'routes' && sinceRoutes === 0) continue;
    const crossed = playForced(lay, y, kind, sc);
    if (crossed < 0) return i;
    if (kind === 'routes') sinceRoutes = 0;
    else if (sinceRoutes >= 0) sinceRoutes += crossed;
  }
  return i;
}
