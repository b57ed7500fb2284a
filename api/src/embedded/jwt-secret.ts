import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Embedded mode signs tokens with a secret generated on first start and kept in the data folder, so
 * sessions survive restarts without anyone having to set JWT_SECRET.
 */
export async function persistedJwtSecret(dataDir: string): Promise<string> {
  if (dataDir.startsWith('memory://')) return randomBytes(48).toString('base64url');
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
