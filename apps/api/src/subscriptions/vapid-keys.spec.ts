import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { resolveVapidKeys, VAPID_KEYS_FILE } from './vapid-keys';

describe('the platform’s VAPID keys', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'vapid-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses the configured pair', () => {
    const pair = generateVAPIDKeys();
    expect(resolveVapidKeys({ dataDir, vapid: { ...pair, subject: 'mailto:ops@example.in' } })).toEqual({ ...pair, subject: 'mailto:ops@example.in' });
  });

  it('makes a pair once when none is configured, keeps it in DATA_DIR, and reads it back', () => {
    const first = resolveVapidKeys({ dataDir, vapid: { publicKey: undefined, privateKey: undefined, subject: 'mailto:ops@example.in' } });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(JSON.parse(readFileSync(join(dataDir, VAPID_KEYS_FILE), 'utf8'))).toMatchObject({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(resolveVapidKeys({ dataDir, vapid: { publicKey: undefined, privateKey: undefined, subject: 'mailto:ops@example.in' } })).toEqual(first);
  });

  it('refuses a kept file without keys', () => {
    writeFileSync(join(dataDir, VAPID_KEYS_FILE), '{}');
    expect(() => resolveVapidKeys({ dataDir, vapid: { publicKey: undefined, privateKey: undefined, subject: 'mailto:ops@example.in' } })).toThrow(/no usable VAPID keys/);
  });
});
