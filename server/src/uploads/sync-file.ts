import { open } from 'node:fs/promises';

/**
 * Makes the file's bytes reach the disk before its name is given: a row committed after a power loss never
 * names half a file (a stored upload or one of its resized copies).
 */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes a rename durable: the directory entry itself must reach the disk, not only the file's bytes. */
export async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some file systems cannot fsync a directory; the file itself is already on disk.
  }
}
