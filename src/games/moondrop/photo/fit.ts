// Sizes for reading a photo: how far it is scaled down first, and which pictures are refused.
// Pure, so the limits are tested without a browser.

/** The long side a photo is scaled to before reading (the reader's time barely grows past it; a 12 MP photo shrinks 16 times). */
export const READ_SIDE = 1600;

/** The short side under which a picture cannot hold a readable 9×9 grid (the reader needs about 10 px a cell). */
export const MIN_SIDE = 100;

/** Pictures beyond this many pixels are refused before decoding: the browser might not manage them at all. */
export const MAX_PIXELS = 200_000_000;

/** A width and a height in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** The size that keeps the picture's shape with its long side at most `max` (never larger than it was; at least 1 px a side). */
export function fitLongSide(size: Size, max = READ_SIDE): Size {
  const long = Math.max(size.width, size.height);
  if (long <= max) return { width: size.width, height: size.height };
  const f = max / long;
  return { width: Math.max(1, Math.round(size.width * f)), height: Math.max(1, Math.round(size.height * f)) };
}

/** Why a picture of this size cannot be read, in a player's words, or null when it can. */
export function sizeProblem(size: Size): string | null {
  const { width, height } = size;
  if (!(width > 0 && height > 0)) return 'This picture has no pixels to read.';
  if (width * height > MAX_PIXELS) {
    return `This picture is too large to open (${Math.round((width * height) / 1e6)} megapixels): take a photo with the phone's camera instead.`;
  }
  if (Math.min(width, height) < MIN_SIDE) {
    return `This picture is too small to read (${width}×${height} pixels): take a photo that fills the frame with the sheet.`;
  }
  return null;
}
