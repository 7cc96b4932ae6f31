import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { keepOnce, readIfThere } from '../common/made-once-file';
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

/**
 * The secret as the key jsonwebtoken signs and checks session tokens with (HS256, the same bytes). Given the text,
 * jsonwebtoken first tries to read it as a PEM public key, fails, and only then makes this key: about half a
 * millisecond on every signed-in request.
 */
export function sessionSigningKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret));
}

function readStoredSecret(file: string): string | undefined {
  const stored = readIfThere(file)?.trim();
  if (stored === undefined) return undefined;
  if (stored.length < MIN_LENGTH) {
    throw new Error(`${file} holds no usable secret (under ${MIN_LENGTH} characters): remove it to make a new one (everyone will have to log in again), or set JWT_SECRET.`);
  }
  return stored;
}

/** A new secret kept in `file` (or the one another process kept there first). */
function storeNewSecret(file: string): string {
  keepOnce(file, randomBytes(48).toString('base64url'));
  const stored = readStoredSecret(file);
  if (!stored) throw new Error(`${file} was removed while it was being made: start again.`);
  return stored;
}
