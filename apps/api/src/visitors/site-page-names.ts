import { Inject, Injectable } from '@nestjs/common';
import { ENQUIRY_PAGE, ENQUIRY_SENT_PAGE, publicContent, siteLanguagesOf, siteMenuPages, type StoredSiteContent } from '@schoolpage/content-contract';
import { rememberedLoad, ShortLivedCache, stringBytes } from '../common/short-lived-cache';
import { PLATFORM_CONFIG } from '../config/config.module';
import { cacheBudget, type PlatformConfig } from '../config/platform-config';
import { TemplatePagesService } from '../public/template-pages.service';
import { SiteChanges } from '../sites/site-changes';
import { SiteRepository } from '../storage/persistence/site.repository';


/**
 * The names of the pages a published site really has at its top level (what a visitor's beacon may report): its
 * template's pages, the pages of its menu (its disclosure, its news, its own pages in the menu), the enquiry pages
 * and its home in each of its languages. Kept briefly per site and forgotten when the site changes; nothing is
 * kept for a site that does not exist or is not published.
 */
@Injectable()
export class SitePageNames {
  private readonly kept: ShortLivedCache<Promise<ReadonlySet<string> | null>>;

  constructor(
    private readonly sites: SiteRepository,
    private readonly templates: TemplatePagesService,
    changes: SiteChanges,
    @Inject(PLATFORM_CONFIG) config: Pick<PlatformConfig, 'publicCacheMs'> & Partial<Pick<PlatformConfig, 'cacheBytes'>>,
  ) {
    this.kept = new ShortLivedCache(Math.max(config.publicCacheMs, 60_000), cacheBudget(config, 'sitePageNames'));
    changes.onChange((organizationId) => this.kept.delete(organizationId));
    changes.onEverythingChanged(() => this.kept.clear());
  }

  /** Whether the published site of `organizationId` has the page `page` ('' is its home). */
  async has(organizationId: string, page: string, now = Date.now()): Promise<boolean> {
    const names = await rememberedLoad(this.kept, organizationId, now, () => this.load(organizationId), pageNamesBytes);
    return names?.has(page) ?? false;
  }

  private async load(organizationId: string): Promise<ReadonlySet<string> | null> {
    const site = await this.sites.find(organizationId);
    if (!site?.isPublish) return null;
    return pageNamesOf(this.templates.templatePages(site.templateName), site.content);
  }
}

/** The top-level page names of a site with these template pages and this content. */
export function pageNamesOf(templatePages: readonly string[], stored: StoredSiteContent): ReadonlySet<string> {
  const content = publicContent(stored);
  // Every site takes enquiries on its own pages, in every template (site-pages.service.ts).
  const names = new Set<string>([...templatePages, ENQUIRY_PAGE, ENQUIRY_SENT_PAGE]);
  for (const entry of siteMenuPages(templatePages.map((page) => ({ label: '', page })), content)) names.add(entry.page);
  for (const language of siteLanguagesOf(content).languages) names.add(language);
  return names;
}

/** What a site's page names are counted as in memory; nothing is kept for a site that is not published. */
function pageNamesBytes(names: ReadonlySet<string> | null): number | undefined {
  if (names === null) return undefined;
  let bytes = 64;
  for (const name of names) bytes += 32 + stringBytes(name);
  return bytes;
}
