import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PlatformConfig } from '../config/platform-config';

const MIN_LENGTH = 32;

/**
 * The secret that signs session tokens: JWT_SECRET when set (the configuration requires it with
 * MongoDB); otherwise (embedded mode) a random secret made once and kept in DATA_DIR, so sessions
 * survive restarts and every process sharing that DATA_DIR signs with the same one.
 */
export function resolveJwtSecret(config: Pick<PlatformConfig, 'jwtSecret' | 'dataDir'>): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  return readStoredSecret(file) ?? storeNewSecret(file);
}

function readStoredSecret(file: string): string | undefined {
  let stored: string;
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (stored.length < MIN_LENGTH) {
    throw new Error(`${file} holds no usable secret (under ${MIN_LENGTH} characters): remove it to make a new one (everyone will have to log in again), or set JWT_SECRET.`);
  }
  return stored;
}

/**
 * Writes a new secret whole to a draft file of this process, then links it to its name: the link is made
 * only if no other process made one first (EEXIST), and is never seen half-written. Either way the
 * secret returned is the one on disk, so processes starting together all agree on the winner's.
 */
function storeNewSecret(file: string): string {
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const stored = readStoredSecret(file);
  if (!stored) throw new Error(`${file} was removed while it was being made: start again.`);
  return stored;
}
