import { BadRequestException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { API_MESSAGES, sitePath, SLUG_RULES, slugProblem } from '@schoolpage/content-contract';
import { randomInt } from 'node:crypto';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { SiteChanges } from '../sites/site-changes';
import { SiteAddressRepository } from '../storage/persistence/site-address.repository';
import { isReservedSlug, slugFromName, slugWithNumber, trimSlug } from './slug-from-name';

/** What a slug in a public address leads to: the school's site, or (an old or mistyped slug) its current slug. */
export type SiteAddressResolution = { organizationId: string } | { movedTo: string } | undefined;

/** How many numbered slugs are tried before a random number is used. */
const NUMBERED_TRIES = 5;
/** Sites read per page when old accounts are given their slug. */
const BACKFILL_PAGE = 500;

/**
 * A school's permanent address `/s/<slug>`: made from its name at sign-up, changed by the admin, and
 * resolved for visitors. Every slug a school ever had stays its own and leads to its current one.
 */
@Injectable()
export class SiteAddressService {
  private readonly logger = new Logger('SiteAddress');

  constructor(
    private readonly addresses: SiteAddressRepository,
    private readonly changes: SiteChanges,
    @Inject(PLATFORM_CONFIG) private readonly config: Pick<PlatformConfig, 'publicOrigin'>,
  ) {}

  /** Where `slug` leads: the school holding it now, or the current slug of the school that held it. */
  async resolve(slug: string): Promise<SiteAddressResolution> {
    const lower = slug.toLowerCase();
    const holder = await this.addresses.holderOf(lower);
    if (!holder) return undefined;
    const current = await this.addresses.currentSlug(holder);
    if (!current) return undefined;
    return current === slug ? { organizationId: holder } : { movedTo: current };
  }

  /** The school's current slug. */
  slugOf(organizationId: string): Promise<string | undefined> {
    return this.addresses.currentSlug(organizationId);
  }

  /** The current slugs of many schools at once (those without one are left out). */
  slugsOf(organizationIds: readonly string[]): Promise<Map<string, string>> {
    return this.addresses.currentSlugs(organizationIds);
  }

  /** The school's slug, made from `organizationName` when it has none yet. */
  async ensure(organizationId: string, organizationName: string): Promise<string> {
    const current = await this.addresses.currentSlug(organizationId);
    if (current) return current;
    for await (const candidate of this.candidates(organizationName)) {
      if ((await this.addresses.claim(organizationId, candidate)) === 'claimed') return candidate;
    }
    throw new Error('Slug candidates never run out.');
  }

  /**
   * Slugs for a school named `organizationName`, to claim one after another until one is free: the name's
   * slug (unless reserved), then the next free numbered ones, then random numbers, without end.
   */
  async *candidates(organizationName: string): AsyncGenerator<string> {
    const base = slugFromName(organizationName);
    if (!isReservedSlug(base)) yield base;
    for (let attempt = 0; attempt < NUMBERED_TRIES; attempt++) yield await this.nextNumbered(base);
    for (;;) yield slugWithNumber(base, randomInt(10_000, 1_000_000_000));
  }

  /** `base-n` with the smallest n ≥ 2 no school holds or held (the base is shortened for long numbers). */
  private async nextNumbered(base: string): Promise<string> {
    for (let digits = 1; digits <= 9; digits++) {
      const stem = trimSlug(base, SLUG_RULES.maxLength - 1 - digits);
      const taken = new Set(await this.addresses.numbersTaken(stem));
      for (let n = Math.max(2, 10 ** (digits - 1)); n < 10 ** digits; n++) {
        if (!taken.has(n)) return slugWithNumber(stem, n);
      }
    }
    return slugWithNumber(base, randomInt(10_000, 1_000_000_000));
  }

  /**
   * Makes `requested` the school's address. Refused, changing nothing: a slug against the rules or
   * reserved (400), the current slug (400), one another school holds or held (409).
   */
  async change(organizationId: string, requested: string): Promise<string> {
    const slug = requested.trim();
    const problem = slugProblem(slug);
    if (problem) throw new BadRequestException(problem);
    if ((await this.addresses.currentSlug(organizationId)) === slug) throw new BadRequestException(API_MESSAGES.address.unchanged);
    if ((await this.addresses.claim(organizationId, slug)) === 'taken') throw new ConflictException(API_MESSAGES.address.taken);
    this.changes.changed(organizationId);
    return slug;
  }

  /** The absolute address of a school's site: on PUBLIC_ORIGIN when configured, else on the origin the request came to. */
  siteUrl(slug: string, requestOrigin: string): string {
    return `${(this.config.publicOrigin ?? requestOrigin).replace(/\/+$/, '')}${sitePath(slug)}`;
  }

  /**
   * Gives every school without a slug one (schools that signed up before addresses existed); safe to run again.
   * The store names the schools without one, so a start over schools that all have one reads none of them.
   */
  async backfill(): Promise<number> {
    let given = 0;
    for (;;) {
      const page = await this.addresses.withoutAddress(BACKFILL_PAGE);
      if (page.length === 0) return given;
      for (const site of page) await this.ensure(site.organizationId, site.organizationName);
      given += page.length;
    }
  }
}
