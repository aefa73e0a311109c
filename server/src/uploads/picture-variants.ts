import { chmod, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The widths (in pixels) of the smaller copies made of every public picture, for a `srcset`
 * (docs/architecture.md#picture-variants): a phone's carousel slide (412 CSS pixels at 2-3x) takes the
 * 960 or 1280 one, a gallery card the 320 or 640 one.
 */
export const VARIANT_WIDTHS: readonly number[] = [320, 640, 960, 1280];

/** The copies are WebP: every browser the portal supports shows it; AVIF took ~13x longer to encode here. */
const VARIANT_QUALITY = 75;

/** What the portal knows of a stored public picture's sizes (the record's `...Sizes` column). */
export interface PictureSizes {
  /** The picture's own size, upright (what the browser reserves before it loads: no layout shift). */
  width: number;
  height: number;
  /** The widths of its WebP copies, smallest first; empty when it has none (an animated picture). */
  variants: number[];
}

/**
 * The widths to make for a picture `width` pixels wide: each standard width it reaches, and its own width
 * when that is below the largest (so the copy with every pixel exists too). Never wider than the picture.
 */
export function variantWidths(width: number): number[] {
  const widths = VARIANT_WIDTHS.filter((candidate) => candidate <= width);
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

/** The file name of a picture's copy `width` pixels wide: beside it, named after its key. */
export function variantName(key: string, width: number): string {
  return `${keyStem(key)}-${width}w.webp`;
}

/** A key without its extension: the random UUID its copies are named after. */
export function keyStem(key: string): string {
  return key.replace(/\.[a-z]+$/, '');
}

/** The key stem a copy's file name belongs to, or null for any other name. */
export function variantStem(name: string): string | null {
  return /^([0-9a-f-]{36})-\d+w\.webp$/.exec(name)?.[1] ?? null;
}

/** The `srcset` of a picture served under `base` (`/media/`): its copies, or null when it has none. */
export function srcsetOf(base: string, key: string, sizes: PictureSizes): string | null {
  if (sizes.variants.length === 0) return null;
  return sizes.variants.map((width) => `${base}${variantName(key, width)} ${width}w`).join(', ');
}

/** Where to write the copies and with which file mode; `staging` holds them until they are complete. */
export interface VariantTarget {
  key: string;
  staging: string;
  finalDir: string;
  mode: number;
}

/**
 * Makes the WebP copies of the (already re-encoded, metadata-free) picture at `source` and moves them next
 * to it, before the picture itself gets its name: whoever sees the picture sees its copies. An animated
 * picture gets none (its copies would take seconds and lose nothing worth the bytes on a phone).
 * Answers the picture's sizes.
 */
export async function makeVariants(source: string, target: VariantTarget): Promise<PictureSizes> {
  const { width, height, pages } = await sharp(source).metadata();
  if (!width || !height) throw new Error('The stored picture has no size');
  const widths = (pages ?? 1) > 1 ? [] : variantWidths(width);
  const written: string[] = [];
  try {
    for (const variantWidth of widths) {
      const temporary = path.join(target.staging, `${variantName(target.key, variantWidth)}.part`);
      written.push(temporary);
      await sharp(source).resize({ width: variantWidth }).webp({ quality: VARIANT_QUALITY }).toFile(temporary);
      await chmod(temporary, target.mode);
      await syncFile(temporary);
    }
    for (const variantWidth of widths) {
      await rename(path.join(target.staging, `${variantName(target.key, variantWidth)}.part`), path.join(target.finalDir, variantName(target.key, variantWidth)));
    }
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    await Promise.all(widths.map((variantWidth) => rm(path.join(target.finalDir, variantName(target.key, variantWidth)), { force: true })));
    throw error;
  }
  return { width, height, variants: widths };
}

/** A copy's bytes reach the disk before its name is given, like the picture's own (file-storage.ts). */
async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
