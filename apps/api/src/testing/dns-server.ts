import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DNSMASQ = '/usr/sbin/dnsmasq';

/** A free UDP port on loopback. */
async function freeUdpPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

/** A CAA record's data in dnsmasq's `dns-rr` hex: flags 0, the tag, its value. */
export function caaRecord(name: string, tag: 'issue' | 'issuewild' | 'iodef', value: string): string {
  const hex = (text: string) => Buffer.from(text, 'ascii').toString('hex');
  return `dns-rr=${name},257,00${tag.length.toString(16).padStart(2, '0')}${hex(tag)}${hex(value)}`;
}

/**
 * An authoritative DNS server on loopback (Debian's dnsmasq) whose records a test writes, in dnsmasq's own lines
 * (`txt-record=`, `cname=`, `host-record=`, `dns-rr=`). `zones` are answered only from these records (a name not
 * there does not exist). Fails with a clear message when dnsmasq is not installed: tests of real DNS never skip.
 */
export class DnsServer {
  private process?: ChildProcess;
  private readonly dir = mkdtempSync(join(tmpdir(), 'dnsmasq-'));

  private constructor(
    readonly port: number,
    private readonly zones: readonly string[],
  ) {}

  static async start(zones: readonly string[], records: readonly string[] = []): Promise<DnsServer> {
    if (!existsSync(DNSMASQ)) throw new Error(`${DNSMASQ} is not installed: install Debian's dnsmasq package (apt-get install dnsmasq-base) to run the DNS tests.`);
    // dnsmasq listens on TCP as well: a port free for UDP may be another process's TCP port, then another is tried.
    for (let attempt = 1; ; attempt++) {
      const server = new DnsServer(await freeUdpPort(), zones);
      try {
        await server.serve(records);
        return server;
      } catch (error) {
        await server.close();
        if (attempt === 5 || !String(error).includes('Address already in use')) throw error;
      }
    }
  }

  /** `address:port`, as DNS_SERVERS takes it. */
  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** Serves `records` from now on (dnsmasq reads its file only at start, so it is started again). */
  async serve(records: readonly string[]): Promise<void> {
    await this.stop();
    const file = join(this.dir, 'dnsmasq.conf');
    writeFileSync(file, [...this.zones.map((zone) => `local=/${zone}/`), ...records, ''].join('\n'));
    const child = spawn(
      DNSMASQ,
      ['--no-daemon', '--no-resolv', '--no-hosts', `--port=${this.port}`, '--listen-address=127.0.0.1', '--bind-interfaces', `--conf-file=${file}`],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    this.process = child;
    const stopped = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`dnsmasq stopped (${code}): ${errors}`))));
    stopped.catch(() => undefined);
    await Promise.race([this.answering(), stopped]);
  }

  /** Resolves once the server answers a question (that a name does not exist is an answer), within 5 s. */
  private async answering(): Promise<void> {
    const resolver = new Resolver({ timeout: 100, tries: 1 });
    resolver.setServers([this.address]);
    const question = `answering.${this.zones[0] ?? 'test'}`;
    for (const started = Date.now(); ; await new Promise((wait) => setTimeout(wait, 10))) {
      const code = await resolver.resolveTxt(question).then(
        () => 'answered',
        (error: NodeJS.ErrnoException) => error.code,
      );
      if (code === 'answered' || code === 'ENOTFOUND' || code === 'ENODATA') return;
      if (Date.now() - started > 5000) throw new Error(`dnsmasq did not answer on ${this.address} within 5 s (${code})`);
    }
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  async close(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
