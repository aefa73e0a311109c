import { randomBytes } from 'node:crypto';
import { chmod, link, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';

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

/**
 * Creates `file` with `content`, owner-only, complete or not at all: written under a temporary name beside it, then
 * linked to its own name, which fails when that exists. Answers false when it existed. Two processes never overwrite
 * each other's file, and neither ever reads half of the other's (as a plain `createPrivateFile` may show it).
 */
export async function createWholePrivateFile(file: string, content: string): Promise<boolean> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(8).toString('hex')}.tmp`);
  await createPrivateFile(temporary, content);
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}
