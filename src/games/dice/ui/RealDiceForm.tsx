import { type DieGroup, FacesForm, plainDice } from '../../../shared/ui/FacesForm';
import { type Pool, poolDice } from '../engine';
import type { MoveResult } from '../../../shared/refusal';

// Named dice (Moon Drop's Blue and White) keep their names on the boxes: "Blue (d6)", "White 1 (d6)".
function boxes(pool: Pool): DieGroup[] {
  if (!pool.groups.some((g) => g.label)) return plainDice(poolDice(pool));
  let n = 0;
  return [
    {
      dice: pool.groups.flatMap((g) =>
        Array.from({ length: g.count }, (_, j) => {
          n++;
          const name = g.label ? `${g.label}${g.count > 1 ? ` ${j + 1}` : ''}` : `Die ${n}`;
          return { sides: g.sides, label: `${name} (d${g.sides})`, caption: g.label ? name : `d${g.sides}` };
        }),
      ),
    },
  ];
}

/** Type the faces rolled on real dice, one box per die, and get the same receipts. */
export function RealDiceForm({ pool, onEnter }: { pool: Pool; onEnter: (faces: number[]) => MoveResult }) {
  const sides = poolDice(pool);
  if (sides.length === 0) return <p class="muted">Add dice below, then type what they show.</p>;
  return <FacesForm groups={boxes(pool)} onFaces={(f) => onEnter(f[0] ?? [])} />;
}
