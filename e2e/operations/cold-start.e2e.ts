import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { searchQueries, seedSearchSchools } from '../../apps/api/bench/search-seed';
import { freePort, startPlatform, type RunningPlatform } from '../support/platform';

/**
 * A cold start among instances under load: three instances of the production build on one DATA_DIR with a few
 * thousand published schools answer searches without pause while a fourth starts. The fourth reads the search
 * index's snapshot the others wrote (not the rows), says it is ready (`/api/health/ready`) only once its index is
 * whole, and then answers every search the same as the others.
 */

jest.setTimeout(240_000);

const SCHOOLS = 3000;
const QUERIES = searchQueries(60, SCHOOLS);

let dataDir: string;
const instances: RunningPlatform[] = [];

async function startInstance(): Promise<RunningPlatform> {
  return startPlatform({ DATA_DIR: dataDir, PORT: String(await freePort()), PUBLIC_CACHE_SECONDS: '0' });
}

const suggestion = async (instance: RunningPlatform, text: string) => {
  const response = await fetch(`${instance.baseUrl}/api/search/suggestion?searchValue=${encodeURIComponent(text)}`);
  return { status: response.status, body: await response.text() };
};
const ready = async (instance: RunningPlatform) => (await fetch(`${instance.baseUrl}/api/health/ready`)).status;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'schoolpage-cold-start-'));
  await seedSearchSchools(dataDir, SCHOOLS);
  // One after the other: the first creates the store and its secret, the others join it.
  for (let i = 0; i < 3; i++) instances.push(await startInstance());
});

afterAll(async () => {
  await Promise.allSettled(instances.map((instance) => instance.stop()));
  await rm(dataDir, { recursive: true, force: true });
});

it('starts a fourth instance while the others take load: ready only once its index is whole, then answering as they do', async () => {
  // The first instance read the rows and writes the snapshot once its index is whole.
  const snapshot = join(dataDir, 'schoolpage.db-search-v7.snapshot');
  for (let waited = 0; !existsSync(snapshot); waited += 100) {
    if (waited > 60_000) throw new Error('No instance wrote the search index snapshot.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const instance of instances) expect(await ready(instance)).toBe(200);
  const expected = await Promise.all(QUERIES.map(async (text) => (await suggestion(instances[0], text)).body));

  // Load on the three running instances for as long as the fourth starts.
  let loading = true;
  let answered = 0;
  const failures: string[] = [];
  const load = Array.from({ length: 4 }, async (_, worker) => {
    for (let i = worker; loading; i++) {
      const text = QUERIES[i % QUERIES.length];
      const { status, body } = await suggestion(instances[i % 3], text);
      if (status !== 200 || body !== expected[i % QUERIES.length]) failures.push(`${status} ${text}`);
      answered++;
    }
  });

  const fourth = await startInstance();
  instances.push(fourth);
  // Asked at once, while it may still be reading its index: answered once the index is whole, never half.
  const early = suggestion(fourth, QUERIES[0]);
  const readiness: number[] = [];
  while ((readiness[readiness.length - 1] ?? 0) !== 200) readiness.push(await ready(fourth));
  expect(readiness.every((status) => status === 200 || status === 503)).toBe(true);
  expect(fourth.output()).toMatch(new RegExp(`Search index whole: ${SCHOOLS} schools read from the snapshot`));

  const answers = await Promise.all(QUERIES.map(async (text) => (await suggestion(fourth, text)).body));
  expect(answers).toEqual(expected);
  expect((await early).body).toBe(expected[0]);
  loading = false;
  await Promise.all(load);
  expect(failures).toEqual([]);
  expect(answered).toBeGreaterThan(0);
});
