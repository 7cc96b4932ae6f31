import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPlatformConfig } from '../config/platform-config';
import { resolveJwtSecret } from './jwt-secret';

describe('session-signing secret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'jwt-secret-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses JWT_SECRET when set', () => {
    const secret = 'x'.repeat(40);
    expect(resolveJwtSecret(readPlatformConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }))).toBe(secret);
  });

  it('makes one random secret in DATA_DIR and keeps it across restarts', () => {
    const config = readPlatformConfig({ DATA_DIR: dataDir });
    const first = resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(readPlatformConfig({ DATA_DIR: dataDir }))).toBe(first);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('is required with MongoDB in production', () => {
    expect(() => resolveJwtSecret(readPlatformConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/x' }))).toThrow(/JWT_SECRET must be set/);
  });
});
