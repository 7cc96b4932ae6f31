// node apps/api/bench/decode-bomb.mjs — what a few small pictures that declare a huge size do to everyone else.
//
// Starts the built API (dist/apps/api/main.js, or BENCH_SERVER) on a fresh DATA_DIR, signs up one school and
// sends BENCH_UPLOADS (8) gallery uploads at once of a small JPEG that declares 6300×6300 pixels. Meanwhile it
// asks GET /api/health one request after another and samples the server process's resident memory from
// /proc. Prints the health latency and memory before and during the uploads. A measurement, not a test:
// figures depend on the machine. Build first: NX_NO_CLOUD=true NX_DAEMON=false npx nx run api:build
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';

const workspace = resolve(import.meta.dirname, '../../..');
const SERVER = resolve(process.env.BENCH_SERVER ?? join(workspace, 'dist/apps/api/main.js'));
const PORT = Number(process.env.BENCH_PORT ?? 3211);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 8);
const SIDE = Number(process.env.BENCH_SIDE ?? 6300);
const base = `http://127.0.0.1:${PORT}`;

/** Resident memory of a process, in MB (now, and the highest so far). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

async function healthLatency() {
  const start = performance.now();
  const response = await fetch(`${base}/api/health`);
  await response.arrayBuffer();
  return performance.now() - start;
}

/** Asks /api/health back to back and samples memory until `done` resolves. */
async function watch(pid, done) {
  const latencies = [];
  let peakRss = memoryOf(pid).rssMb;
  let finished = false;
  done.finally(() => (finished = true));
  const memory = (async () => {
    while (!finished) {
      peakRss = Math.max(peakRss, memoryOf(pid).rssMb);
      await sleep(25);
    }
  })();
  while (!finished) {
    latencies.push(await healthLatency());
    await sleep(20);
  }
  await memory;
  return { latencies, peakRss };
}

function summary(latencies) {
  const f = (n) => `${n.toFixed(0)} ms`;
  return `health p50 ${f(percentile(latencies, 50))}, p95 ${f(percentile(latencies, 95))}, max ${f(Math.max(...latencies))} (${latencies.length} requests)`;
}

async function signedInCookie() {
  const admin = { organizationName: 'Bench School', userId: 'benchschool', email: 'bench@school.test', country: 'india', phone: '9876543210', password: 'Secret123' };
  const json = { 'Content-Type': 'application/json' };
  const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(admin) });
  if (!registered.ok) throw new Error(`Sign-up failed: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ userId: admin.userId, password: admin.password }) });
  if (!login.ok) throw new Error(`Log-in failed: ${login.status} ${await login.text()}`);
  return login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function main() {
  const bomb = await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg({ quality: 40 }).toBuffer();
  const dataDir = mkdtempSync(join(tmpdir(), 'decode-bomb-'));
  const server = spawn(process.execPath, [SERVER], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(PORT), DATA_DIR: dataDir, FRONTEND_DIR: join(dataDir, 'no-frontend'), NODE_PATH: join(workspace, 'node_modules') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 200) throw new Error('The server did not start.');
      if (await healthLatency().then(() => true, () => false)) break;
      await sleep(100);
    }
    const cookie = await signedInCookie();
    const idleDone = sleep(3000);
    const idle = await watch(server.pid, idleDone);
    const before = memoryOf(server.pid);

    const started = performance.now();
    const uploads = Promise.all(
      Array.from({ length: UPLOADS }, async () => {
        const form = new FormData();
        form.append('galleryImage', new Blob([bomb], { type: 'image/jpeg' }), 'photo.jpg');
        const response = await fetch(`${base}/api/dashboard/visible/gallery`, { method: 'POST', headers: { cookie }, body: form });
        const body = await response.json().catch(() => ({}));
        return `${response.status}${body.message ? ` ${body.message}` : ''}`;
      }),
    );
    const during = await watch(server.pid, uploads);
    const answers = await uploads;
    const elapsed = performance.now() - started;
    await sleep(500);
    const after = memoryOf(server.pid);

    const counts = answers.reduce((all, a) => ({ ...all, [a]: (all[a] ?? 0) + 1 }), {});
    console.log(`server: ${SERVER}`);
    console.log(`picture: ${(bomb.length / 1024).toFixed(0)} KB JPEG declaring ${SIDE}×${SIDE} pixels; ${UPLOADS} uploads at once`);
    console.log(`idle:    ${summary(idle.latencies)}; memory ${before.rssMb.toFixed(0)} MB`);
    console.log(`uploads: ${summary(during.latencies)}; memory peak ${during.peakRss.toFixed(0)} MB (VmHWM ${after.peakMb.toFixed(0)} MB), ${after.rssMb.toFixed(0)} MB after`);
    console.log(`answers in ${(elapsed / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
