import type { Pick, Roll } from '../engine/game';
import { type Block, MODULE_NAMES, faceModule } from '../engine/screens';
import { LifeOrHydro, ModuleIcon } from './Symbols';

/** What a square of the block holds: its module's name, or the choice a 3 leaves open. */
export function squareText(face: number, pick: Pick | undefined): string {
  const m = faceModule(face, pick ?? undefined);
  return m ? MODULE_NAMES[m] : 'Life Support or Hydroponics';
}

/** The round's dice: the blue one apart, then the whites as rolled. */
export function RollView({ roll }: { roll: Roll }) {
  return (
    <ul class="md-roll" aria-label="This round's dice">
      <li class="md-die is-blue">
        <span class="md-die-name">blue</span>
        <span class="md-die-face">{roll.blue}</span>
      </li>
      {roll.whites.map((f, i) => (
        <li key={i} class="md-die">
          <span class="md-die-name">white</span>
          <span class="md-die-face">{f}</span>
        </li>
      ))}
    </ul>
  );
}

/** The block as the rules draw it (not turned): its numbered squares, each with its module's symbol and name. */
export function BlockView({ block, picks = [] }: { block: Block; picks?: readonly Pick[] }) {
  const rows = Math.max(...block.cells.map((c) => c.row)) + 1;
  const cols = Math.max(...block.cells.map((c) => c.col)) + 1;
  const text = (sq: (typeof block.cells)[number]) => squareText(sq.face, picks[sq.square - 1]);
  return (
    <figure class="md-block">
      <div class="md-block-shape" style={{ '--rows': rows, '--cols': cols }} aria-hidden="true">
        {block.cells.map((sq) => {
          const m = faceModule(sq.face, picks[sq.square - 1] ?? undefined);
          return (
            <div key={sq.square} class={`md-square${m ? ` m-${m}` : ''}`} style={{ gridRow: sq.row + 1, gridColumn: sq.col + 1 }}>
              <span class="md-square-no">{sq.square}</span>
              {m ? <ModuleIcon module={m} /> : <LifeOrHydro />}
            </div>
          );
        })}
      </div>
      <figcaption>
        <strong>{block.shape} block</strong>
        <ol class="md-squares">
          {block.cells.map((sq) => (
            <li key={sq.square}>
              Square {sq.square}: {text(sq)} <span class="muted">(white {sq.face})</span>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
