// Reading a paper Moon Drop sheet from a photo (issue 15): the public, pure entry point. No DOM:
// the page decodes and scales the photo, a worker calls this.
import { readUpright } from './cells';
import { findGrid } from './grid';
import type { Point } from './raster';

export { NO_GRID } from './grid';
export { homographyFrom, mapPoint } from './homography';
export type { Point } from './raster';

/**
 * What reading a photo gives: the 9-line sheet text (no crossed modules), a confidence in [0, 1]
 * per cell, and the grid's corners in the photo (top-left, top-right, bottom-right, bottom-left
 * of the sheet as read, in pixels: a screen draws the reading over the photo with them), or why not.
 */
export type SheetReading = { text: string; confidence: number[][]; corners: Point[] } | { error: string };

/**
 * Read a photo of a paper sheet (RGBA, row by row): find the 9x9 grid, turn it upright by its
 * symbols, and read every cell. Never throws: bad input and photos with no grid give `{ error }`
 * with a message a player can act on.
 */
export function readSheetPhoto(image: { width: number; height: number; data: Uint8ClampedArray }): SheetReading {
  try {
    const grid = findGrid(image);
    if ('error' in grid) return grid;
    const { text, confidence, turn } = readUpright(image, grid.corners);
    const corners: Point[] = [0, 1, 2, 3].map((i) => grid.corners[(i + turn) % 4]!);
    return { text, confidence, corners };
  } catch (e) {
    // A bug must not take the page down: the transcription screen stays one tap away.
    return { error: `Could not read the photo (${e instanceof Error ? e.message : String(e)})` };
  }
}
