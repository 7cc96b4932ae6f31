import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const workspaceRoot = resolve(__dirname, '../..');
/** How the server logs a Content-Security-Policy report (apps/api/src/security/csp-reports.ts). */
const CSP_VIOLATION = 'Content-Security-Policy violation';
const serverEntry = join(workspaceRoot, 'dist/apps/api/main.js');

export interface RunningPlatform {
  baseUrl: string;
  dataDir: string;
  /** The server's process id (for CPU accounting in benchmarks). */
  pid: number;
  /** Writes `$DATA_DIR/registry.json`, the operator's override of the remote registry. */
  writeRegistry(registry: { remotes?: { name: string; entry: string }[] }): Promise<void>;
  /** What the server has printed so far (its log), for tests that check what it reported. */
  output(): string;
  stop(): Promise<void>;
  /** Ends the server at once (SIGKILL), as a crash would: nothing is cleaned up. */
  kill(): void;
}

/**
 * Starts the production build (`npm start`'s server) on a free port (or `env.PORT`) with its own empty DATA_DIR
 * (or `env.DATA_DIR`); `logFile` also receives what it prints, for journeys in other processes.
 */
export async function startPlatform(env: Record<string, string> = {}, { logFile }: { logFile?: string } = {}): Promise<RunningPlatform> {
  if (!existsSync(serverEntry)) throw new Error('The platform is not built: run `npx nx run-many -t build` first.');
  const dataDir = await mkdtemp(join(tmpdir(), 'schoolpage-e2e-'));
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const server = spawn(process.execPath, [serverEntry], {
    cwd: workspaceRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  const keep = (chunk: Buffer) => {
    output.push(String(chunk));
    log?.write(chunk);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(baseUrl, server, output);

  return {
    baseUrl,
    dataDir,
    pid: server.pid ?? 0,
    writeRegistry: (registry) => writeFile(join(dataDir, 'registry.json'), JSON.stringify(registry)),
    output: () => output.join(''),
    kill: () => server.kill('SIGKILL'),
    async stop() {
      await stopProcess(server);
      log?.end();
      await rm(dataDir, { recursive: true, force: true });
      failOnCspViolations(output.join(''));
    },
  };
}

/** Every journey runs under the pages' Content-Security-Policy: anything it refused (in the server's log) fails the file. */
export function failOnCspViolations(serverOutput: string): void {
  const violations = serverOutput.split('\n').filter((line) => line.includes(CSP_VIOLATION));
  if (violations.length) throw new Error(`The Content-Security-Policy refused something:\n${violations.join('\n')}`);
}

/** A port free on this machine now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** How long a start may take: about 3 CPU seconds, but up to 40 s on cores shared with other test runs. */
const START_SECONDS = 60;

async function waitUntilServing(baseUrl: string, server: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + START_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The platform exited early:\n${output.join('')}`);
    const answered = await fetch(`${baseUrl}/api/platform/remotes`).then((r) => r.ok, () => false);
    if (answered) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  server.kill('SIGKILL');
  throw new Error(`The platform did not start within ${START_SECONDS} s:\n${output.join('')}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}
