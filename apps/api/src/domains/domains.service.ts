import { BadRequestException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { DASHBOARD_ROUTE, DOMAIN_MESSAGES, normaliseHostname, redirectPartnerOf, type CustomDomain } from '@schoolpage/content-contract';
import { randomBytes } from 'node:crypto';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { mailLinkOrigin } from '../mail/mail-links';
import { Mailer } from '../mail/mailer';
import { SiteChanges } from '../sites/site-changes';
import { AccountRepository } from '../storage/persistence/account.repository';
import { MemberRepository } from '../storage/persistence/member.repository';
import { DnsLookups } from './dns-lookups';
import { checkDomain } from './domain-check';
import { DomainClock } from './domain-clock';
import { domainRecords } from './domain-records';
import { standingAfterCheck } from './domain-status';
import { domainStatusMail } from './domain-status-mails';
import { DomainStore, type DomainRecordKept } from './domain-store';

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/**
 * A school's own domain: set, replaced, removed and checked (issue #46). Each change is a change of the school's
 * site; each change of status a check makes is e-mailed to the school's owners.
 */
@Injectable()
export class DomainsService {
  private readonly logger = new Logger('Domains');
  private readonly settings: PlatformConfig['customDomains'];
  private readonly dns: DnsLookups;
  private readonly profileLink: string;

  constructor(
    private readonly store: DomainStore,
    private readonly changes: SiteChanges,
    private readonly clock: DomainClock,
    private readonly mailer: Mailer,
    private readonly members: MemberRepository,
    private readonly accounts: AccountRepository,
    @Inject(PLATFORM_CONFIG) config: Pick<PlatformConfig, 'customDomains' | 'publicOrigin' | 'port'>,
  ) {
    this.settings = config.customDomains;
    this.dns = new DnsLookups(this.settings.dnsServers);
    this.profileLink = `${mailLinkOrigin(config)}${DASHBOARD_ROUTE}/profile`;
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
      setAt: this.clock.now(),
      failingSince: null,
    };
    await this.save(record);
    return this.view(record);
  }

  async remove(organizationId: string): Promise<void> {
    if (await this.store.remove(organizationId)) this.changes.changed(organizationId);
  }

  /** Checks the school's records now ("Check now"); verified only when ownership and routing are right. */
  async check(organizationId: string): Promise<CustomDomain | null> {
    const previous = await this.store.of(organizationId);
    if (!previous) return null;
    const checked = await this.recheck(previous);
    return checked ? this.view(checked) : this.domainOf(organizationId);
  }

  /**
   * Checks the records of `previous` (a kept domain) now, for "Check now" or the automatic re-checks, and keeps what
   * was found: undefined when the school removed or replaced the domain while its records were looked up.
   */
  async recheck(previous: DomainRecordKept): Promise<DomainRecordKept | undefined> {
    const { organizationId, hostname } = previous;
    const now = this.clock.now();
    const result = await checkDomain(hostname, previous.token, this.settings, this.dns);
    const holder = await this.store.verifiedHolder(hostname);
    const takenByOther = holder !== undefined && holder !== organizationId;
    const taken = [DOMAIN_MESSAGES.taken(hostname), ...result.problems];
    const current = await this.store.of(organizationId);
    if (current?.hostname !== hostname || current.token !== previous.token) return undefined;
    let record: DomainRecordKept = {
      ...current,
      ...standingAfterCheck(current, result.verified && !takenByOther, now, result.unanswered),
      problems: takenByOther ? taken : result.problems,
      checkedAt: now,
    };
    if ((await this.store.save(record)) === 'taken') {
      record = { ...record, ...standingAfterCheck(current, false, now), problems: taken };
      await this.save(record);
    } else {
      this.changes.changed(organizationId);
    }
    if (record.status !== current.status) await this.tellOwners(record);
    return record;
  }

  /** E-mails each owner of the school its domain's new status; a mail that fails is logged, the check stands. */
  private async tellOwners(record: DomainRecordKept): Promise<void> {
    try {
      const [account, team] = await Promise.all([this.accounts.findById(record.organizationId), this.members.list(record.organizationId)]);
      // A school from before teams has its account's address as its one owner.
      const owners = team.filter((member) => member.role === 'owner' && member.email).map((member) => member.email);
      const to = owners.length ? owners : account?.email ? [account.email] : [];
      await Promise.all(to.map((address) => this.mailer.send(domainStatusMail(address, account?.organizationName ?? '', record.hostname, record.status, this.profileLink))));
    } catch (error) {
      this.logger.warn(`The owners of ${record.organizationId} could not be told that ${record.hostname} is ${record.status}: ${String(error)}`);
    }
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
