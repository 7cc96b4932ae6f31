import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPlatformConfig } from '../config/platform-config';
import { sign, verify } from 'jsonwebtoken';
import { resolveJwtSecret, sessionSigningKey } from './jwt-secret';

const ROUNDS = 20;
const ROUND_MS = 25;

/**
 * A separate Node process that loads resolveJwtSecret and says "ready"; told a start time, it reads the
 * secret of each DATA_DIR in turn, each at the same agreed instant as the other readers (a busy wait for
 * the last milliseconds), and prints what it got.
 */
function startSecretReader(dataDirs: string[]) {
  const code = `
    const { resolveJwtSecret } = require(${JSON.stringify(require.resolve('./jwt-secret'))});
    const now = () => performance.timeOrigin + performance.now();
    process.stdin.once('data', async (start) => {
      const secrets = [];
      for (const [round, dataDir] of JSON.parse(process.env.DATA_DIRS).entries()) {
        const at = Number(start) + round * ${ROUND_MS};
        await new Promise((wake) => setTimeout(wake, at - now() - 3));
        while (now() < at);
        secrets.push(resolveJwtSecret({ dataDir }));
      }
      process.stdout.write('secrets:' + JSON.stringify(secrets) + '\\n');
    });
    process.stdout.write('ready\\n');`;
  const child = spawn(process.execPath, ['-r', '@swc-node/register', '-e', code], { env: { ...process.env, DATA_DIRS: JSON.stringify(dataDirs) }, stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  const ready = new Promise<void>((resolveReady) =>
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready\n')) resolveReady();
    }),
  );
  const secrets = new Promise<string[]>((resolveSecrets, reject) =>
    child.on('exit', (status) => (status === 0 ? resolveSecrets(JSON.parse(/secrets:(.*)\n/.exec(output)?.[1] ?? '[]') as string[]) : reject(new Error(`the reader ended with ${status}`)))),
  );
  return { ready, secrets, go: (start: number) => child.stdin.end(String(start)) };
}

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
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
  });

  it('is required with MongoDB in production', () => {
    expect(() => resolveJwtSecret(readPlatformConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/x' }))).toThrow(/JWT_SECRET must be set/);
  });

  it('refuses a damaged secret file with a clear message and leaves it as it is', () => {
    writeFileSync(join(dataDir, 'jwt-secret'), 'short');
    expect(() => resolveJwtSecret(readPlatformConfig({ DATA_DIR: dataDir }))).toThrow(/jwt-secret holds no usable secret .* remove it to make a new one/);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe('short');
  });

  it('gives processes starting together on one DATA_DIR the same secret, the one kept on disk', async () => {
    const dataDirs = Array.from({ length: ROUNDS }, (_, round) => join(dataDir, `instance-${round}`));
    const readers = Array.from({ length: 4 }, () => startSecretReader(dataDirs));
    await Promise.all(readers.map((reader) => reader.ready));
    const start = Date.now() + 200;
    readers.forEach((reader) => reader.go(start));
    const secrets = await Promise.all(readers.map((reader) => reader.secrets));

    dataDirs.forEach((folder, round) => {
      const kept = readFileSync(join(folder, 'jwt-secret'), 'utf8');
      expect(kept.length).toBeGreaterThanOrEqual(32);
      expect(secrets.map((ofReader) => ofReader[round])).toEqual(readers.map(() => kept));
      expect(readdirSync(folder)).toEqual(['jwt-secret']);
    });
  }, 60_000);
});

describe('sessionSigningKey', () => {
  it('signs and checks session tokens as the secret text does, and refuses another secret', () => {
    const secret = 'a-session-secret-of-forty-eight-characters-long!!';
    const key = sessionSigningKey(secret);
    const claims = { sub: 'admin', sid: 'session-1' };
    expect(sign(claims, key, { algorithm: 'HS256', noTimestamp: true })).toBe(sign(claims, secret, { algorithm: 'HS256', noTimestamp: true }));
    expect(verify(sign(claims, secret, { algorithm: 'HS256' }), key, { algorithms: ['HS256'] })).toMatchObject(claims);
    expect(() => verify(sign(claims, 'another-secret-of-the-same-kind-and-long-enough!!!', { algorithm: 'HS256' }), key, { algorithms: ['HS256'] })).toThrow('invalid signature');
  });
});
