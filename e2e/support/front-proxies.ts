import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './platform';

/**
 * The real parts that stand in front of the platform in production, run on this machine: HAProxy as the
 * load balancer (health-checked on /api/health/ready) and Varnish with xkey as the CDN, with the VCL
 * from infra/. Both are Debian packages; a journey that needs them installs them as .ci/run installs Chromium.
 */

const workspaceRoot = resolve(__dirname, '../..');

export interface RunningProxy {
  url: string;
  port: number;
  output(): string;
  stop(): Promise<void>;
}

/** Installs these Debian packages, once, where one of them is not installed yet. */
export function ensureInstalled(packages: string[]): void {
  const missing = packages.filter((pkg) => spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout !== 'install ok installed');
  if (!missing.length) return;
  const install = spawnSync(
    'sh',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`],
    { stdio: 'inherit' },
  );
  if (install.status !== 0) throw new Error(`Installing ${missing.join(', ')} failed.`);
}

function run(command: string, args: string[], folder: string): { child: ChildProcess; output: string[] } {
  const child = spawn(command, args, { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  return { child, output };
}

async function waitForAnswer(url: string, child: ChildProcess, output: string[], what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited early:\n${output.join('')}`);
    if (await fetch(url).then(() => true, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer within 20 s:\n${output.join('')}`);
}

/** Stops a proxy's process (SIGTERM, then SIGKILL after 5 s) and removes its folder. */
export function stopper(child: ChildProcess, folder: string) {
  return async () => {
    if (child.exitCode === null) {
      await new Promise<void>((done) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      });
    }
    await rm(folder, { recursive: true, force: true });
  };
}

/**
 * HAProxy balancing over the instances, each checked on GET /api/health/ready every 500 ms; a request that
 * finds its instance gone is sent to another (retries with redispatch), as a production balancer does.
 */
export async function startLoadBalancer(instancePorts: number[]): Promise<RunningProxy> {
  ensureInstalled(['haproxy']);
  const folder = await mkdtemp(join(tmpdir(), 'schoolpage-haproxy-'));
  const port = await freePort();
  const config = [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout check 3s',
    '  option http-server-close',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 502 503',
    'frontend platform',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option http-buffer-request',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    '  default-server inter 500ms fastinter 250ms downinter 500ms fall 3 rise 2',
    ...instancePorts.map((instancePort, index) => `  server instance${index + 1} 127.0.0.1:${instancePort} check`),
    '',
  ].join('\n');
  await writeFile(join(folder, 'haproxy.cfg'), config);
  const { child, output } = run('haproxy', ['-db', '-f', join(folder, 'haproxy.cfg')], folder);
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${url}/api/health/live`, child, output, 'HAProxy');
  return { url, port, output: () => output.join(''), stop: stopper(child, folder) };
}

/** Varnish with the production VCL (infra/varnish/default.vcl), its backend pointed at `backendPort`, on `port` or a free one. */
export async function startCdn(backendPort: number, port?: number): Promise<RunningProxy> {
  ensureInstalled(['varnish', 'varnish-modules']);
  const folder = await mkdtemp(join(tmpdir(), 'schoolpage-varnish-'));
  port ??= await freePort();
  const vcl = cdnVcl(await readFile(join(workspaceRoot, 'infra/varnish/default.vcl'), 'utf8'), backendPort);
  await writeFile(join(folder, 'default.vcl'), vcl);
  const { child, output } = run(
    'varnishd',
    ['-F', '-j', 'none', '-a', `127.0.0.1:${port}`, '-f', join(folder, 'default.vcl'), '-n', join(folder, 'work'), '-s', 'malloc,64m', '-p', 'vcl_path=/usr/share/varnish/vcl'],
    folder,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${url}/api/health/live`, child, output, 'Varnish');
  return { url, port, output: () => output.join(''), stop: stopper(child, folder) };
}

/**
 * The production VCL with its backend on this machine (the first backend's `.host` and `.port`), and its
 * purge ACL naming this machine (in production it names the platform's network).
 */
export function cdnVcl(vcl: string, backendPort: number): string {
  const pointed = vcl.replace(
    /(backend\s+\w+\s*\{[\s\S]*?)\.host\s*=\s*"[^"]*";([\s\S]*?)\.port\s*=\s*"[^"]*";/,
    `$1.host = "127.0.0.1";$2.port = "${backendPort}";`,
  );
  if (pointed === vcl) throw new Error('infra/varnish/default.vcl names no backend .host and .port to point at this machine.');
  return pointed.replace(/acl\s+(\w+)\s*\{[\s\S]*?\n\}/, (_whole, name: string) => `acl ${name} {\n  "127.0.0.1";\n}`);
}
