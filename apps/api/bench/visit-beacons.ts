import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/** What one run of `POST /api/web/visit` came to, and what a day of such beacons keeps. */
export interface BeaconFigures {
  beacons: number;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  /** CPU time the server process spent per beacon (µs), its batched writes included. */
  cpuMicrosPerBeacon?: number;
  /** Daily aggregate rows written, and their bytes in the database file (table and primary key). */
  figureRows: number;
  bytesPerFigureRow: number;
  /** Aggregates a day of 1,000,000 beacons over 10,000 schools keeps (see ROWS_PER_SCHOOL_DAY), in MB. */
  estimatedMBPerDay: number;
}

const PAGES = ['', 'about', 'notice', 'resource', 'gallery', 'enquire'];
const REFERRERS = ['https://www.google.com/', 'https://www.facebook.com/', 'https://wa.me/', '', '', 'https://schoolpage.example/search-list'];
const AGENTS = Array.from({ length: 60 }, (_, i) =>
  i % 3 === 0
    ? `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/12${i % 10}.0 Safari/537.36`
    : `Mozilla/5.0 (Linux; Android 1${i % 5}; Phone ${i}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/12${i % 10}.0 Mobile Safari/537.36`,
);
const COUNTRIES = ['IN', 'IN', 'IN', 'AE', 'US'];
/**
 * Aggregate rows of one school on one day with ~100 views (1,000,000 beacons / 10,000 schools): the total, ~6
 * pages, 3 device classes, ~5 referrer domains, ~3 countries and ~2 search words.
 */
const ROWS_PER_SCHOOL_DAY = 20;
const SCHOOLS = 10_000;

/**
 * Beacons as pages send them, over 10,000 schools, their pages, referrers, countries and many browsers, at
 * `connections` connections for `seconds`; then the aggregate rows they left in the platform's SQLite file.
 */
export async function measureBeacons(options: {
  port: number;
  pid?: number;
  dataDir: string;
  seconds: number;
  connections: number;
  cpuSeconds: (pid: number) => number | undefined;
}): Promise<BeaconFigures> {
  const schools = Array.from({ length: SCHOOLS }, () => randomBytes(12).toString('hex'));
  let next = 0;
  const cpuBefore = options.pid === undefined ? undefined : options.cpuSeconds(options.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const n = next++;
          const beacon = { organizationId: schools[(n * 7919) % SCHOOLS], page: PAGES[n % PAGES.length], referrer: REFERRERS[n % REFERRERS.length] };
          return {
            ...request,
            method: 'POST',
            path: '/api/web/visit',
            headers: { 'content-type': 'application/json', 'user-agent': AGENTS[n % AGENTS.length], 'cf-ipcountry': COUNTRIES[n % COUNTRIES.length] },
            body: JSON.stringify(beacon),
          };
        },
      },
    ],
  });
  // The counter writes every 2 s: wait for the last batch.
  await new Promise((done) => setTimeout(done, 3_000));
  const cpuAfter = options.pid === undefined ? undefined : options.cpuSeconds(options.pid);
  const db = new Database(join(options.dataDir, 'schoolpage.db'), { readonly: true });
  try {
    const figureRows = db.prepare('SELECT COUNT(*) FROM visit_figures').pluck().get() as number;
    const bytes = db.prepare("SELECT SUM(pgsize) FROM dbstat WHERE name = 'visit_figures'").pluck().get() as number;
    const bytesPerFigureRow = Math.round(bytes / Math.max(1, figureRows));
    return {
      beacons: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      non2xx: result.non2xx + result.errors,
      cpuMicrosPerBeacon: cpuBefore === undefined || cpuAfter === undefined ? undefined : Math.round(((cpuAfter - cpuBefore) * 1e6) / Math.max(1, result.requests.total)),
      figureRows,
      bytesPerFigureRow,
      estimatedMBPerDay: Math.round((SCHOOLS * ROWS_PER_SCHOOL_DAY * bytesPerFigureRow) / 1e5) / 10,
    };
  } finally {
    db.close();
  }
}
