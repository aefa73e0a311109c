import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files and uncompressed binary formats (TrueType fonts, icons); pictures and woff2 are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map|wasm|ttf|otf|ico)$/i;

/** What precompressing one folder wrote: how many files got a `.br`/`.gz`, and their bytes before and after. */
export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/** True when an earlier build into the same folder (the playground's after the app's) compressed the file already. */
async function compressedSince(file: string, modifiedMs: number): Promise<boolean> {
  const compressed = await stat(`${file}.br`).catch(() => undefined);
  return compressed !== undefined && compressed.mtimeMs >= modifiedMs;
}

/**
 * Writes `<file>.br` (brotli, quality 11, text mode) and `<file>.gz` (gzip, level 9) beside every
 * compressible file under `dir`, keeping a version only when it is smaller than the file. The server serves
 * them as they are (docs/architecture.md#compression): compressing at maximum levels costs seconds once at
 * build time instead of on every request. A file whose `.br` is newer than itself is left as it is.
 */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0 };
  const files = (await readdir(dir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(files.map(async (name) => {
    const file = path.join(dir, name);
    const info = await stat(file);
    if (!info.isFile() || (await compressedSince(file, info.mtimeMs))) return;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    summary.files += 1;
    summary.bytes += content.length;
    summary.brotliBytes += Math.min(br.length, content.length);
  }));
  return summary;
}

/** Production builds only: precompresses the written client (every page, chunk, worker and stylesheet). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    // The server-rendering bundle is read by the server from disk, never sent to a browser.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, bytes, brotliBytes } = await precompressDir(outDir);
      const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
      this.info(`precompressed ${files} files: ${kB(bytes)} -> ${kB(brotliBytes)} brotli`);
    },
  };
}
