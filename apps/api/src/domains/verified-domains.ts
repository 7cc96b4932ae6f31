import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { redirectPartnerOf } from '@schoolpage/content-contract';
import { OwnDomains } from '../accounts/own-domains';
import { SiteAddressService } from '../accounts/site-address.service';
import { ChangeFeed } from '../sites/change-feed/change-feed';
import { SiteChanges } from '../sites/site-changes';
import { DomainStore, type DomainRecordKept } from './domain-store';

/** A school's verified domain as kept in memory: what a request at one of its names is served from. */
export interface VerifiedDomain {
  organizationId: string;
  /** The school's current slug (its site at `/s/<slug>` on the platform). */
  slug: string;
  /** The verified name, where the site is served. */
  hostname: string;
  /** Its www ↔ bare partner, which answers 301 to `hostname`. */
  partner?: string;
}

/**
 * Every verified school domain and its redirect partner, kept in memory so the TLS proxy's question ("may I get a
 * certificate for this name?") is answered without a database read. Kept current on every instance through the
 * change feed: a school's change re-reads that school's domain; a lost place in the feed re-reads them all.
 */
@Injectable()
export class VerifiedDomains implements OnModuleInit {
  private readonly logger = new Logger('VerifiedDomains');
  /** Each name answered for (a verified domain and its partner), and the school's domain it is. */
  private readonly byName = new Map<string, VerifiedDomain>();
  /** Each school's verified domain. */
  private readonly bySchool = new Map<string, VerifiedDomain>();
  /** Each school's verified domain by its current slug. */
  private readonly bySlug = new Map<string, VerifiedDomain>();
  /** Re-reads of each school in order, so an older answer never overwrites a newer one. */
  private readonly rereads = new Map<string, Promise<void>>();

  constructor(
    private readonly store: DomainStore,
    private readonly changes: SiteChanges,
    private readonly feed: ChangeFeed,
    private readonly addresses: SiteAddressService,
    private readonly ownDomains: OwnDomains,
  ) {}

  onModuleInit(): void {
    this.ownDomains.use((organizationId) => this.domainOf(organizationId)?.hostname);
    this.changes.onChange((organizationId) => void this.reread(organizationId));
    this.changes.onEverythingChanged(() => void this.readAll().catch((error: Error) => this.logger.error(`Domains could not be read: ${error.message}`)));
    this.feed.loading(this.readAll());
  }

  /** True when a certificate may be had for `hostname`: a verified school domain or its redirect partner. */
  has(hostname: string): boolean {
    return this.byName.has(hostname.toLowerCase().replace(/\.$/, ''));
  }

  /** The verified domain `hostname` (lower-case, no trailing dot) is, or is the redirect partner of. */
  domainAt(hostname: string): VerifiedDomain | undefined {
    return this.byName.get(hostname);
  }

  /** The verified domain of the school whose current slug is `slug`, if it has one. */
  domainOfSlug(slug: string): VerifiedDomain | undefined {
    return this.bySlug.get(slug);
  }

  /** The school's verified domain, if it has one. */
  domainOf(organizationId: string): VerifiedDomain | undefined {
    return this.bySchool.get(organizationId);
  }

  /** Re-reads one school's domain (after its change, here or on another instance). */
  reread(organizationId: string): Promise<void> {
    const next = (this.rereads.get(organizationId) ?? Promise.resolve())
      .then(async () => {
        const record = await this.store.of(organizationId);
        this.keep(organizationId, record, record?.status === 'verified' ? await this.addresses.slugOf(organizationId) : undefined);
      })
      .catch((error: Error) => this.logger.error(`A school's domain could not be read: ${error.message}`))
      .finally(() => {
        if (this.rereads.get(organizationId) === next) this.rereads.delete(organizationId);
      });
    this.rereads.set(organizationId, next);
    return next;
  }

  private async readAll(): Promise<void> {
    const verified = await this.store.allVerified();
    const slugs = await this.addresses.slugsOf(verified.map((record) => record.organizationId));
    this.byName.clear();
    this.bySchool.clear();
    this.bySlug.clear();
    for (const record of verified) this.keep(record.organizationId, record, slugs.get(record.organizationId));
  }

  private keep(organizationId: string, record: DomainRecordKept | undefined, slug: string | undefined): void {
    const before = this.bySchool.get(organizationId);
    if (before) {
      for (const name of [before.hostname, before.partner]) if (name && this.byName.get(name) === before) this.byName.delete(name);
      if (this.bySlug.get(before.slug) === before) this.bySlug.delete(before.slug);
      this.bySchool.delete(organizationId);
    }
    if (record?.status !== 'verified' || !slug) return;
    const partner = redirectPartnerOf(record.hostname);
    const domain: VerifiedDomain = { organizationId, slug, hostname: record.hostname, ...(partner ? { partner } : {}) };
    this.byName.set(record.hostname, domain);
    if (partner) this.byName.set(partner, domain);
    this.bySchool.set(organizationId, domain);
    this.bySlug.set(slug, domain);
  }
}
