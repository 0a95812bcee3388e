import { useEffect, useRef, useState } from 'preact/hooks';
import { type Board, type Cell, CREW, cellName, depthAt, sameCell, sandbagsAt } from '../engine';
import { among } from '../engine/game';
import '../../../shared/ui/grid-cell.css';

/** Props of BoardView. */
export interface BoardViewProps {
  board: Board;
  /** Name of the grid for screen readers, e.g. "Board: crew a may move to a marked cell". */
  label: string;
  /** Cells offered as choices: marked with a ring, and `targetNote` in their names. */
  targets?: readonly Cell[];
  targetNote?: string;
  /** The cell the choice is about (the flowing unit, the crew member, the selected cell): a dashed frame. */
  source?: Cell | null;
  sourceNote?: string;
  /** Tap on a marked target. */
  onPick?: (cell: Cell) => void;
  /** Tap on a cell that is not a target; without it, the tap describes the cell. */
  onOther?: (cell: Cell) => void;
  /** A step has just ended (useSteady): taps on the board are not taken for a moment, and the grid says so. */
  busy?: boolean;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The special cells and pawns on `cell`, as letters (L P C) and crew names. */
function specials(board: Board, cell: Cell): { marks: string; crew: string; names: string[] } {
  const here = (at: Cell | undefined) => !!at && sameCell(at, cell);
  const fixed = [
    { on: here(board.leaks[0]) || here(board.leaks[1]), letter: 'L', name: 'leak' },
    { on: here(board.pod), letter: 'P', name: 'escape pod' },
    { on: here(board.controlRoom), letter: 'C', name: 'control room' },
  ].filter((m) => m.on);
  const crew = CREW.filter((who) => here(board.crew[who]));
  return {
    marks: fixed.map((m) => m.letter).join(''),
    crew: crew.join(''),
    names: [...fixed.map((m) => m.name), ...crew.map((who) => `crew ${who}`)],
  };
}

/** "Row 3, column 4: 2 sandbags, depth 1, leak". */
export function cellLabel(board: Board, cell: Cell): string {
  const name = cellName(cell);
  const parts = [`${name.charAt(0).toUpperCase()}${name.slice(1)}: ${plural(sandbagsAt(board, cell), 'sandbag')}, depth ${depthAt(board, cell)}`];
  return [...parts, ...specials(board, cell).names].join(', ');
}

function CellFace({ board, cell }: { board: Board; cell: Cell }) {
  const s = sandbagsAt(board, cell);
  const w = depthAt(board, cell);
  const { marks, crew } = specials(board, cell);
  return (
    <>
      {marks && <span class="cr-marks">{marks}</span>}
      {crew && <span class="cr-crew">{crew}</span>}
      {s > 0 && <span class={`cr-bags s${s}`}>{s}</span>}
      {w > 0 && <span class="cr-depth">{w}</span>}
    </>
  );
}

/**
 * The board as a grid of buttons: sandbags as a hatched corner with their number, water as
 * stripes (denser when deeper) with its depth, special cells and pawns as letters. Arrow keys
 * move between cells; each cell's name says everything shown on it.
 */
export function BoardView({ board, label, targets = [], targetNote, source, sourceNote, onPick, onOther, busy }: BoardViewProps) {
  const [focused, setFocus] = useState(0);
  const [info, setInfo] = useState('');
  const grid = useRef<HTMLDivElement>(null);
  const { width, height } = board;
  const focus = Math.min(focused, width * height - 1);
  // What a tap said is about this board and this choice: a new board (a move, an Undo) or a new choice on the
  // same board (the Captain's leak, then the sandbag move) clears it, so the live region never says an old one.
  useEffect(() => setInfo(''), [board, label, targetNote]);
  const move = (e: KeyboardEvent) => {
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -width, ArrowDown: width, Home: -(focus % width), End: width - 1 - (focus % width) };
    const d = step[e.key];
    if (d === undefined) return;
    const next = focus + d;
    const sameRow = Math.floor(next / width) === Math.floor(focus / width);
    if (next < 0 || next >= width * height || ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && !sameRow)) return;
    e.preventDefault();
    setFocus(next);
    grid.current?.querySelectorAll('button')[next]?.focus();
  };
  const tap = (cell: Cell, isTarget: boolean) => {
    if (isTarget && onPick) return onPick(cell);
    if (onOther) return onOther(cell);
    setInfo(`${cellLabel(board, cell)}.${targets.length > 0 ? ' Not one of the ringed cells.' : ''}`);
  };
  return (
    <div class="cr-board-wrap">
      <div ref={grid} class="cr-board" role="grid" tabIndex={-1} aria-label={label} aria-disabled={busy || undefined} style={{ '--cols': width }} onKeyDown={move}>
        {Array.from({ length: height }, (_r, row) => (
          <div role="row" class="cr-row" key={row}>
            {Array.from({ length: width }, (_c, col) => {
              const cell = { row, col };
              const i = row * width + col;
              const isTarget = among(targets, cell);
              const isSource = !!source && sameCell(source, cell);
              const notes = [isSource && sourceNote, isTarget && targetNote].filter(Boolean);
              const cls = `grid-cell cr-cell${isTarget ? ' is-target' : ''}${isSource ? ' is-source' : ''} w${Math.min(depthAt(board, cell), 2)}`;
              return (
                <div role="gridcell" key={col}>
                  <button
                    type="button"
                    class={cls}
                    tabIndex={i === focus ? 0 : -1}
                    aria-label={[cellLabel(board, cell), ...notes].join('; ')}
                    onFocus={() => setFocus(i)}
                    onClick={() => tap(cell, isTarget)}
                  >
                    <CellFace board={board} cell={cell} />
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p class="cr-info" aria-live="polite">
        {info}
      </p>
    </div>
  );
}

/** What the patterns and letters on the board mean. */
export function Legend() {
  return (
    <ul class="cr-legend" aria-label="Key to the board">
      <li>
        <span class="cr-key cr-bags s2" aria-hidden="true">2</span> sandbags (hatched)
      </li>
      <li>
        <span class="cr-key cr-key-water w1" aria-hidden="true">1</span> water depth (stripes; denser from 2)
      </li>
      <li>
        <b>L</b> leak · <b>P</b> escape pod · <b>C</b> control room
      </li>
      <li>
        <span class="cr-crew cr-key-crew" aria-hidden="true">a</span> crew pawns a, b, c
      </li>
      <li>
        <span class="cr-key cr-key-target" aria-hidden="true" /> a cell you may pick
      </li>
      <li>
        <span class="cr-key cr-key-source" aria-hidden="true" /> the cell the choice is about
      </li>
    </ul>
  );
}
