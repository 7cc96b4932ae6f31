import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCdn, startLoadBalancer, type RunningProxy } from '../support/front-proxies';
import { freePort, startPlatform, type RunningPlatform } from '../support/platform';
import { logIn, schoolAccount, seedSchool } from '../support/seed-schools';

/**
 * npm run bench:instances — the production build as many instances on one DATA_DIR:
 *   - change → visible: a change made through one instance, until every instance and the CDN show it
 *     (p50 / p99 over BENCH_CHANGES changes);
 *   - a school's page (`/s/<slug>`) through HAProxy with 1, 2 and 3 instances behind it: requests/s, p50/p99
 *     and the instances' CPU time per answer; then the same page through Varnish (the CDN stand-in).
 * Needs the build (`npx nx run-many -t build`), HAProxy and Varnish (installed from Debian when missing).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 100);

/** User plus system CPU seconds a process has used so far (Linux /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function load(url: string, instances: RunningPlatform[]) {
  const before = instances.map((instance) => cpuSeconds(instance.pid));
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  const cpu = instances.reduce((sum, instance, index) => sum + cpuSeconds(instance.pid) - before[index], 0);
  const answers = result.requests.total;
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx + result.errors,
    'instances CPU per answer µs': answers ? Math.round((cpu / answers) * 1e6) : 0,
    load: loadavg()[0].toFixed(1),
  };
}

async function changeToVisible(instances: RunningPlatform[], cdn: RunningProxy, dataDir: string): Promise<number[]> {
  const school = await seedSchool({ baseUrl: instances[0].baseUrl, dataDir }, schoolAccount('Bench Change School'));
  const cookie = await logIn(instances[0].baseUrl, school.userId, school.password);
  const profile = (await (await fetch(`${instances[0].baseUrl}/api/dashboard/profile/info`, { headers: { cookie } })).json()) as { info: { slug: string } };
  const readers = [...instances.map((instance) => instance.baseUrl), cdn.url];
  const took: number[] = [];
  for (let change = 0; change < CHANGES; change++) {
    const welcome = `Welcome to change ${change}`;
    const form = new FormData();
    form.set('welcomeMessage', welcome);
    const through = instances[change % instances.length].baseUrl;
    const saved = await fetch(`${through}/api/dashboard/home/orginfo`, { method: 'POST', headers: { cookie }, body: form });
    if (!saved.ok) throw new Error(`The change was refused: ${saved.status}`);
    const started = Date.now();
    const pending = new Set(readers);
    while (pending.size) {
      for (const reader of [...pending]) {
        if ((await (await fetch(`${reader}/s/${profile.info.slug}`)).text()).includes(welcome)) pending.delete(reader);
      }
      if (pending.size) await new Promise((r) => setTimeout(r, 10));
    }
    took.push(Date.now() - started);
  }
  return took.sort((a, b) => a - b);
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'schoolpage-bench-many-'));
  const cdnPort = await freePort();
  const instances: RunningPlatform[] = [];
  const env = (port: number) => ({ DATA_DIR: dataDir, PORT: String(port), TRUSTED_PROXIES: 'loopback', CDN_PURGE_URL: `http://127.0.0.1:${cdnPort}/` });
  for (let index = 0; index < 3; index++) instances.push(await startPlatform(env(await freePort())));
  const ports = instances.map((instance) => Number(new URL(instance.baseUrl).port));
  const all = await startLoadBalancer(ports);
  const cdn = await startCdn(all.port, cdnPort);
  try {
    const took = await changeToVisible(instances, cdn, dataDir);
    const at = (p: number) => took[Math.min(took.length - 1, Math.ceil((p / 100) * took.length) - 1)];
    console.log(`change → visible on 3 instances and the CDN (${CHANGES} changes): p50 ${at(50)} ms, p99 ${at(99)} ms, worst ${took.at(-1)} ms`);

    const school = await seedSchool({ baseUrl: instances[0].baseUrl, dataDir }, schoolAccount('Bench Page School'));
    const cookie = await logIn(instances[0].baseUrl, school.userId, school.password);
    const { info } = (await (await fetch(`${instances[0].baseUrl}/api/dashboard/profile/info`, { headers: { cookie } })).json()) as { info: { slug: string } };
    const path = `/s/${info.slug}`;

    const rows: Record<string, unknown> = {};
    for (const count of [1, 2, 3]) {
      const balancer = await startLoadBalancer(ports.slice(0, count));
      await fetch(balancer.url + path);
      rows[`HAProxy → ${count} instance${count > 1 ? 's' : ''}`] = await load(balancer.url + path, instances.slice(0, count));
      await balancer.stop();
    }
    await fetch(cdn.url + path);
    rows['Varnish (CDN) → HAProxy → 3'] = await load(cdn.url + path, instances);
    console.table(rows);
  } finally {
    await Promise.allSettled([...instances.map((instance) => instance.stop()), all.stop(), cdn.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
