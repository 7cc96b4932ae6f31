import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlatformConfig } from '../config/platform-config';

/**
 * The secret that signs session tokens: JWT_SECRET when set; otherwise (embedded mode) a random secret
 * made once and kept in DATA_DIR, so sessions survive restarts. Several instances behind MongoDB must
 * share one secret, so there JWT_SECRET is required in production.
 */
export function resolveJwtSecret(config: PlatformConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.production && config.mongodbUri) {
    throw new Error('JWT_SECRET must be set (at least 32 characters) when the platform runs on MongoDB in production.');
  }
  const file = join(config.dataDir, 'jwt-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not made yet.
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
