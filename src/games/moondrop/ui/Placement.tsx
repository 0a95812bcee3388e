import { useState } from 'preact/hooks';
import { type Pick, anchorFor, lifeOrHydro } from '../engine/game';
import { turnText } from '../engine/log';
import { type Block, type Cell, type Sheet, blockModules, blockOnGrid, cellName, faceModule, placementProblem } from '../engine/screens';
import type { MoonDropModel } from '../model';
import { squareText } from './BlockView';
import { type CellMark, SheetGrid } from './SheetGrid';
import { ModuleIcon } from './Symbols';
import { Problem, useRefusal } from '../../../shared/ui/Problem';

/** Props of Placement. */
export interface PlacementProps {
  model: MoonDropModel;
  player: number;
  block: Block;
  sheet: Sheet;
  /** After the block is placed. */
  onPlaced: () => void;
  picks: Pick[];
  setPicks: (p: Pick[]) => void;
}

const key = (c: Cell) => `${c.row},${c.col}`;

/** One player places the round's block: pick L or H for each 3, tap where square 1 goes, turn it, then confirm. */
export function Placement({ model, player, block, sheet, onPlaced, picks, setPicks }: PlacementProps) {
  const [at, setAt] = useState<Cell | null>(null);
  const [rotation, setRotation] = useState(0);
  const [error, setError] = useRefusal();
  const name = model.name(player);
  const threes = block.cells.filter((sq) => sq.face === 3);

  const anchor = at ? anchorFor(block.cells, at, rotation) : null;
  const squares = anchor ? blockOnGrid(block.cells, anchor, rotation) : [];
  const problem = anchor ? placementProblem(sheet, block.cells, anchor, rotation) : null;
  const modules = blockModules(block, lifeOrHydro(picks));
  const onGrid = new Map(squares.map((sq) => [key(sq), sq]));
  const mark = (cell: Cell): CellMark | null => {
    const sq = onGrid.get(key(cell));
    if (!sq) return null;
    const clash = sheet[cell.row]![cell.col] !== null;
    return {
      cls: clash ? 'is-clash' : 'is-preview',
      ghost: faceModule(sq.face, picks[sq.square - 1] ?? undefined) ?? 'LH',
      // The numbers show how the block is turned (never mirrored).
      corner: sq.square,
      note: `${clash ? 'the block would cover this module: ' : ''}block square ${sq.square} here (${squareText(sq.face, picks[sq.square - 1])})`,
    };
  };
  const turn = (d: number) => {
    setRotation((rotation + d + 4) % 4);
    setError(null);
  };
  const status = !at
    ? 'Tap the cell where square 1 goes.'
    : (problem ?? ('error' in modules ? modules.error : `Square 1 at ${cellName(at)}, ${turnText(rotation)}: ready to place.`));
  const place = () => {
    if (!at) return setError('Tap the cell where square 1 goes first.');
    const err = model.place(player, at, rotation, picks);
    setError(err);
    if (!err) onPlaced();
  };

  return (
    <div class="stack md-placement">
      {threes.map((sq) => (
        <fieldset key={sq.square} class="md-pick">
          <legend>Square {sq.square} shows a 3</legend>
          <div class="segmented">
            {(['L', 'H'] as const).map((m) => (
              <label key={m} class="segment">
                <input
                  type="radio"
                  name={`md-pick-${player}-${sq.square}`}
                  checked={picks[sq.square - 1] === m}
                  onChange={() => setPicks(block.cells.map((c, i) => (c.square === sq.square ? m : (picks[i] ?? null))))}
                />
                <span>
                  <ModuleIcon module={m} /> {m === 'L' ? 'Life Support' : 'Hydroponics'}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div class="button-row md-turns">
        <button type="button" class="btn" onClick={() => turn(3)}>
          ↺ Turn left
        </button>
        <button type="button" class="btn" onClick={() => turn(1)}>
          ↻ Turn right
        </button>
        <span class="md-turn-text">{turnText(rotation)}</span>
      </div>
      <SheetGrid sheet={sheet} label={`${name}'s sheet: tap the cell where square 1 of the block goes`} mark={mark} onTap={(c) => {
          setAt(c);
          setError(null);
        }} />
      <p class={problem ? 'error' : 'md-status'} aria-live="polite" data-testid="place-status">
        {status}
      </p>
      <Problem text={error} />
      <button type="button" class="btn btn-primary btn-big" onClick={place}>
        Place the block on {name}'s sheet
      </button>
    </div>
  );
}
