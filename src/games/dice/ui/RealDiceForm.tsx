import { FacesForm, plainDice } from '../../../shared/ui/FacesForm';
import { type Pool, poolDice } from '../engine';

/** Type the faces rolled on real dice, one box per die, and get the same receipts. */
export function RealDiceForm({ pool, onEnter }: { pool: Pool; onEnter: (faces: number[]) => string | null }) {
  const sides = poolDice(pool);
  if (sides.length === 0) return <p class="muted">Add dice below, then type what they show.</p>;
  return <FacesForm groups={plainDice(sides)} onFaces={(f) => onEnter(f[0] ?? [])} />;
}
