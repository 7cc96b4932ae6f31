import { Injectable, NotFoundException } from '@nestjs/common';
import { API_MESSAGES, sitePath } from '@schoolpage/content-contract';
import { SiteAddressService } from '../accounts/site-address.service';
import type { JsonAnswer } from '../common/json-answer';
import { PublishedSitesService } from './published-sites.service';

const ORGANIZATION_ID = /^[a-f0-9]{24}$/;
const NOT_FOUND: JsonAnswer = { status: 404, body: JSON.stringify({ success: false, message: API_MESSAGES.public.siteNotFound }) };

/**
 * The read every visitor of a school's site makes (its content), answered as JSON bytes. Used by the
 * controller and by the middleware ahead of Nest's router (hot-public-reads.ts).
 */
@Injectable()
export class PublicReadsService {
  constructor(
    private readonly published: PublishedSitesService,
    private readonly addresses: SiteAddressService,
  ) {}

  async allContent(organizationId: unknown): Promise<JsonAnswer> {
    const id = typeof organizationId === 'string' ? organizationId : '';
    const kept = ORGANIZATION_ID.test(id) ? await this.published.keptAnswer(id) : null;
    if (!kept) return NOT_FOUND;
    return { status: 200, body: kept.answer, ...(kept.expiresAt === undefined ? {} : { expiresAt: kept.expiresAt }) };
  }

  /**
   * Where a published school's site lives, `/s/<slug>`: the spec's `/web/<template>` entry, which knows the school by
   * its id, leads there. An unknown or hidden school is not found.
   */
  async siteAddress(organizationId: unknown): Promise<{ slug: string; siteUrl: string }> {
    const id = typeof organizationId === 'string' ? organizationId : '';
    const published = ORGANIZATION_ID.test(id) && (await this.published.keptAnswer(id)) !== null;
    const slug = published ? await this.addresses.slugOf(id) : undefined;
    if (!slug) throw new NotFoundException(API_MESSAGES.public.siteNotFound);
    return { slug, siteUrl: sitePath(slug) };
  }
}
