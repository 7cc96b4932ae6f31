import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { DOMAIN_MESSAGES, normaliseHostname, redirectPartnerOf, type CustomDomain } from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { SiteChanges } from '../sites/site-changes';
import { DnsLookups } from './dns-lookups';
import { checkDomain } from './domain-check';
import { domainRecords } from './domain-records';
import { DomainStore, type DomainRecordKept } from './domain-store';

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** A school's own domain: set, replaced, removed and checked (issue #46). Each change is a change of the school's site. */
@Injectable()
export class DomainsService {
  private readonly settings: PlatformConfig['customDomains'];
  private readonly dns: DnsLookups;

  constructor(
    private readonly store: DomainStore,
    private readonly changes: SiteChanges,
    @Inject(PLATFORM_CONFIG) config: Pick<PlatformConfig, 'customDomains'>,
  ) {
    this.settings = config.customDomains;
    this.dns = new DnsLookups(this.settings.dnsServers);
  }

  async domainOf(organizationId: string): Promise<CustomDomain | null> {
    const record = await this.store.of(organizationId);
    return record ? this.view(record) : null;
  }

  /** Sets or replaces the school's domain, pending until its records prove it; the school's token stays the same. */
  async set(organizationId: string, typed: string): Promise<CustomDomain> {
    const normalised = normaliseHostname(typed, this.settings.platformHost);
    if ('problem' in normalised) throw new BadRequestException(normalised.problem);
    const { hostname } = normalised;
    await this.refuseTaken(organizationId, hostname);
    const previous = await this.store.of(organizationId);
    const record: DomainRecordKept = {
      organizationId,
      hostname,
      token: previous?.token ?? `schoolpage-verify=${randomBytes(16).toString('hex')}`,
      status: 'pending',
      problems: [],
      checkedAt: null,
      verifiedAt: null,
    };
    await this.save(record);
    return this.view(record);
  }

  async remove(organizationId: string): Promise<void> {
    if (await this.store.remove(organizationId)) this.changes.changed(organizationId);
  }

  /** Checks the school's records now; verified only when ownership and routing are right. */
  async check(organizationId: string): Promise<CustomDomain | null> {
    const previous = await this.store.of(organizationId);
    if (!previous) return null;
    const now = Date.now();
    const result = await checkDomain(previous.hostname, previous.token, this.settings, this.dns);
    const holder = await this.store.verifiedHolder(previous.hostname);
    const takenByOther = holder !== undefined && holder !== organizationId;
    const verified = result.verified && !takenByOther;
    const record: DomainRecordKept = {
      ...previous,
      // A verified domain whose records fail stays verified until the daily re-checks find it lost.
      status: verified || previous.status === 'verified' ? 'verified' : 'pending',
      problems: takenByOther ? [DOMAIN_MESSAGES.taken(previous.hostname), ...result.problems] : result.problems,
      checkedAt: now,
      verifiedAt: verified ? (previous.verifiedAt ?? now) : previous.verifiedAt,
    };
    if ((await this.store.save(record)) === 'taken') {
      record.status = 'pending';
      record.problems = [DOMAIN_MESSAGES.taken(previous.hostname), ...result.problems];
      await this.save(record);
    } else {
      this.changes.changed(organizationId);
    }
    return this.view(record);
  }

  private async refuseTaken(organizationId: string, hostname: string): Promise<void> {
    const names = [hostname, redirectPartnerOf(hostname)].filter((name): name is string => name !== null);
    const holders = await Promise.all(names.map((name) => this.store.verifiedHolder(name)));
    if (holders.some((holder) => holder !== undefined && holder !== organizationId)) throw new ConflictException(DOMAIN_MESSAGES.taken(hostname));
  }

  private async save(record: DomainRecordKept): Promise<void> {
    if ((await this.store.save(record)) === 'taken') throw new ConflictException(DOMAIN_MESSAGES.taken(record.hostname));
    this.changes.changed(record.organizationId);
  }

  private view(record: DomainRecordKept): CustomDomain {
    return {
      hostname: record.hostname,
      status: record.status,
      records: domainRecords(record.hostname, record.token, this.settings),
      problems: record.problems,
      checkedAt: iso(record.checkedAt),
      verifiedAt: iso(record.verifiedAt),
      redirectFrom: redirectPartnerOf(record.hostname),
    };
  }
}
