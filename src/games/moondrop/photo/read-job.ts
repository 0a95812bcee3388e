// What the photo worker does with one photo: read it (scan/index.ts), and work out where the
// grid's lines run in the photo, so the page can draw the reading over it without the reader's code.
import { SIZE } from '../engine/types';
import { homographyFrom, mapPoint, readSheetPhoto, type Point } from '../scan/index';

/** RGBA pixels row by row, as ImageData holds them. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * A reading for the screen: the sheet text, a confidence per cell ([row][col], 0..1), and the
 * grid's (SIZE + 1)² line crossings in photo pixels, row by row from the sheet's top-left; or why not.
 */
export type PhotoReading = { text: string; confidence: number[][]; lattice: Point[] } | { error: string };

/** Reads one photo: never throws (a bug comes back as a message, so the page always has an answer). */
export function readJob(image: Pixels): PhotoReading {
  try {
    const read = readSheetPhoto(image);
    if ('error' in read) return read;
    const h = homographyFrom(
      [
        [0, 0],
        [SIZE, 0],
        [SIZE, SIZE],
        [0, SIZE],
      ],
      read.corners,
    );
    const lattice: Point[] = [];
    for (let y = 0; y <= SIZE; y++) for (let x = 0; x <= SIZE; x++) lattice.push(mapPoint(h, x, y));
    return { text: read.text, confidence: read.confidence, lattice };
  } catch (e) {
    return { error: `Could not read the photo (${e instanceof Error ? e.message : String(e)})` };
  }
}
