import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import { openSqliteDatabase } from '../src/storage/persistence/sqlite/sqlite-database';
import { giveBackAnswerBuffer } from '../src/common/answer-buffers';
import { SqliteSchoolSearch } from '../src/search/sqlite/sqlite-school-search';
import { searchQueries, seedSearchSchools } from './search-seed';

/**
 * Search in isolation (no HTTP, one query at a time): per query kind, the median, p99 and slowest
 * times of SqliteSchoolSearch.search over PROFILE_SCHOOLS seeded schools, kept in
 * PROFILE_DIR between runs (seeded when missing). Shows where the time goes before load is added.
 */
const SCHOOLS = Number(process.env.PROFILE_SCHOOLS ?? 100_000);
const DIR = process.env.PROFILE_DIR ?? `/tmp/search-profile-${SCHOOLS}`;
const KINDS = ['start', 'two prefixes', 'typo', 'city', 'name + city', 'other order'];

async function main() {
  if (!existsSync(join(DIR, 'schoolpage.db'))) {
    mkdirSync(DIR, { recursive: true });
    console.log('seeded', await seedSearchSchools(DIR, SCHOOLS));
  }
  const db = openSqliteDatabase(join(DIR, 'schoolpage.db'));
  let started = performance.now();
  const search = new SqliteSchoolSearch(db);
  await search.ready;
  console.log(`opened in ${Math.round(performance.now() - started)} ms`);
  if (process.env.PROFILE_HEAP) {
    (globalThis as { gc?: () => void }).gc?.();
    const words = (search as unknown as { index: { words: string[] } }).index.words.length;
    console.log(`heap in use ${Math.round(getHeapStatistics().used_heap_size / 2 ** 20)} MiB after opening (${words} words)`);
  }
  const trace = process.env.PROFILE_TRACE;
  if (trace) {
    const found = await search.search(trace, 10);
    console.log(`${await search.schoolsLookedAt(trace)} schools compared`);
    console.log(found.map((f) => `${f.organizationName} | ${f.contactDetails.address}`));
    return;
  }
  const only = process.env.PROFILE_ONLY;
  if (only) {
    for (const q of only.split('|')) {
      const ms: number[] = [];
      for (let i = 0; i < 50; i++) {
        const t = performance.now();
        await search.search(q, 10);
        ms.push(performance.now() - t);
      }
      ms.sort((a, b) => a - b);
      console.log(`${JSON.stringify(q)}: min ${ms[0].toFixed(3)} median ${ms[25].toFixed(3)} max ${ms[49].toFixed(3)} ms`);
    }
    return;
  }
  const queries = searchQueries(Number(process.env.PROFILE_QUERIES ?? 2000), SCHOOLS);
  if (process.env.PROFILE_LISTS) {
    listAllocations(search, queries);
    return;
  }
  if (process.env.PROFILE_DUMP) writeFileSync(process.env.PROFILE_DUMP, JSON.stringify(queries));
  for (const q of queries) await search.search(q, 10); // warm
  const times: { kind: string; q: string; ms: number; n: number; compared: number }[] = [];
  for (let i = 0; i < queries.length; i++) {
    started = performance.now();
    const found = await search.search(queries[i], 10);
    const ms = performance.now() - started;
    times.push({ kind: KINDS[i % 6], q: queries[i], ms, n: found.length, compared: await search.schoolsLookedAt(queries[i]) });
  }
  const pct = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)];
  const r = (x: number) => Math.round(x * 1000) / 1000;
  const all = times.map((t) => t.ms);
  console.log(`all: mean ${r(all.reduce((a, b) => a + b, 0) / all.length)} p50 ${r(pct(all, 50))} p99 ${r(pct(all, 99))} max ${r(Math.max(...all))} ms`);
  // The searches costing the most CPU (five runs each) and their share of the whole mix's CPU.
  const costs = [];
  for (const q of queries) {
    const before = process.cpuUsage();
    for (let i = 0; i < 5; i++) await search.search(q, 10);
    const used = process.cpuUsage(before);
    costs.push({ q, us: (used.user + used.system) / 5 });
  }
  costs.sort((a, b) => b.us - a.us);
  const total = costs.reduce((sum, c) => sum + c.us, 0);
  const top = costs.slice(0, Math.ceil(costs.length / 100));
  console.log(`CPU: mean ${r(total / costs.length / 1000)} ms per search; the costliest 1 % take ${Math.round((top.reduce((sum, c) => sum + c.us, 0) / total) * 100)} % of it`);
  for (const c of costs.slice(0, 12)) console.log(`  ${Math.round(c.us)} µs ${JSON.stringify(c.q)}`);
  // CPU time per search of each kind (less disturbed by other work on the machine than wall time), three passes.
  for (const kind of KINDS) {
    const mine = queries.filter((_, i) => KINDS[i % 6] === kind);
    const before = process.cpuUsage();
    for (let pass = 0; pass < 3; pass++) for (const q of mine) await search.search(q, 10);
    const used = process.cpuUsage(before);
    console.log(`${kind.padEnd(14)} CPU ${r((used.user + used.system) / 1000 / (3 * mine.length))} ms per search`);
  }
  for (const kind of KINDS) {
    const k = times.filter((t) => t.kind === kind);
    const ms = k.map((t) => t.ms);
    console.log(`${kind.padEnd(14)} mean ${r(ms.reduce((a, b) => a + b, 0) / ms.length)} p50 ${r(pct(ms, 50))} p99 ${r(pct(ms, 99))} max ${r(Math.max(...ms))} empty ${k.filter((t) => t.n === 0).length} schools compared mean ${r(k.reduce((a, t) => a + t.compared, 0) / k.length)} max ${Math.max(...k.map((t) => t.compared))}`);
  }
  for (const t of [...times].sort((a, b) => b.ms - a.ms).slice(0, 15)) console.log(`  ${r(t.ms)} ms  [${t.kind}] ${JSON.stringify(t.q)} -> ${t.n} (${t.compared} schools compared)`);
  for (const t of [...times].sort((a, b) => b.compared - a.compared).slice(0, 8)) console.log(`  ${t.compared} schools compared [${t.kind}] ${JSON.stringify(t.q)} -> ${t.n}`);
  db.close();
}

/**
 * PROFILE_LISTS=1: what a list answer (200 schools) allocates, on the JavaScript heap (the young generation's growth
 * over a call no collection interrupted) and outside it (ArrayBuffers: their bytes count towards V8's external
 * memory, which starts collections of the whole heap); medians over the queries. Each answer's buffer is given back
 * to the answers' pool after it, as the platform does once it is sent.
 */
function listAllocations(search: SqliteSchoolSearch, queries: string[]): void {
  const around = { before: Buffer.from('{"success":true,"info":'), after: Buffer.from('}') };
  const index = (search as unknown as { index: { listingJson: (q: string, limit: number, around: unknown) => Buffer | undefined } }).index;
  for (const q of queries) index.listingJson(q, 200, around); // warm
  let collections = 0;
  new PerformanceObserver((entries) => (collections += entries.getEntries().length)).observe({ entryTypes: ['gc'] });
  const young = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_used_size;
  const heap: number[] = [];
  const external: number[] = [];
  const answer: number[] = [];
  for (const q of queries) {
    const before = collections;
    const youngBefore = young();
    const buffersBefore = process.memoryUsage().arrayBuffers;
    const bytes = index.listingJson(q, 200, around);
    const buffersAfter = process.memoryUsage().arrayBuffers;
    const youngAfter = young();
    if (collections !== before) continue;
    heap.push(youngAfter - youngBefore);
    external.push(buffersAfter - buffersBefore);
    answer.push(bytes?.length ?? 0);
    if (bytes) giveBackAnswerBuffer(bytes); // as the platform does once the answer is sent
  }
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1];
  const p99 = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length * 0.99)];
  console.log(`lists measured ${heap.length}: heap allocated median ${med(heap)} B (p99 ${p99(heap)}), ArrayBuffers median ${med(external)} B (p99 ${p99(external)}), answer median ${med(answer)} B`);
}

void main();
