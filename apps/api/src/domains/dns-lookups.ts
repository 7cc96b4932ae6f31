import { Resolver } from 'node:dns/promises';

/** Answers that mean "no such record" rather than "no answer". */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/** What a lookup found: the records' values, or `undefined` when the servers did not answer. */
export type Found = string[] | undefined;

/** Real DNS queries for the check, through `servers` (`address` or `address:port`; none: the system's). */
export class DnsLookups {
  private readonly resolver = new Resolver({ timeout: 2000, tries: 2 });

  constructor(servers: readonly string[]) {
    if (servers.length) this.resolver.setServers([...servers]);
  }

  txt(name: string): Promise<Found> {
    return this.ask(() => this.resolver.resolveTxt(name).then((records) => records.map((chunks) => chunks.join(''))));
  }

  cname(name: string): Promise<Found> {
    return this.ask(() => this.resolver.resolveCname(name).then((names) => names.map((target) => target.toLowerCase().replace(/\.$/, ''))));
  }

  ipv4(name: string): Promise<Found> {
    return this.ask(() => this.resolver.resolve4(name));
  }

  ipv6(name: string): Promise<Found> {
    return this.ask(() => this.resolver.resolve6(name));
  }

  /** The CAA `issue` values at `name` (an empty list when it has CAA records but none that issue). */
  caaIssuers(name: string): Promise<Found | 'none'> {
    return this.ask(() => this.resolver.resolveCaa(name)).then(async (records) =>
      records === undefined ? undefined : records.length === 0 ? 'none' : records.flatMap((record) => (record.issue !== undefined ? [record.issue] : [])),
    );
  }

  private async ask<T>(query: () => Promise<T[]>): Promise<T[] | undefined> {
    try {
      return await query();
    } catch (error) {
      if (NO_RECORD.has((error as { code?: string }).code ?? '')) return [];
      return undefined;
    }
  }
}
