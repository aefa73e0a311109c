import sharp from 'sharp';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestServer } from './test-server';

/** The storage key at the end of a /media/ URL or path (absolute or relative). */
export function mediaKey(url: string): string {
  const match = /\/media\/([^/?#]+)$/.exec(url);
  if (!match) throw new Error(`not a /media/ URL: ${url}`);
  return match[1];
}

/** Whether the public picture behind a /media/ URL is on disk in this server's data dir. */
export function pictureOnDisk(server: TestServer, url: string): boolean {
  return existsSync(path.join(server.dataDir, 'uploads', 'public', mediaKey(url)));
}

/** Every file in the public uploads folder, sorted. */
export function publicFiles(server: TestServer): string[] {
  const dir = path.join(server.dataDir, 'uploads', 'public');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** The stored pictures in the public uploads folder, sorted: every file but their resized copies (`<uuid>-<width>w.webp`). */
export function storedPictures(server: TestServer): string[] {
  return publicFiles(server).filter((name) => !/-\d+w\.webp$/.test(name));
}

/** A picture URL of this server: absolute, /media/, a generated UUID name with the extension of its kind. */
export function mediaUrlPattern(server: TestServer, extension: string): RegExp {
  return new RegExp(`^${server.url.replace(/\./g, '\\.')}/media/[0-9a-f-]{36}\\.${extension}$`);
}

/**
 * Whether a served file is the one that was sent. A PDF is stored byte for byte; a picture is re-encoded
 * on the way in (to drop its metadata), so it is the same when it has the same format and size and, in
 * a lossless format (PNG, GIF), the same pixels.
 */
export async function storedAsSent(served: Buffer, sent: Buffer): Promise<boolean> {
  if (sent.subarray(0, 5).toString('latin1') === '%PDF-') return served.equals(sent);
  const [a, b] = await Promise.all([sharp(served).metadata(), sharp(sent).metadata()]);
  if (a.format !== b.format || a.width !== b.width || a.height !== b.height) return false;
  if (a.format === 'jpeg' || a.format === 'webp') return true;
  const [pixelsA, pixelsB] = await Promise.all([sharp(served).ensureAlpha().raw().toBuffer(), sharp(sent).ensureAlpha().raw().toBuffer()]);
  return pixelsA.equals(pixelsB);
}
