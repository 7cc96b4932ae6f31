import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLATFORM_API } from '@schoolpage/content-contract';
import { parse } from 'yaml';
import { installedProgram } from '../testing/installed-program';
import { PLATFORM_VARIABLES, readPlatformConfig } from './platform-config';
import { EXAMPLE_JWT_SECRET } from './session-secret-rule';
import { parseTrustedProxies } from './trusted-proxies';

/**
 * infra/ cannot be started here (no Docker), so it is held to the platform's configuration instead: every
 * variable it gives the API is one the platform reads and parses, the API is reached only through the
 * balancer, images are pinned, and the Caddyfile and the VCL are checked by Caddy and Varnish themselves.
 */
const infra = join(__dirname, '../../../../infra');
const read = (file: string) => readFileSync(join(infra, file), 'utf8');

interface Service {
  image?: string;
  build?: { dockerfile: string };
  environment?: Record<string, string>;
  env_file?: string | string[];
  ports?: string[];
  networks?: string[] | Record<string, { aliases?: string[] } | null>;
  deploy?: { replicas?: number };
  command?: string[];
  volumes?: string[];
}
interface Compose {
  services: Record<string, Service>;
  networks: Record<string, { ipam?: { config: { subnet: string }[] } } | null>;
}

/** NAME=value lines, as Compose reads an env file (comments and blank lines left out). */
function readEnvFile(file: string): Record<string, string> {
  const lines = read(file).split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/** `${NAME}`, `${NAME:?message}` and `$$` filled in as Compose does from infra/.env (here: its example). */
function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(/\$\$|\$\{(\w+)(?::[?-][^}]*)?\}/g, (whole, name: string | undefined) => {
    if (!name) return '$';
    if (!(name in variables)) throw new Error(`compose.yaml uses \${${name}}, which compose.env.example does not set`);
    return variables[name];
  });
}

const compose = parse(read('compose.yaml'), { merge: true }) as Compose;
const composeVariables = readEnvFile('compose.env.example');
const platformServices = Object.entries(compose.services).filter(([, service]) => service.build?.dockerfile === 'infra/platform.Dockerfile');
const api = compose.services.api;
const networksOf = (service: Service) => (Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {}));
const subnetOf = (network: string) => compose.networks[network]?.ipam?.config[0]?.subnet;

/** What one platform service is started with: its env file (the example of production.env), then its environment. */
function platformEnvironment(service: Service): Record<string, string> {
  expect(service.env_file).toBe('production.env');
  const environment = Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(value, composeVariables)]);
  return { ...readEnvFile('production.env.example'), ...Object.fromEntries(environment) };
}

describe('infra/ agrees with the platform configuration', () => {
  it('runs the API and the migrate step from the platform image, and migrate runs the migrate command', () => {
    expect(platformServices.map(([name]) => name).sort()).toEqual(['api', 'migrate']);
    expect(compose.services.migrate.command).toEqual(['node', 'dist/apps/api/main.js', 'migrate']);
  });

  it.each(platformServices)('gives %s only variables the platform reads, and values it accepts', (_name, service) => {
    const environment = platformEnvironment(service);
    expect(Object.keys(environment).filter((name) => !PLATFORM_VARIABLES.includes(name))).toEqual([]);
    // Everything parses; only the example JWT_SECRET is refused, as an operator who forgot it would be.
    expect(() => readPlatformConfig(environment)).toThrow('JWT_SECRET is the example value from infra/production.env.example');
    const config = readPlatformConfig({ ...environment, JWT_SECRET: 'an-operators-own-secret-of-more-than-32-characters' });
    expect(config.mongodbUri).toMatch(/^mongodb:\/\/schoolpage:[^@]+@mongo1:27017,mongo2:27017,mongo3:27017\/schoolpage\?replicaSet=rs0/);
    expect(config.publicOrigin).toBe(`https://${composeVariables.SITE_ADDRESS}`);
    expect(config.secureCookies).toBe(true);
  });

  it('tells the platform what schools’ records must point at and which DNS servers check them (issue #46)', () => {
    const config = readPlatformConfig({ ...platformEnvironment(api), JWT_SECRET: 'an-operators-own-secret-of-more-than-32-characters' });
    const example = readEnvFile('production.env.example');
    for (const name of ['SITES_CNAME_TARGET', 'SITES_IPV4', 'SITES_IPV6', 'DNS_SERVERS']) expect(example[name]).toBeTruthy();
    expect(JSON.stringify(config)).toContain(example.SITES_CNAME_TARGET);
  });

  it('gets schools’ domains certificates on demand, asking the platform first, in storage every Caddy replica shares', () => {
    const caddyfile = read('Caddyfile');
    // The ask goes to the API service (every replica answers from memory kept current by the change feed).
    expect(caddyfile).toMatch(/on_demand_tls \{\n\t\task (\S+)\n\t\}/);
    const ask = new URL(/on_demand_tls \{\n\t\task (\S+)/.exec(caddyfile)?.[1] ?? '');
    expect([ask.hostname, ask.port, ask.pathname]).toEqual(['api', platformEnvironment(api).PORT, PLATFORM_API.tlsAsk]);
    expect(compose.services.api).toBeDefined();
    // Any other name is a school's domain: TLS on demand only, through Varnish like the platform.
    expect(caddyfile).toMatch(/\nhttps:\/\/ \{\n\ttls \{\n\t\ton_demand\n\t\}\n[\s\S]*?reverse_proxy varnish:80\n\}/);
    expect(caddyfile).toContain('storage file_system /data');
    expect(compose.services.caddy.volumes).toContain('caddy-data:/data');
  });

  it('sets in the image only variables the platform reads', () => {
    const names = [...read('platform.Dockerfile').matchAll(/^ENV (.+)$/gm)].flatMap(([, pairs]) => pairs.split(' ').map((pair) => pair.split('=')[0]));
    expect(names.filter((name) => !/^NX_/.test(name) && !PLATFORM_VARIABLES.includes(name))).toEqual([]);
    expect(names).toContain('DATA_DIR');
  });

  it('keeps the example JWT_SECRET the one the platform refuses', () => {
    expect(readEnvFile('production.env.example').JWT_SECRET).toBe(EXAMPLE_JWT_SECRET);
  });

  it('runs several API replicas with no host port, balanced by Caddy on /api/health/ready', () => {
    expect(api.ports).toBeUndefined();
    expect(api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    const caddyfile = read('Caddyfile');
    const upstreams = [...caddyfile.matchAll(/schoolpage-api-(\d+):3000/g)].map(([, number]) => Number(number));
    expect(upstreams).toEqual(Array.from({ length: api.deploy?.replicas ?? 0 }, (_, index) => index + 1));
    expect(caddyfile).toMatch(/reverse_proxy schoolpage-api-1:3000[^{]*\{[^}]*health_uri \/api\/health\/ready/);
  });

  it('trusts forwarded addresses from the proxies exactly: the networks Caddy is on', () => {
    const proxySubnets = networksOf(compose.services.caddy).map(subnetOf).filter(Boolean);
    expect(proxySubnets.length).toBeGreaterThanOrEqual(2);
    expect(parseTrustedProxies(api.environment?.TRUSTED_PROXIES).sort()).toEqual(proxySubnets.sort());
    expect(networksOf(compose.services.varnish).filter((network) => network !== 'purge').every((network) => networksOf(compose.services.caddy).includes(network))).toBe(true);
  });

  it('takes PURGE only from the network Varnish shares with the API replicas alone', () => {
    const purgeMembers = Object.entries(compose.services).filter(([, service]) => networksOf(service).includes('purge')).map(([name]) => name);
    expect(purgeMembers.sort()).toEqual(['api', 'migrate', 'varnish']);
    expect(new URL(platformEnvironment(api).CDN_PURGE_URL).hostname).toBe('varnish');
    const acl = /acl platform \{([^}]*)\}/.exec(read('varnish/default.vcl'))?.[1] ?? '';
    expect(acl.replace(/\s/g, '')).toBe(`"${subnetOf('purge')?.replace('/', '"/')};`);
  });

  it('reaches MinIO through the balancer, not one node', () => {
    expect(api.environment?.MINIO_ENDPOINT).toBe('balancer');
    expect(read('Caddyfile')).toMatch(/reverse_proxy minio1:9000 minio2:9000 minio3:9000 minio4:9000/);
    expect(networksOf(api)).not.toContain('storage');
  });

  it('pins every image to a version', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build) continue;
      expect([name, service.image]).toEqual([name, expect.stringMatching(/^[\w./-]+:(?!latest$)[\w.-]*\d[\w.-]*$/)]);
    }
    for (const [, image] of read('platform.Dockerfile').matchAll(/^FROM (\S+)/gm)) expect(image).toMatch(/^node:\d+\.\d+\.\d+-/);
  });
});

const caddy = installedProgram('caddy');
const varnishd = installedProgram('varnishd');

// Each check runs where the program is installed (.ci/run installs both); elsewhere it is skipped, saying why.
describe(caddy ? 'infra/Caddyfile, checked by Caddy' : 'infra/Caddyfile (skipped: caddy is not installed here)', () => {
  (caddy ? it : it.skip)('is a configuration Caddy accepts', () => {
    const adapted = spawnSync(caddy ?? 'caddy', ['adapt', '--config', join(infra, 'Caddyfile'), '--adapter', 'caddyfile'], {
      encoding: 'utf8',
      env: { ...process.env, SITE_ADDRESS: composeVariables.SITE_ADDRESS },
    });
    expect(adapted.stderr).not.toMatch(/Error:/);
    expect(adapted.status).toBe(0);
    expect(JSON.parse(adapted.stdout)).toHaveProperty('apps.http.servers');
  });
});

describe(varnishd ? 'infra/varnish/default.vcl, compiled by Varnish' : 'infra/varnish/default.vcl (skipped: varnishd is not installed here)', () => {
  let folder: string;
  beforeAll(() => (folder = mkdtempSync(join(tmpdir(), 'vcl-'))));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  (varnishd ? it : it.skip)('compiles, with the xkey module', () => {
    // The backend's name resolves only inside Compose's network; Varnish resolves it while compiling.
    const vcl = read('varnish/default.vcl').replace('.host = "balancer";', '.host = "127.0.0.1";');
    writeFileSync(join(folder, 'default.vcl'), vcl);
    const compiled = spawnSync(varnishd ?? 'varnishd', ['-C', '-j', 'none', '-n', join(folder, 'work'), '-f', join(folder, 'default.vcl')], { encoding: 'utf8' });
    expect(compiled.stderr).not.toMatch(/VCL compilation failed/);
    expect(compiled.status).toBe(0);
    expect(compiled.stderr).toContain('libvmod_xkey.so');
  });
});
