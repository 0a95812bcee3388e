import { type Board, type Cell, type Marker, cellName } from '../engine';

/** "Row 2, column 3". */
export const capName = (cell: Cell) => {
  const n = cellName(cell);
  return n.charAt(0).toUpperCase() + n.slice(1);
};

/** Where a marker is on the board, or null for a crew pawn that is off it. */
export function markerCell(board: Board, marker: Marker): Cell | null {
  if (marker === 'leak0') return board.leaks[0];
  if (marker === 'leak1') return board.leaks[1];
  if (marker === 'pod') return board.pod;
  if (marker === 'controlRoom') return board.controlRoom;
  return board.crew[marker] ?? null;
}

/** The cells offered as choices, as 44 px buttons (the board's cells may be smaller). */
export function TargetButtons({ targets, label, onPick, busy }: { targets: readonly Cell[]; label: string; onPick: (cell: Cell) => void; busy?: boolean }) {
  return (
    <div class="cr-choices" role="group" aria-label={label}>
      {targets.map((t) => (
        <button type="button" class="btn" key={`${t.row}-${t.col}`} aria-disabled={busy || undefined} onClick={() => onPick(t)}>
          {capName(t)}
        </button>
      ))}
    </div>
  );
}
