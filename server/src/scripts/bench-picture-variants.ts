import 'reflect-metadata';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { FileStorage } from '../uploads/file-storage';
import { variantName } from '../uploads/picture-variants';
import { pictureRules } from '../uploads/public-picture';

/**
 * `npm run build -w server && node server/dist/scripts/bench-picture-variants.js [runs]`: what the resized
 * WebP copies (docs/architecture.md#picture-variants) add to storing an uploaded picture. Stores the same
 * photo-sized JPEG with and without copies, alternating, and prints the medians, the extra time and the
 * bytes of the picture and of its copies.
 */
const RUNS = Number(process.argv[2] ?? 9);

/** A 12-megapixel phone photo's size, with smooth noise so the encoders have real work. */
async function phonePhoto(): Promise<Buffer> {
  return await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .blur(3).jpeg({ quality: 88 }).toBuffer();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-variants-'));
  const storage = new FileStorage(dir);
  const photo = await phonePhoto();
  const times = { plain: [] as number[], copies: [] as number[] };
  let copyBytes = 0;
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const variants of [false, true]) {
        const start = performance.now();
        const stored = await storage.storeBytes(photo, 'photo.jpg', 'public', { ...pictureRules('photo'), variants });
        times[variants ? 'copies' : 'plain'].push(performance.now() - start);
        if (stored.sizes) {
          copyBytes = 0;
          for (const width of stored.sizes.variants) {
            copyBytes += (await stat(path.join(storage.dir('public'), variantName(stored.key, width)))).size;
          }
        }
        await storage.remove('public', stored.key);
      }
    }
  } finally {
    await storage.settleAll();
    await rm(dir, { recursive: true, force: true });
  }
  const plain = median(times.plain);
  const copies = median(times.copies);
  console.log(`Storing a 4000x3000 JPEG (${(photo.length / 1024).toFixed(0)} KB), median of ${RUNS}: `
    + `${plain.toFixed(0)} ms re-encoded only, ${copies.toFixed(0)} ms with its WebP copies `
    + `(+${(copies - plain).toFixed(0)} ms, ${(copies / plain).toFixed(2)}x); the 4 copies weigh ${(copyBytes / 1024).toFixed(0)} KB together`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
