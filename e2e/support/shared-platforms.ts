import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failOnCspViolations, startPlatform, type RunningPlatform } from './platform';

/**
 * Production servers that one run of the journeys shares between its files, so a file does not pay for a
 * server start of its own. Journeys on a shared server keep to schools of their own (their own accounts;
 * nothing that lists every school, counts every mail or changes the registry): such a file starts its own.
 */
export const SHARED_PLATFORMS = {
  /**
   * Visitors on schools' sites, under the production defaults but for room for every file's sign-ups and enquiries
   * from one address (every file's parents are 127.0.0.1).
   */
  sites: { AUTH_RATE_LIMIT: '1000', ENQUIRIES_PER_ADDRESS_PER_HOUR: '1000' },
  /**
   * Admins in the dashboard: room for many sign-ins, saves and uploads, codes resent at once, public reads never
   * kept, and pictures made two at a time (two files upload at once).
   */
  dashboard: {
    IMAGE_JOBS: '2',
    AUTH_RATE_LIMIT: '1000',
    ENQUIRIES_PER_ADDRESS_PER_HOUR: '1000',
    OTP_RESEND_COOLDOWN_SECONDS: '0',
    PUBLIC_CACHE_SECONDS: '0',
    ACCOUNT_WRITES_PER_MINUTE: '1000',
    ACCOUNT_UPLOADS_PER_MINUTE: '1000',
  },
} satisfies Record<string, Record<string, string>>;

export type SharedPlatformName = keyof typeof SHARED_PLATFORMS;

interface SharedPlatformAddress {
  baseUrl: string;
  dataDir: string;
  pid: number;
  logFile: string;
}

/** How the run's global set-up tells the journey files (other processes) where the shared servers are. */
const ADDRESSES = 'E2E_SHARED_PLATFORMS';

/** Jest's global set-up: starts every shared server once and publishes their addresses to the workers. */
export async function startSharedPlatforms(): Promise<RunningPlatform[]> {
  const logs = mkdtempSync(join(tmpdir(), 'schoolpage-e2e-logs-'));
  const names = Object.keys(SHARED_PLATFORMS) as SharedPlatformName[];
  const started = await Promise.all(
    names.map(async (name) => {
      const logFile = join(logs, `${name}.log`);
      return { name, logFile, platform: await startPlatform(SHARED_PLATFORMS[name], { logFile }) };
    }),
  );
  const addresses = Object.fromEntries(
    started.map(({ name, logFile, platform }) => [name, { baseUrl: platform.baseUrl, dataDir: platform.dataDir, pid: platform.pid, logFile }]),
  );
  process.env[ADDRESSES] = JSON.stringify(addresses);
  return started.map(({ platform }) => platform);
}

/**
 * The run's shared server `name` for the journeys of one file (or a server of its own when the file runs
 * outside the global set-up). Its `stop()` leaves the server to the other files and fails this file for any
 * Content-Security-Policy refusal logged while it ran; its `output()` is the log from the file's start.
 */
export async function sharedPlatform(name: SharedPlatformName): Promise<RunningPlatform> {
  const address = (JSON.parse(process.env[ADDRESSES] ?? '{}') as Partial<Record<SharedPlatformName, SharedPlatformAddress>>)[name];
  if (!address) return startPlatform(SHARED_PLATFORMS[name]);
  const from = statSync(address.logFile).size;
  const output = () => readFileSync(address.logFile).subarray(from).toString();
  const notOnShared = (what: string) => () => {
    throw new Error(`A journey that ${what} starts a platform of its own (startPlatform), not the shared one.`);
  };
  return {
    baseUrl: address.baseUrl,
    dataDir: address.dataDir,
    pid: address.pid,
    output,
    writeRegistry: notOnShared('changes the registry'),
    kill: notOnShared('stops the server'),
    async stop() {
      failOnCspViolations(output());
    },
  };
}
