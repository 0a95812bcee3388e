// Hand corrections: the +/- steppers on a whale brain and on the Feral tracker.
import { OCCUPATIONS, type Cam8State, type Refusal, type Occupation } from './types';
import { feralName, moveFeral, overProblem, playerProblem, signed, withFeral, withWhale } from './state';

/** A number on a whale brain that the steppers can change. */
export type WhaleField = 'size' | 'krill' | 'assists' | 'boost' | Occupation;

/** Every stepper field, in brain order. */
export const WHALE_FIELDS: readonly WhaleField[] = ['size', 'krill', ...OCCUPATIONS, 'assists', 'boost'];

/** Adds `delta` to one field of a whale brain, clamped at 0 (size at 1: size 0 is starving). */
export function adjust(state: Cam8State, player: number, field: WhaleField, delta: number): Cam8State | Refusal {
  const bad = overProblem(state) ?? playerProblem(state, player);
  if (bad) return { error: bad };
  if (!Number.isInteger(delta)) return { error: `A correction must be a whole number, got ${String(delta)}` };
  if (!WHALE_FIELDS.includes(field)) return { error: `"${String(field)}" is not on a whale brain` };
  const s = withWhale(state, player, (w) => {
    if (field === 'size') return { ...w, size: Math.max(1, w.size + delta) };
    if (field === 'krill' || field === 'assists' || field === 'boost') return { ...w, [field]: Math.max(0, w[field] + delta) };
    return { ...w, hamsters: { ...w.hamsters, [field]: Math.max(0, w.hamsters[field] + delta) } };
  });
  // A whale declares as many actions as its size: made smaller while declaring, it has no more left than that.
  return s.active === player ? { ...s, actionsLeft: Math.min(s.actionsLeft, s.players[player]!.size) } : s;
}

/** Moves the Feral token by hand, `delta` spaces of the track (never below the start); moving it past the last space is still the revolt. */
export function adjustFeral(state: Cam8State, delta: number): Cam8State | Refusal {
  const bad = overProblem(state);
  if (bad) return { error: bad };
  if (!Number.isInteger(delta)) return { error: `A correction must be a whole number, got ${String(delta)}` };
  const moved = moveFeral(state, delta);
  const s = withFeral(state, moved);
  return moved.revolt
    ? { ...s, receipt: { player: null, who: 'Feral Hamsters', title: 'tracker moved by hand', dice: [], result: `${signed(delta)} → ${feralName(moved.level)}: revolt, everyone loses` } }
    : s;
}

/** The tracker's effect on every die, spelled out: "every die −2". */
export function feralEffect(level: number): string {
  return level === 0 ? 'no effect on dice' : `every die −${level}`;
}
