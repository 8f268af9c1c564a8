// A printed CV as a recruiter may receive it on paper: scanned (an image-only PDF) or photographed with a
// phone (JPEGs), made from the PDF Chromium printed (build.ts --outside). Pages are rasterised by
// poppler's pdftoppm, degraded with sharp (the service's own image library) and, for the scan,
// assembled into a PDF again by pdf-lib. Every random choice (angles, the sideways photos) is drawn
// from a seed named after the document, so a rebuild makes the same images.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { seeded } from '../seeded.ts';

/** The part of pdf-lib 1.17.1 used here (installed in the corpus's throwaway folder, not the service's). */
export interface PdfLib {
  PDFDocument: {
    create(): Promise<PdfLibDocument>;
    load(bytes: Uint8Array): Promise<PdfLibDocument>;
  };
}
interface PdfLibDocument {
  getPages(): Array<{ getSize(): { width: number; height: number } }>;
  addPage(size: [number, number]): {
    drawImage(image: unknown, box: { x: number; y: number; width: number; height: number }): void;
  };
  embedJpg(bytes: Uint8Array): Promise<unknown>;
  save(options?: { useObjectStreams?: boolean }): Promise<Uint8Array>;
}

/** How a scan was made: the same for every page but its angle. */
export interface ScanDegradation {
  kind: 'scan';
  dpi: number;
  /** Degrees each page was turned (positive: clockwise), in page order. */
  angles: number[];
  blurSigma: number;
  jpegQuality: number;
}

/** How the photos were taken, one per page photographed. */
export interface PhotoDegradation {
  kind: 'photo';
  dpi: number;
  /** Degrees each photo was turned (positive: clockwise), including a quarter turn when held sideways. */
  angles: number[];
  /** The photo was taken sideways: a quarter turn, with no EXIF orientation to undo it. */
  sideways: boolean;
  /** Pixel value v becomes contrast * v + brightness (before the tint). */
  contrast: number;
  brightness: number;
  /** Red, green and blue multipliers of the warm paper tint. */
  tint: [number, number, number];
  blurSigma: number;
  jpegQuality: number;
}

const SCAN = { dpi: 150, minAngle: 0.5, maxAngle: 2, blurSigma: 0.8, jpegQuality: 80 } as const;
const PHOTO = {
  // a phone photo of a whole Letter page: about 1700 pixels across
  dpi: 200,
  minAngle: 1,
  maxAngle: 4,
  sidewaysShare: 1 / 3,
  // white paper at 236 and black ink at 45 of 255, then cream (236, 227, 203)
  contrast: 0.75,
  brightness: 45,
  tint: [1, 0.96, 0.86] as [number, number, number],
  blurSigma: 1.1,
  jpegQuality: 60,
  // the desk around the page, a twentieth of its width on each side
  deskMargin: 0.05,
  desk: { r: 96, g: 84, b: 72 },
} as const;

/** A seed from a document's name (FNV-1a), so its draws do not depend on which other documents are built. */
export function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** An angle between `min` and `max` degrees, either way. */
function drawAngle(random: () => number, min: number, max: number): number {
  const size = min + (max - min) * random();
  return Math.round((random() < 0.5 ? -size : size) * 100) / 100;
}

/** Pages of a PDF as PNG images (greyscale when asked), the first `lastPage` only when given. */
function rasterise(pdf: string, dpi: number, options: { grey?: boolean; lastPage?: number } = {}): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'cv-corpus-pages-'));
  try {
    const args = [
      '-r',
      String(dpi),
      '-png',
      ...(options.grey ? ['-gray'] : []),
      ...(options.lastPage ? ['-l', String(options.lastPage)] : []),
      pdf,
      join(dir, 'page'),
    ];
    const run = spawnSync('pdftoppm', args, { encoding: 'utf8', timeout: 120_000 });
    if (run.status !== 0) throw new Error(`pdftoppm failed on ${pdf}: ${run.stderr || run.error}`);
    // page-1.png, page-2.png, ... (zero-padded when there are 10 pages or more): their order is the name's
    return readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => readFileSync(join(dir, name)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Turns an image by `angle` degrees and cuts the turned image back to its own size, around its centre. */
async function turnInPlace(
  image: Buffer,
  angle: number,
  background: { r: number; g: number; b: number },
): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  const turned = await sharp(image).rotate(angle, { background }).png().toBuffer({ resolveWithObject: true });
  return sharp(turned.data)
    .extract({
      left: Math.floor((turned.info.width - width!) / 2),
      top: Math.floor((turned.info.height - height!) / 2),
      width: width!,
      height: height!,
    })
    .png()
    .toBuffer();
}

/**
 * A scan of a printed PDF: each page rasterised at 150 dpi in grey, turned by a small angle (0.5-2°, as
 * fed crooked into a scanner), slightly blurred, saved as JPEG and put back on a page of its own size in
 * a PDF that holds no text.
 */
export async function scanOf(
  pdf: string,
  name: string,
  pdfLib: PdfLib,
): Promise<{ bytes: Uint8Array; degradation: ScanDegradation }> {
  const random = seeded(seedOf(`${name}--scan`));
  const source = await pdfLib.PDFDocument.load(new Uint8Array(readFileSync(pdf)));
  const sizes = source.getPages().map((page) => page.getSize());
  const pages = rasterise(pdf, SCAN.dpi, { grey: true });
  if (pages.length !== sizes.length)
    throw new Error(`pdftoppm made ${pages.length} pages of ${pdf}, which has ${sizes.length}`);
  const scan = await pdfLib.PDFDocument.create();
  const angles: number[] = [];
  for (const [index, page] of pages.entries()) {
    const angle = drawAngle(random, SCAN.minAngle, SCAN.maxAngle);
    angles.push(angle);
    const jpeg = await sharp(await turnInPlace(page, angle, { r: 255, g: 255, b: 255 }))
      .blur(SCAN.blurSigma)
      .greyscale()
      .jpeg({ quality: SCAN.jpegQuality })
      .toBuffer();
    const { width, height } = sizes[index]!;
    scan.addPage([width, height]).drawImage(await scan.embedJpg(new Uint8Array(jpeg)), {
      x: 0,
      y: 0,
      width,
      height,
    });
  }
  return {
    bytes: await scan.save({ useObjectStreams: false }),
    degradation: {
      kind: 'scan',
      dpi: SCAN.dpi,
      angles,
      blurSigma: SCAN.blurSigma,
      jpegQuality: SCAN.jpegQuality,
    },
  };
}

/**
 * Phone photos of the first `pages` pages (1 or 2): the page on a desk, turned 1-4°, for
 * a seeded third of the documents also a quarter turn (held sideways; no EXIF orientation says so), its
 * contrast lowered, tinted warm like paper under a lamp, a little blurred, JPEG quality 60.
 */
export async function photosOf(
  pdf: string,
  name: string,
  pages: number,
): Promise<{ images: Buffer[]; degradation: PhotoDegradation }> {
  const random = seeded(seedOf(`${name}--photo`));
  const sideways = random() < PHOTO.sidewaysShare;
  const quarter = random() < 0.5 ? 90 : -90;
  const images: Buffer[] = [];
  const angles: number[] = [];
  for (const page of rasterise(pdf, PHOTO.dpi, { lastPage: pages })) {
    const { width } = await sharp(page).metadata();
    const margin = Math.round(width! * PHOTO.deskMargin);
    const onDesk = await sharp(page)
      .flatten({ background: '#ffffff' })
      .extend({ top: margin, bottom: margin, left: margin, right: margin, background: PHOTO.desk })
      .png()
      .toBuffer();
    const angle = drawAngle(random, PHOTO.minAngle, PHOTO.maxAngle);
    let photo = sharp(await turnInPlace(onDesk, angle, PHOTO.desk));
    if (sideways) photo = sharp(await photo.rotate(quarter).png().toBuffer());
    angles.push(Math.round((angle + (sideways ? quarter : 0)) * 100) / 100);
    images.push(
      await photo
        .linear(PHOTO.contrast, PHOTO.brightness)
        .recomb([
          [PHOTO.tint[0], 0, 0],
          [0, PHOTO.tint[1], 0],
          [0, 0, PHOTO.tint[2]],
        ])
        .blur(PHOTO.blurSigma)
        .jpeg({ quality: PHOTO.jpegQuality })
        .toBuffer(),
    );
  }
  return {
    images,
    degradation: {
      kind: 'photo',
      dpi: PHOTO.dpi,
      angles,
      sideways,
      contrast: PHOTO.contrast,
      brightness: PHOTO.brightness,
      tint: PHOTO.tint,
      blurSigma: PHOTO.blurSigma,
      jpegQuality: PHOTO.jpegQuality,
    },
  };
}
