import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { redirectPartnerOf } from '@schoolpage/content-contract';
import { ChangeFeed } from '../sites/change-feed/change-feed';
import { SiteChanges } from '../sites/site-changes';
import { DomainStore, type DomainRecordKept } from './domain-store';

/**
 * Every verified school domain and its redirect partner, kept in memory so the TLS proxy's question ("may I get a
 * certificate for this name?") is answered without a database read. Kept current on every instance through the
 * change feed: a school's change re-reads that school's domain; a lost place in the feed re-reads them all.
 */
@Injectable()
export class VerifiedDomains implements OnModuleInit {
  private readonly logger = new Logger('VerifiedDomains');
  /** Each name answered for, and the school it is for. */
  private readonly schoolOf = new Map<string, string>();
  /** The names answered for each school. */
  private readonly namesOf = new Map<string, string[]>();
  /** Re-reads of each school in order, so an older answer never overwrites a newer one. */
  private readonly rereads = new Map<string, Promise<void>>();

  constructor(
    private readonly store: DomainStore,
    private readonly changes: SiteChanges,
    private readonly feed: ChangeFeed,
  ) {}

  onModuleInit(): void {
    this.changes.onChange((organizationId) => void this.reread(organizationId));
    this.changes.onEverythingChanged(() => void this.readAll().catch((error: Error) => this.logger.error(`Domains could not be read: ${error.message}`)));
    this.feed.loading(this.readAll());
  }

  /** True when a certificate may be had for `hostname`: a verified school domain or its redirect partner. */
  has(hostname: string): boolean {
    return this.schoolOf.has(hostname.toLowerCase().replace(/\.$/, ''));
  }

  /** Re-reads one school's domain (after its change, here or on another instance). */
  reread(organizationId: string): Promise<void> {
    const next = (this.rereads.get(organizationId) ?? Promise.resolve())
      .then(async () => this.keep(organizationId, await this.store.of(organizationId)))
      .catch((error: Error) => this.logger.error(`A school's domain could not be read: ${error.message}`))
      .finally(() => {
        if (this.rereads.get(organizationId) === next) this.rereads.delete(organizationId);
      });
    this.rereads.set(organizationId, next);
    return next;
  }

  private async readAll(): Promise<void> {
    const verified = await this.store.allVerified();
    this.schoolOf.clear();
    this.namesOf.clear();
    for (const record of verified) this.keep(record.organizationId, record);
  }

  private keep(organizationId: string, record: DomainRecordKept | undefined): void {
    for (const name of this.namesOf.get(organizationId) ?? []) {
      if (this.schoolOf.get(name) === organizationId) this.schoolOf.delete(name);
    }
    this.namesOf.delete(organizationId);
    if (record?.status !== 'verified') return;
    const partner = redirectPartnerOf(record.hostname);
    const names = partner ? [record.hostname, partner] : [record.hostname];
    for (const name of names) this.schoolOf.set(name, organizationId);
    this.namesOf.set(organizationId, names);
  }
}
