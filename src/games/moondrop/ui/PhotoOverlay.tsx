import { useEffect, useRef } from 'preact/hooks';
import type { Cell } from '../engine/types';
import { type Pt, cellQuad, cellSide, crossing, cropAround, inCell, latticeSize } from '../photo/overlay';

/** Props of PhotoOverlay. */
export interface PhotoOverlayProps {
  bitmap: ImageBitmap;
  /** The sheet text read (9 lines of 9). */
  text: string;
  /** The grid's line crossings in the bitmap's pixels, row by row (10 × 10 points). */
  lattice: readonly Pt[];
  check: readonly Cell[];
  /** Draw the reading (else the photo alone, to compare). */
  shown: boolean;
}

const points = (q: readonly Pt[]) => q.map((p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`).join(' ');

/** The photo cropped to the sheet, with the letter read in each cell drawn in it and the cells to check ringed. */
export function PhotoOverlay({ bitmap, text, lattice, check, shown }: PhotoOverlayProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const crop = cropAround(lattice, bitmap);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    ctx?.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
  }, [bitmap, crop.x, crop.y, crop.width, crop.height]);
  const rows = text.split('\n');
  const size = latticeSize(lattice);
  const unsure = new Set(check.map((c) => c.row * size + c.col));
  const cells: preact.JSX.Element[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const q = cellQuad(lattice, { row, col });
      const ch = rows[row]?.[col] ?? '.';
      const doubt = unsure.has(row * size + col);
      if (ch === '.' && !doubt) continue;
      const side = cellSide(q);
      // The letter sits in the cell's top-left corner, so the symbol drawn on paper stays in sight.
      const [x, y] = inCell(q, 0.27, 0.36);
      cells.push(
        <g key={row * size + col} class={doubt ? 'is-check' : undefined}>
          {doubt && <polygon points={points(q)} class="md-photo-ring" style={{ strokeWidth: side * 0.12 }} />}
          <text x={x} y={y} data-cell={`${row + 1} ${col + 1}`} font-size={side * 0.42} stroke-width={side * 0.1}>
            {ch === '.' ? '' : ch}
            {doubt ? '?' : ''}
          </text>
        </g>,
      );
    }
  }
  const outline = [crossing(lattice, 0, 0), crossing(lattice, size, 0), crossing(lattice, size, size), crossing(lattice, 0, size)];
  return (
    <div class="md-photo-frame" data-photo-size={`${bitmap.width}×${bitmap.height}`}>
      <canvas ref={canvas} width={crop.width} height={crop.height} aria-hidden="true" />
      {shown && (
        <svg class="md-photo-overlay" viewBox={`${crop.x} ${crop.y} ${crop.width} ${crop.height}`} aria-hidden="true" data-testid="photo-reading">
          <polygon points={points(outline)} class="md-photo-grid" style={{ strokeWidth: cellSide(cellQuad(lattice, { row: 0, col: 0 })) * 0.06 }} />
          {cells}
        </svg>
      )}
    </div>
  );
}
