import { useRef, useState } from 'preact/hooks';
import { type Cell, type Module, type Sheet, type SheetCell, MODULE_NAMES, SIZE } from '../engine/screens';
import { LifeOrHydro, ModuleIcon } from './Symbols';
import '../../../shared/ui/grid-cell.css';

/** Extra things shown on one cell: a class, words added to its name, a module previewed on it. */
export interface CellMark {
  cls?: string;
  note?: string;
  /** A module shown faintly (a block being placed); 'LH' for a 3 not yet picked. */
  ghost?: Module | 'LH';
  /** A small number in the corner (the block's square on that cell). */
  corner?: number;
}

/** Props of SheetGrid. */
export interface SheetGridProps {
  sheet: Sheet;
  /** The grid's name for screen readers. */
  label: string;
  mark?: (cell: Cell) => CellMark | null;
  /** A tap (or Enter) on a cell. */
  onTap?: (cell: Cell) => void;
  /** Paint mode: called for each cell a tap or a drag goes over; one drag shares one stroke number. */
  onPaint?: (cell: Cell, stroke: number) => void;
}

/** "Quarters, crossed out", or "empty". */
export function cellText(cell: SheetCell): string {
  if (cell === null) return 'empty';
  return `${MODULE_NAMES[cell.module]}${cell.crossed ? ', crossed out' : ''}`;
}

let strokes = Date.now();
const at = (i: number): Cell => ({ row: Math.floor(i / SIZE), col: i % SIZE });

function Face({ cell, ghost }: { cell: SheetCell; ghost?: Module | 'LH' | undefined }) {
  if (cell) return <ModuleIcon module={cell.module} crossed={cell.crossed} />;
  if (ghost === 'LH') return <LifeOrHydro />;
  return ghost ? <ModuleIcon module={ghost} /> : null;
}

/**
 * A 9 × 9 sheet as a grid of buttons, each module drawn with its paper symbol. Arrow keys
 * move between cells (one tab stop); every cell's name says what is on it.
 */
export function SheetGrid({ sheet, label, mark, onTap, onPaint }: SheetGridProps) {
  const [focus, setFocus] = useState(0);
  const grid = useRef<HTMLDivElement>(null);
  const stroke = useRef<{ id: number; last: number } | null>(null);

  const keys = (e: KeyboardEvent) => {
    const col = focus % SIZE;
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -SIZE, ArrowDown: SIZE, Home: -col, End: SIZE - 1 - col };
    const d = step[e.key];
    if (d === undefined) return;
    const next = focus + d;
    const sideways = e.key === 'ArrowLeft' || e.key === 'ArrowRight';
    if (next < 0 || next >= SIZE * SIZE || (sideways && Math.floor(next / SIZE) !== Math.floor(focus / SIZE))) return;
    e.preventDefault();
    setFocus(next);
    grid.current?.querySelectorAll<HTMLElement>('[data-i]')[next]?.focus();
  };

  // The cell under a pointer (a finger keeps its first target, so ask the page what lies there).
  const under = (e: PointerEvent): number | null => {
    const el = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-i]');
    return el && grid.current?.contains(el) ? Number(el.dataset.i) : null;
  };
  // A drag near the top or bottom of the screen scrolls the page (a paint drag cannot scroll it by itself),
  // and goes on painting whatever comes under the finger while it scrolls.
  const edge = useRef<{ x: number; y: number; timer: number | null }>({ x: 0, y: 0, timer: null });
  const paintAt = (x: number, y: number) => {
    const s = stroke.current;
    if (!s || !onPaint) return;
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-i]');
    const i = el && grid.current?.contains(el) ? Number(el.dataset.i) : null;
    if (i === null || i === s.last) return;
    s.last = i;
    onPaint(at(i), s.id);
  };
  const scrollStep = () => {
    const { y } = edge.current;
    const zone = 48;
    const dy = y > innerHeight - zone ? 12 : y < zone + 56 ? -12 : 0;
    if (!stroke.current || dy === 0) return void (edge.current.timer = null);
    scrollBy(0, dy);
    paintAt(edge.current.x, edge.current.y);
    edge.current.timer = requestAnimationFrame(scrollStep);
  };
  const down = (e: PointerEvent) => {
    if (!onPaint || e.button > 0) return;
    const i = under(e);
    if (i === null) return;
    e.preventDefault();
    // The grid keeps the stroke even when the finger leaves it (or the screen's edge).
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    stroke.current = { id: ++strokes, last: i };
    setFocus(i);
    onPaint(at(i), strokes);
  };
  const move = (e: PointerEvent) => {
    if (!stroke.current || !onPaint) return;
    if (e.buttons === 0) return void (stroke.current = null);
    edge.current.x = e.clientX;
    edge.current.y = e.clientY;
    paintAt(e.clientX, e.clientY);
    if (edge.current.timer === null) edge.current.timer = requestAnimationFrame(scrollStep);
  };
  const up = () => void (stroke.current = null);
  const click = (e: MouseEvent, i: number) => {
    setFocus(i);
    // Pointer taps paint on pointerdown; a keyboard's Enter or Space arrives as a click of detail 0.
    if (onPaint) return e.detail === 0 ? onPaint(at(i), ++strokes) : undefined;
    onTap?.(at(i));
  };

  return (
    <div
      ref={grid}
      class={`md-grid${onPaint ? ' is-paint' : ''}`}
      role="grid"
      tabIndex={-1}
      aria-label={label}
      onKeyDown={keys}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    >
      {/* Row and column numbers, as every reason names cells ("row 3 col 4"). */}
      <div role="row" class="md-row md-head">
        <span class="md-corner" aria-hidden="true" />
        {sheet[0]!.map((_, c) => (
          <span role="columnheader" class="md-label" key={c} aria-label={`column ${c + 1}`}>
            {c + 1}
          </span>
        ))}
      </div>
      {sheet.map((row, r) => (
        <div role="row" class="md-row" key={r}>
          <span role="rowheader" class="md-label" aria-label={`row ${r + 1}`}>
            {r + 1}
          </span>
          {row.map((cell, c) => {
            const i = r * SIZE + c;
            const m = mark?.({ row: r, col: c }) ?? null;
            const module = cell ? ` m-${cell.module}${cell.crossed ? ' x' : ''}` : '';
            const name = `Row ${r + 1} col ${c + 1}: ${cellText(cell)}${m?.note ? `; ${m.note}` : ''}`;
            return (
              <div role="gridcell" key={c}>
                <button
                  type="button"
                  class={`grid-cell md-cell${module}${m?.cls ? ` ${m.cls}` : ''}${m?.ghost && !cell ? ' is-ghost' : ''}`}
                  data-i={i}
                  tabIndex={i === focus ? 0 : -1}
                  aria-label={name}
                  onFocus={() => setFocus(i)}
                  onClick={(e) => click(e, i)}
                >
                  <Face cell={cell} ghost={m?.ghost} />
                  {m?.corner !== undefined && (
                    <span class="md-square-no" aria-hidden="true">
                      {m.corner}
                    </span>
                  )}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
