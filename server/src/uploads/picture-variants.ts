import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The widths (in pixels) of the smaller copies made of every public picture, for a `srcset`
 * (docs/architecture.md#picture-variants): a phone's carousel slide (412 CSS pixels at 2-3x) takes the
 * 960 or 1280 one, a gallery card the 320 or 640 one.
 */
export const VARIANT_WIDTHS: readonly number[] = [320, 640, 960, 1280];

/**
 * The copies are WebP: every browser the portal supports shows it; AVIF took ~13x longer to encode on the
 * portal's 2-core machine, for files no smaller (docs/architecture.md#picture-variants). Effort 2 (of 0-6) encodes ~2.5x faster than the
 * default 4 for files within 2% of its size.
 */
const WEBP_OPTIONS = { quality: 75, effort: 2 } as const;

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

/** Where to write the copies: `staging` holds them until the storage gives them their names. */
export interface VariantTarget {
  key: string;
  staging: string;
}

/** A copy written in the staging folder, complete, waiting for its name. */
export interface StagedVariant {
  name: string;
  path: string;
}

/**
 * Makes the WebP copies of the (already re-encoded, metadata-free) picture `source` (a file, or its bytes) in the
 * staging folder; the storage gives them their names before the picture gets its own (FileStorage): whoever sees the
 * picture sees its copies. An animated picture gets none and shows as stored (copying every frame would take seconds
 * per upload). Answers the picture's sizes and the staged copies.
 */
export async function makeVariants(source: string | Buffer, target: VariantTarget): Promise<{ sizes: PictureSizes; staged: StagedVariant[] }> {
  const { width, height, pages } = await sharp(source).metadata();
  if (!width || !height) throw new Error('The stored picture has no size');
  const widths = (pages ?? 1) > 1 ? [] : variantWidths(width);
  const staged = widths.length > 0 ? await writeVariants(source, widths, target) : [];
  return { sizes: { width, height, variants: widths }, staged };
}

/** Writes the copies of these widths (smallest first) in the staging folder, each complete before any is given its name. */
async function writeVariants(source: string | Buffer, widths: number[], target: VariantTarget): Promise<StagedVariant[]> {
  const staged = widths.map((width) => ({ name: variantName(target.key, width), path: path.join(target.staging, `${variantName(target.key, width)}.part`) }));
  try {
    // Decoded once, at the largest copy's width (a JPEG shrinks while it decodes): each copy is resized
    // from those pixels rather than from the full picture again.
    const largest = await sharp(source).resize({ width: widths[widths.length - 1] }).raw().toBuffer({ resolveWithObject: true });
    for (const [index, width] of widths.entries()) {
      await sharp(largest.data, { raw: largest.info }).resize({ width }).webp(WEBP_OPTIONS).toFile(staged[index].path);
    }
    return staged;
  } catch (error) {
    await Promise.all(staged.map((copy) => rm(copy.path, { force: true })));
    throw error;
  }
}
