import type { Pick } from '../engine/game';
import { type Block, MODULE_NAMES, faceModule, rotateCells } from '../engine/screens';
import { LifeOrHydro, ModuleIcon } from './Symbols';

/** What a square of the block holds: its module's name, or the choice a 3 leaves open. */
export function squareText(face: number, pick: Pick | undefined): string {
  const m = faceModule(face, pick ?? undefined);
  return m ? MODULE_NAMES[m] : 'Life Support or Hydroponics';
}

/**
 * The round's block drawn small, turned as it will be placed (`rotation` quarter turns clockwise, never mirrored):
 * its numbered squares with their modules' symbols. Screen readers get the squares as a list instead.
 */
export function BlockView({ block, picks = [], rotation = 0 }: { block: Block; picks?: readonly Pick[]; rotation?: number }) {
  const cells = rotateCells(block.cells, rotation);
  const rows = Math.max(...cells.map((c) => c.row)) + 1;
  const cols = Math.max(...cells.map((c) => c.col)) + 1;
  return (
    <figure class="md-block">
      {/* A frame of the same size however the block is turned (a long I draws smaller squares): turning moves nothing else. */}
      <div class="md-block-shape" style={{ '--rows': rows, '--cols': cols, '--long': Math.max(rows, cols, 3) }} aria-hidden="true">
        {cells.map((sq) => {
          const m = faceModule(sq.face, picks[sq.square - 1] ?? undefined);
          return (
            <div key={sq.square} class={`md-square${m ? ` m-${m}` : ''}`} style={{ gridRow: sq.row + 1, gridColumn: sq.col + 1 }}>
              <span class="md-square-no">{sq.square}</span>
              {m ? <ModuleIcon module={m} /> : <LifeOrHydro />}
            </div>
          );
        })}
      </div>
      <figcaption class="visually-hidden">
        {block.shape} block
        <ol class="md-squares">
          {block.cells.map((sq) => (
            <li key={sq.square}>
              Square {sq.square}: {squareText(sq.face, picks[sq.square - 1])} (white {sq.face})
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
