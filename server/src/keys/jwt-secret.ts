import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createPrivateFile, keepPrivate } from '../common/private-file';

/** JWT_SECRET when set; otherwise a secret generated on first start and kept (mode 600) in the data dir. */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    await keepPrivate(file);
    return (await readFile(file, 'utf8')).trim();
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await createPrivateFile(file, secret);
  return secret;
}
