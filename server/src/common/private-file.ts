import { chmod, open, stat } from 'node:fs/promises';

/** Read and write for the owner only: secrets and private uploads. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `file` with `content`, owner-only whatever the process's umask; fails if it exists, so two
 * processes starting at once cannot overwrite each other's secret.
 */
export async function createPrivateFile(file: string, content: string): Promise<void> {
  const handle = await open(file, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.chmod(PRIVATE_FILE_MODE);
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Sets a secret written by an older version, or copied in by hand, back to owner-only. */
export async function keepPrivate(file: string): Promise<void> {
  const { mode } = await stat(file);
  if ((mode & 0o777) !== PRIVATE_FILE_MODE) await chmod(file, PRIVATE_FILE_MODE);
}
