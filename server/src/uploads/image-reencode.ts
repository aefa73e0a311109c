import sharp from 'sharp';
import { DomainError } from '../common/domain-error';
import type { ImageKind } from './file-kind';

/**
 * The most pixels a picture may have: well above any phone camera's, far below what a small file that
 * decompresses into gigabytes (a decompression bomb) would need. Checked from the header, before decoding.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

// Each picture is decoded once: libvips' cache would only keep decoded pixels (memory) and the staged
// files (held open, their disk space not freed) after they are gone.
sharp.cache(false);

/** What the field takes and how it is named, for the error message. */
interface ImageField {
  field: string;
  acceptDescription: string;
}

/**
 * Decodes the picture at `source` and writes it again to `target` in the same format, so that nothing
 * but its pixels survives: EXIF (camera, date, GPS position), XMP, IPTC, comments and text chunks are
 * left behind. The EXIF orientation is applied first, so the picture still shows upright without it;
 * colours are converted to sRGB. Every frame of an animated GIF or WebP is kept.
 * A file that does not decode as the image its first bytes announce is refused as not an image.
 */
export async function reencodeImage(source: string, target: string, kind: ImageKind, field: ImageField): Promise<void> {
  await reencode(source, kind, field, async (image) => {
    await image.toFile(target);
  });
}

/** The same re-encoding, into memory: a private picture is encrypted before any of it is written (FileStorage). */
export async function reencodedImage(source: string, kind: ImageKind, field: ImageField): Promise<Buffer> {
  return await reencode(source, kind, field, async (image) => await image.toBuffer());
}

async function reencode<T>(source: string, kind: ImageKind, field: ImageField, output: (image: sharp.Sharp) => Promise<T>): Promise<T> {
  const image = sharp(source, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    // Tolerates a camera's harmless warnings (extra bytes after the image), not broken pixel data.
    failOn: 'error',
    autoOrient: true,
    animated: kind === 'gif' || kind === 'webp',
  });
  try {
    return await output(encoder(image, kind));
  } catch (error) {
    // A picture that could not be written (a full disk) is the server's fault, not the file's.
    if (error instanceof Error && /for writing|unix error/i.test(error.message)) throw error;
    throw refusal(error, field);
  }
}

function encoder(image: sharp.Sharp, kind: ImageKind): sharp.Sharp {
  switch (kind) {
    case 'jpeg':
      return image.jpeg({ quality: 90 });
    case 'png':
      return image.png();
    case 'webp':
      return image.webp({ quality: 90 });
    case 'gif':
      return image.gif();
  }
}

function refusal(error: unknown, { field, acceptDescription }: ImageField): DomainError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) {
    return DomainError.invalid('IMAGE_TOO_LARGE', { [field]: [`The picture has more than ${MAX_IMAGE_PIXELS / 1_000_000} million pixels.`] });
  }
  return DomainError.invalid('UNSUPPORTED_FILE', { [field]: [`Upload ${acceptDescription}.`] });
}
