import { Inject, Injectable } from '@nestjs/common';
import { DISCLOSURE_PAGE, itemPagesAt, pathBelow, sitePath } from '@schoolpage/content-contract';
import { SiteAddressService } from '../accounts/site-address.service';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { VerifiedDomains } from '../domains/verified-domains';
import { SiteRepository, type SiteSummary } from '../storage/persistence/site.repository';
import { sitemapIndexXml, urlSetXml, type SitemapEntry } from './sitemap-xml';
import { TemplatePagesService } from './template-pages.service';

/** Sites read from the database at a time. */
const SITES_PER_READ = 1000;

/** How the published sites' addresses are split into sitemap files. */
type SitemapPlan = { split: false } | { split: true; files: number; sitesPerFile: number };

/**
 * The sitemap of every page of every published school (`/s/<slug>`, each page of its template and its Mandatory
 * Public Disclosure when it has one),
 * each dated by the site's last change. Up to SITEMAP_URLS_PER_FILE addresses (50,000, the
 * protocol's limit) it is one file; beyond, /sitemap.xml is an index of /sitemap-1.xml, /sitemap-2.xml…
 * each holding whole sites. Sites are read page by page. A school with a verified domain is listed at its addresses
 * there (issue #46); at that domain, /sitemap.xml lists that school's pages alone (`schoolSitemap`).
 */
@Injectable()
export class SitemapService {
  private readonly urlsPerFile: number;

  constructor(
    private readonly sites: SiteRepository,
    private readonly addresses: SiteAddressService,
    private readonly pages: TemplatePagesService,
    @Inject(PLATFORM_CONFIG) config: Pick<PlatformConfig, 'sitemapUrlsPerFile'>,
    private readonly domains: VerifiedDomains,
  ) {
    this.urlsPerFile = config.sitemapUrlsPerFile;
  }

  /** `/sitemap.xml`: every address, or the index of the parts when there are too many for one file. */
  async sitemap(origin: string): Promise<string> {
    const plan = await this.plan();
    if (!plan.split) return urlSetXml(await this.entries(origin, 0, Number.POSITIVE_INFINITY));
    return sitemapIndexXml(Array.from({ length: plan.files }, (_, i) => `${origin}/sitemap-${i + 1}.xml`));
  }

  /** `/sitemap-<part>.xml` (from 1), or undefined when the sitemap has no such part. */
  async part(origin: string, part: number): Promise<string | undefined> {
    const plan = await this.plan();
    if (!plan.split || !Number.isInteger(part) || part < 1 || part > plan.files) return undefined;
    return urlSetXml(await this.entries(origin, (part - 1) * plan.sitesPerFile, plan.sitesPerFile));
  }

  /** `/sitemap.xml` at a school's own domain (`origin`): that school's pages alone, or undefined when it publishes none. */
  async schoolSitemap(organizationId: string, origin: string): Promise<string | undefined> {
    let after: string | undefined;
    for (;;) {
      const page = await this.sites.listSites({ publishedOnly: true, ...(after === undefined ? {} : { after }), limit: SITES_PER_READ });
      const site = page.find((candidate) => candidate.organizationId === organizationId);
      if (site) return urlSetXml(this.siteEntries(site, origin, ''));
      if (page.length < SITES_PER_READ) return undefined;
      after = page[page.length - 1].organizationId;
    }
  }

  private async plan(): Promise<SitemapPlan> {
    const counts = await this.sites.countPublishedByTemplate();
    let sites = 0;
    let urls = 0;
    for (const [template, count] of Object.entries(counts)) {
      sites += count;
      // Room for each site's Mandatory Public Disclosure page, which any school may have.
      urls += count * (this.pagesOf(template).length + 1);
    }
    if (urls <= this.urlsPerFile) return { split: false };
    const sitesPerFile = Math.max(1, Math.floor(this.urlsPerFile / (this.pages.mostPages(Object.keys(counts)) + 1)));
    return { split: true, files: Math.ceil(sites / sitesPerFile), sitesPerFile };
  }

  /** A template's pages, never more than one file holds. */
  private pagesOf(template: string): string[] {
    return this.pages.templatePages(template).slice(0, this.urlsPerFile);
  }

  /** The addresses of `count` published sites after skipping `skip`, in organisation id order. */
  private async entries(origin: string, skip: number, count: number): Promise<SitemapEntry[]> {
    const entries: SitemapEntry[] = [];
    let after: string | undefined;
    let left = count;
    while (left > 0) {
      const page: SiteSummary[] = await this.sites.listSites({
        publishedOnly: true,
        ...(after === undefined ? { skip } : { after }),
        limit: Math.min(SITES_PER_READ, left),
      });
      if (page.length === 0) break;
      const slugs = await this.addresses.slugsOf(page.map((site) => site.organizationId));
      for (const site of page) {
        const slug = slugs.get(site.organizationId);
        if (!slug) continue;
        // A school with its own verified domain is listed there, its pages at the root.
        const domain = this.domains.domainOf(site.organizationId);
        entries.push(...(domain ? this.siteEntries(site, `https://${domain.hostname}`, '') : this.siteEntries(site, origin, sitePath(slug))));
      }
      left -= page.length;
      after = page[page.length - 1].organizationId;
    }
    return entries;
  }

  /** The addresses of one published site below `root` on `origin` (its pages, disclosure and items, in each language). */
  private siteEntries(site: SiteSummary, origin: string, root: string): SitemapEntry[] {
    const entries: SitemapEntry[] = [];
    const pages = this.pagesOf(site.templateName);
    const itemPages = itemPagesAt(site.itemPages, Date.now());
    const [byDefault, ...others] = site.languages ?? [];
    for (const sitePage of [...pages, ...(site.hasDisclosure ? [DISCLOSURE_PAGE] : []), ...itemPages]) {
      if (others.length === 0) {
        entries.push({ loc: `${origin}${pathBelow(root, sitePage)}`, lastmod: site.updatedAt });
        continue;
      }
      // A site in several languages: the page's address in each, every one naming all (#29).
      const inLanguage = (language: string) => `${origin}${pathBelow(root, language === byDefault ? sitePage : [language, sitePage].filter(Boolean).join('/'))}`;
      const alternates = [byDefault, ...others].map((language) => ({ hreflang: language, href: inLanguage(language) }));
      alternates.push({ hreflang: 'x-default', href: inLanguage(byDefault) });
      for (const language of [byDefault, ...others]) entries.push({ loc: inLanguage(language), lastmod: site.updatedAt, alternates });
    }
    return entries;
  }
}
