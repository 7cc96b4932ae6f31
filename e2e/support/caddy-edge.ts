import { spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLATFORM_API } from '@schoolpage/content-contract';
import { ensureInstalled, stopper, type RunningProxy } from './front-proxies';
import { freePort } from './platform';

/**
 * Caddy as the production edge runs it for schools' own domains (infra/Caddyfile, issue #46), on this machine: TLS on
 * demand for any name, asking the platform's `/api/platform/tls/ask` before it makes (or loads) a certificate, in
 * front of the given instances (balanced, checked on /api/health/ready). Certificates come from Caddy's own local CA
 * (`local_certs`: no internet, no Let's Encrypt); Caddy has XDG folders of its own, so nothing of the machine's is used.
 *
 *   const edge = await startCaddyEdge([one.port, two.port]);
 *   // curl --cacert <edge.rootCertificate> --resolve www.x.test:<edge.port>:127.0.0.1 https://www.x.test:<edge.port>/
 *   // Chromium: --host-resolver-rules="MAP www.x.test 127.0.0.1" and https://www.x.test:<edge.port>/, trusting the
 *   //   edge's CA with --ignore-certificate-errors-spki-list=<await edge.trustedSpki()>
 *   await edge.stop();
 */
export interface CaddyEdge extends RunningProxy {
  /** The HTTPS port every school domain is reached at (`https://<name>:<port>/`). */
  port: number;
  /** Caddy's local root certificate (PEM), there once Caddy has started: what a client trusts (`curl --cacert`). */
  rootCertificate: string;
  /**
   * What Chromium trusts with `--ignore-certificate-errors-spki-list=<it>`: the base64 SHA-256 of the public key of
   * Caddy's local intermediate (the chain Caddy sends holds it, not the root).
   */
  trustedSpki(): Promise<string>;
}

/** Starts Caddy in front of the instances on `instancePorts`; the ask goes to `askPort` (the first instance by default). */
export async function startCaddyEdge(instancePorts: number[], { askPort = instancePorts[0] }: { askPort?: number } = {}): Promise<CaddyEdge> {
  ensureInstalled(['caddy']);
  const folder = await mkdtemp(join(tmpdir(), 'schoolpage-caddy-'));
  const [port, httpPort] = [await freePort(), await freePort()];
  const caddyfile = [
    '{',
    '\tadmin off',
    '\tlocal_certs',
    '\tskip_install_trust',
    `\thttp_port ${httpPort}`,
    `\thttps_port ${port}`,
    '\ton_demand_tls {',
    `\t\task http://127.0.0.1:${askPort}${PLATFORM_API.tlsAsk}`,
    '\t}',
    '}',
    '',
    'https:// {',
    '\ttls {',
    '\t\ton_demand',
    '\t}',
    `\treverse_proxy ${instancePorts.map((instancePort) => `127.0.0.1:${instancePort}`).join(' ')} {`,
    '\t\tlb_policy round_robin',
    '\t\tlb_try_duration 5s',
    `\t\thealth_uri ${PLATFORM_API.healthReady}`,
    '\t\thealth_interval 1s',
    '\t}',
    '}',
    '',
  ].join('\n');
  await writeFile(join(folder, 'Caddyfile'), caddyfile);
  const child = spawn('caddy', ['run', '--config', join(folder, 'Caddyfile'), '--adapter', 'caddyfile'], {
    cwd: folder,
    env: { ...process.env, HOME: folder, XDG_DATA_HOME: join(folder, 'data'), XDG_CONFIG_HOME: join(folder, 'config') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const rootCertificate = join(folder, 'data/caddy/pki/authorities/local/root.crt');

  const deadline = Date.now() + 20_000;
  while (!(existsSync(rootCertificate) && (await listening(port)))) {
    if (child.exitCode !== null) throw new Error(`Caddy exited early:\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`Caddy did not listen within 20 s:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url: `https://127.0.0.1:${port}`,
    port,
    rootCertificate,
    trustedSpki: async () => {
      const key = new X509Certificate(await readFile(rootCertificate.replace(/root\.crt$/, 'intermediate.crt'))).publicKey.export({ type: 'spki', format: 'der' });
      return createHash('sha256').update(key).digest('base64');
    },
    output: () => output.join(''),
    stop: stopper(child, folder),
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
