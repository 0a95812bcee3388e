// Opening a photo on the page: its size, then one decode straight to the reading size, upright.
//
// Weighed: the browser against a library. createImageBitmap decodes JPEG, PNG, WebP (and HEIC
// where the system can) off the main thread with the platform's own codecs, applies the EXIF
// orientation (`imageOrientation: 'from-image'`, also what <img> shows) and scales while it
// decodes (`resizeWidth`/`resizeHeight`): a 50 MP photo never becomes a 200 MB canvas on the
// page. A JS decoder (jpeg-js, UPNG) plus an EXIF reader (exifr) would add 30-100 KB, decode on
// one thread at a fraction of that speed, and cover fewer formats; so no library here. The one
// thing the browser does not give before decoding is the size, and an <img> reads it from the
// file's header (upright too: naturalWidth follows the EXIF orientation in every current browser).
// A browser without createImageBitmap's options gets the <img> drawn scaled on a canvas instead.
import { type Size, fitLongSide, sizeProblem } from './fit';

/** An opened photo: the picture to show (scaled, upright) and its pixels for the reader. */
export interface Photo {
  bitmap: ImageBitmap;
  pixels: ImageData;
}

/** The message for a file that is not a picture the browser can open. */
export const NOT_A_PICTURE = 'This file could not be opened as a picture. Take a photo, or pick a JPEG or PNG.';

/** The picture as a loaded <img> (its natural size is upright, read from the header), or null when it is not a picture. */
function loadImage(url: string): Promise<HTMLImageElement | null> {
  const img = new Image();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(img));
    img.addEventListener('error', () => resolve(null));
    img.src = url;
  });
}

function canvasOf(size: Size): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(size.width, size.height);
  const c = document.createElement('canvas');
  c.width = size.width;
  c.height = size.height;
  return c;
}

function context(canvas: OffscreenCanvas | HTMLCanvasElement): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!ctx) throw new Error('no 2D canvas');
  return ctx;
}

/** The usual way: decoded off the page's thread, upright and scaled as it is decoded. */
function decodeScaled(file: Blob, size: Size, fit: Size): Promise<ImageBitmap> {
  const scale = fit.width !== size.width ? { resizeWidth: fit.width, resizeHeight: fit.height, resizeQuality: 'high' as const } : {};
  return createImageBitmap(file, { imageOrientation: 'from-image', ...scale });
}

/** For a browser without createImageBitmap's options: the <img> (upright as shown) drawn scaled on a canvas. */
async function drawScaled(img: HTMLImageElement, fit: Size): Promise<ImageBitmap> {
  await img.decode();
  const canvas = canvasOf(fit);
  context(canvas).drawImage(img, 0, 0, fit.width, fit.height);
  return createImageBitmap(canvas);
}

/** The bitmap's pixels. */
function pixelsOf(bitmap: ImageBitmap): ImageData {
  const canvas = canvasOf(bitmap);
  const ctx = context(canvas);
  ctx.drawImage(bitmap, 0, 0);
  return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
}

/** Opens a photo file: upright, its long side at most READ_SIDE; or the reason a player can act on. Never rejects. */
export async function openPhoto(file: Blob): Promise<Photo | { error: string }> {
  if (file.size === 0) return { error: 'This file is empty.' };
  if (file.type && !file.type.startsWith('image/')) return { error: NOT_A_PICTURE };
  const url = URL.createObjectURL(file);
  try {
    const img = await loadImage(url);
    if (!img) return { error: NOT_A_PICTURE };
    const size = { width: img.naturalWidth, height: img.naturalHeight };
    const problem = sizeProblem(size);
    if (problem) return { error: problem };
    const fit = fitLongSide(size);
    let bitmap = await decodeScaled(file, size, fit).catch(() => drawScaled(img, fit).catch(() => null));
    if (!bitmap) return { error: NOT_A_PICTURE };
    try {
      // A browser whose <img> did not turn the picture as the bitmap did: scale the bitmap again.
      const again = fitLongSide(bitmap);
      if (again.width !== bitmap.width) {
        const scaled = await createImageBitmap(bitmap, { resizeWidth: again.width, resizeHeight: again.height, resizeQuality: 'high' });
        bitmap.close();
        bitmap = scaled;
      }
      return { bitmap, pixels: pixelsOf(bitmap) };
    } catch {
      bitmap.close();
      return { error: 'This picture is too large to open here: take a photo with the phone’s camera instead.' };
    }
  } finally {
    URL.revokeObjectURL(url);
  }
}
