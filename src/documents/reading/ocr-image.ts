// A page image cleaned for OCR with sharp (libvips, on libuv's pool): turned upright from its EXIF
// orientation, scaled to the resolution Tesseract reads best, its uneven background (a shaded sidebar, a
// phone photo's shadow) divided out and its contrast stretched (contrast.ts). Tesseract binarises it.
import sharp from 'sharp';
import { AppError } from '../../http/errors.ts';
import { stretchContrast } from './contrast.ts';

/**
 * Width (pixels) pages are scaled to: 300 dpi for a Letter page (290 for A4), the resolution Tesseract is
 * trained for. Against 1900 (230 dpi), the outside corpus's tune resumes read better by OCR (10 resumes'
 * phone photos 72.2% -> 74.9% F1, scans at 150 dpi 75.2% -> 75.7%) for about 40% more time a page
 * (EVALUATION.md, "CV parsing: resumes from outside").
 */
const TARGET_WIDTH = 2550;
/**
 * The background is estimated at 1/BACKGROUND_SHRINK of the page's size, blurred by BACKGROUND_BLUR
 * pixels there: coarse enough that a bold title or a dense paragraph is not taken for shade. The page
 * is then left grey, not binarised: Tesseract binarises itself, and a fixed threshold broke the small
 * type of two-column CVs (outside corpus, tune resumes: F1 35.7% binarised at 180 against 55.7% grey
 * with this background, EVALUATION.md).
 */
const BACKGROUND_SHRINK = 16;
const BACKGROUND_BLUR = 10;
/** A cleaned page: one grey byte a pixel, row after row. */
export interface CleanPage {
  data: Buffer;
  width: number;
  height: number;
  /** Pixels of the original per pixel here: a rendered page's points follow from it. */
  downscale: number;
}

/** The page image grey, upright by EXIF, scaled to TARGET_WIDTH, its background flattened. */
export async function cleanPage(image: Uint8Array, page: number, maxPixels: number): Promise<CleanPage> {
  try {
    const source = await sharp(image, { limitInputPixels: maxPixels, page }).metadata();
    // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
    const quarter = (source.orientation ?? 1) >= 5;
    const [uprightWidth, uprightHeight] = quarter
      ? [source.height, source.width]
      : [source.width, source.height];
    // The page's shorter side is its width, even in a photo taken sideways (turned upright below).
    const landscape = (uprightWidth ?? 0) > (uprightHeight ?? 0);
    const input = sharp(image, { limitInputPixels: maxPixels, page, failOn: 'error' }).rotate();
    const { data: grey, info } = await input
      .resize(landscape ? { height: TARGET_WIDTH } : { width: TARGET_WIDTH })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: 1 as const };
    // The background, estimated at an eighth of the size, blurred, then divided out ("colour dodge"
    // by its negative): text keeps its contrast on a shaded band or under a shadow.
    const small = await sharp(grey, { raw })
      .resize({ width: Math.max(1, Math.round(info.width / BACKGROUND_SHRINK)) })
      .blur(BACKGROUND_BLUR)
      .negate()
      .resize({ width: info.width, height: info.height, fit: 'fill' })
      .greyscale()
      .raw()
      .toBuffer();
    const flat = await sharp(grey, { raw })
      .composite([{ input: small, raw, blend: 'colour-dodge' }])
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      data: await stretchContrast(oneChannel(flat.data, flat.info.channels)),
      width: flat.info.width,
      height: flat.info.height,
      // Pixels of the original per pixel read: the rendered page's points follow from it.
      downscale: (uprightWidth ?? flat.info.width) / flat.info.width,
    };
  } catch (error) {
    throw unreadableImage(error);
  }
}

/** Pages an image file holds (a multi-page TIFF); 1 for other formats. */
export async function imagePageCount(image: Uint8Array, maxPixels: number): Promise<number> {
  try {
    const metadata = await sharp(image, { limitInputPixels: maxPixels }).metadata();
    return Math.max(1, metadata.pages ?? 1);
  } catch (error) {
    throw unreadableImage(error);
  }
}

export const oneChannel = (data: Buffer, channels: number) =>
  channels === 1 ? data : Buffer.from(data.filter((_, i) => i % channels === 0));

/** A greyscale image as PGM (P5): Leptonica reads it without decoding work. */
export const pgm = (data: Buffer, width: number, height: number) =>
  Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), data]);

export const unreadableImage = (cause: unknown) => {
  const message = cause instanceof Error ? cause.message : String(cause);
  if (/pixel limit/i.test(message))
    return new AppError('payload_too_large', 'The image has more pixels than this service decodes', {
      reason: 'image_pixels',
    });
  return new AppError(
    'unreadable_document',
    'The image is corrupt or truncated',
    { reason: 'invalid' },
    { cause },
  );
};
