import { spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './platform';

/**
 * Caddy in front of instances of the platform as in production, for schools' own domains (issue #46): HTTPS with
 * certificates obtained on demand, each first asked of the platform (`on_demand_tls { ask … }`), here from Caddy's
 * own local CA (`local_certs`), so nothing leaves the machine. Debian's caddy package; .ci/run installs it.
 */
export interface CaddyEdge {
  /** The HTTPS port every school domain is served on (browsers reach it through `--host-resolver-rules`). */
  httpsPort: number;
  /** Caddy's local CA: its root certificate (PEM), to trust it. */
  rootPem(): string;
  /** SHA-256 of the SubjectPublicKeyInfo of the local CA's root and intermediate, base64 (Chromium's `--ignore-certificate-errors-spki-list`). */
  caSpkiHashes(): string[];
  output(): string;
  stop(): Promise<void>;
}

const CADDY = '/usr/bin/caddy';

/** SHA-256 of a certificate's SubjectPublicKeyInfo, base64, as Chromium names a trusted key. */
export function spkiHash(pem: string): string {
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** Starts Caddy on loopback: HTTPS on demand for names the platform at `askBaseUrl` allows, proxied to `instancePorts` by turns. */
export async function startCaddyEdge(instancePorts: number[], askBaseUrl: string): Promise<CaddyEdge> {
  if (!existsSync(CADDY)) throw new Error(`${CADDY} is not installed: install Debian's caddy package (apt-get install caddy).`);
  const folder = await mkdtemp(join(tmpdir(), 'schoolpage-caddy-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const caddyfile = [
    '{',
    '  admin off',
    `  storage file_system ${join(folder, 'data')}`,
    '  local_certs',
    '  skip_install_trust',
    `  http_port ${httpPort}`,
    `  https_port ${httpsPort}`,
    '  auto_https disable_redirects',
    '  on_demand_tls {',
    `    ask ${askBaseUrl}/api/platform/tls/ask`,
    '  }',
    '}',
    'https:// {',
    '  bind 127.0.0.1',
    '  tls {',
    '    on_demand',
    '  }',
    `  reverse_proxy ${instancePorts.map((port) => `127.0.0.1:${port}`).join(' ')} {`,
    '    lb_policy round_robin',
    '    health_uri /api/health/ready',
    '    health_interval 1s',
    '  }',
    '}',
    '',
  ].join('\n');
  await writeFile(join(folder, 'Caddyfile'), caddyfile);
  const child = spawn(CADDY, ['run', '--config', join(folder, 'Caddyfile'), '--adapter', 'caddyfile'], {
    cwd: folder,
    env: { ...process.env, HOME: folder, XDG_DATA_HOME: join(folder, 'xdg-data'), XDG_CONFIG_HOME: join(folder, 'xdg-config') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const authority = join(folder, 'data', 'pki', 'authorities', 'local');
  const deadline = Date.now() + 20_000;
  while (!existsSync(join(authority, 'intermediate.crt')) || !output.join('').includes('serving initial configuration')) {
    if (child.exitCode !== null) throw new Error(`Caddy exited early:\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`Caddy did not start within 20 s:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const pem = (name: string) => readFileSync(join(authority, name), 'utf8');
  return {
    httpsPort,
    rootPem: () => pem('root.crt'),
    caSpkiHashes: () => [spkiHash(pem('root.crt')), spkiHash(pem('intermediate.crt'))],
    output: () => output.join(''),
    async stop() {
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
    },
  };
}
