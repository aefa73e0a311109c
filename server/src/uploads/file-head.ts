import { open } from 'node:fs/promises';

/**
 * The first `bytes` bytes of a file (fewer when it is shorter): enough to tell its kind (file-kind.ts) or to read an
 * encrypted file's header (file-encryption.ts) without reading the rest. Null when it cannot be opened as a file (gone
 * meanwhile, or a folder).
 */
export async function readFileHead(file: string, bytes: number): Promise<Buffer | null> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return null;
  }
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}
