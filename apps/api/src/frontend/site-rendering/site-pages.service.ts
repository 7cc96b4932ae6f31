import { Inject, Injectable } from '@nestjs/common';
import {
  contentAt,
  currentPageName,
  DRAFT_PREVIEW_BANNER,
  ENQUIRY_PAGE,
  nextContentChange,
  publicContent,
  enquiryRepliesIn,
  siteEnquiry,
  siteFeeds,
  siteMenuPages,
  pathBelow,
  sitePath,
  siteRoot,
  translatedContent,
  TEMPLATE_MODULES,
  untranslatedFields,
  UPDATES_PAGE,
  updatesWordsIn,
  WEB_ROUTE,
  withDraftsShown,
  type SiteContent,
  type TemplateDescriptor,
  type UntranslatedFields,
} from '@schoolpage/content-contract';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { join } from 'node:path';
import { SiteAddressService } from '../../accounts/site-address.service';
import { EnquiryFormTokens } from '../../enquiries/enquiry-form-token';
import { PLATFORM_CONFIG } from '../../config/config.module';
import { cacheBudget, type PlatformConfig } from '../../config/platform-config';
import { PLATFORM_STORE } from '../../platform/platform-store';
import { RemoteRegistryService } from '../../platform/remote-registry.service';
import { SiteChanges } from '../../sites/site-changes';
import { SiteRepository } from '../../storage/persistence/site.repository';
import type { ObjectStore } from '@schoolpage/object-store';
import { bundleFileReader } from '../bundle-files';
import { manifestReader } from '../manifest-reader';
import { remoteEntryUrl, templateFiles, type PageHint } from '../page-hints';
import { ImageDimensions, itemPage, pageLang, shareImageUrl, siteHead } from '../seo';
import { FileStore } from '../../files/file-store';
import { keptPage, type KeptPage } from './kept-page';
import { pageInLanguage, type PageInLanguage } from './page-language';
import { ScriptIntegrity } from '../../security/script-integrity';
import { inlineStylesOf } from '../../security/inline-styles';
import { pagePolicy } from '../../security/security-headers';
import { siteCacheKey, templateCacheKey } from '../../common/cdn-caching';
import { KnownAddresses } from './known-addresses';
import { classesOf, criticalCss } from './critical-css';
import { pageContent, pageUntranslated } from './page-content';
import { withUrlsFromPage } from './stylesheet-urls';
import { RenderedPageCache } from './rendered-page-cache';
import { siteDocument, sitePageTemplate, type SiteDocumentParts } from './site-document';
import { pagePath, SiteRenderer } from './site-renderer';
import { TemplateRuntime } from './template-runtime';

/** What a request for a page of a school's site gets. */
export type SitePageAnswer =
  /**
   * `noStore`: made for this request alone (the enquiry page, whose form carries the time it was made), kept nowhere.
   * `status` 404: the school's own "not found" page, for a page its site does not have.
   */
  | { kind: 'page'; html: string; contentSecurityPolicy: string; noindex: boolean; kept?: KeptPage; noStore?: boolean; status?: 404 }
  | { kind: 'moved'; location: string }
  | { kind: 'notFound' }
  /** The page could not be rendered on the server at all: the browser renders it (the shell's page). */
  | { kind: 'unrendered' };

export interface SitePageVisit {
  /** The school's slug and the page below it ('' for home). */
  slug: string;
  page: string;
  /** The origin the visitor uses (PUBLIC_ORIGIN when configured; `https://<domain>` at the school's own domain). */
  origin: string;
  /** Asked at the school's own verified domain (domains/school-host.ts): its pages live at the root there. */
  atOwnDomain?: boolean;
  /** Whether the page rendered may be kept for the next visitors (kept-page-origins.ts): never for an unknown Host. */
  keep?: boolean;
  /** The signed-in admin's organisation, if any: the only visitor who sees a hidden site. */
  viewerOrganizationId?: string;
  /** The preview query was given (DRAFT_PREVIEW_QUERY): the school's own member sees its drafts, never kept. */
  preview?: boolean;
}

/** The notice an admin sees above their own hidden site, and where to publish it. */
export const HIDDEN_SITE_BANNER = {
  text: 'Only you can see this: your site is hidden',
  link: { href: '/dashboard/profile', text: 'Publish it from your dashboard' },
} as const;

/**
 * The pages of schools' sites as complete HTML: `/s/<slug>[/<page>]` rendered by the school's own
 * template on the server (content, title, description, share tags, JSON-LD), and the sample previews
 * of the templates. A school's page shows its alert while the alert shows and links its feeds. Published pages
 * are kept once rendered, until the site, its address, its template or the template's registry entry changes,
 * or the school's alert appears or goes.
 */
@Injectable()
export class SitePagesService {
  private readonly renderer: SiteRenderer;
  private readonly pageTemplate: () => Promise<string | undefined>;
  private readonly manifests: ReturnType<typeof manifestReader>;
  private readonly files: ReturnType<typeof bundleFileReader>;
  private readonly cache: RenderedPageCache;
  private readonly knownAddresses: KnownAddresses;
  /** Sizes of the schools' stored pictures, for the share picture's width and height. */
  private readonly imageSizes: ImageDimensions;
  /** The time pages are rendered at (what is published then, when they next change): tests set it. */
  clock: () => number = () => Date.now();

  constructor(
    @Inject(PLATFORM_CONFIG) { frontendDir, ...config }: Pick<PlatformConfig, 'frontendDir'> & Partial<Pick<PlatformConfig, 'cacheBytes'>>,
    @Inject(PLATFORM_STORE) store: ObjectStore,
    @Inject(RemoteRegistryService) private readonly registry: Pick<RemoteRegistryService, 'remotes' | 'templates' | 'fingerprint'>,
    @Inject(SiteAddressService) private readonly addresses: Pick<SiteAddressService, 'resolve'>,
    @Inject(SiteRepository) private readonly sites: Pick<SiteRepository, 'find'>,
    @Inject(SiteChanges) changes: Pick<SiteChanges, 'onChange' | 'onEverythingChanged'>,
    files: FileStore,
    private readonly scripts: ScriptIntegrity,
    @Inject(EnquiryFormTokens) private readonly enquiryTokens: Pick<EnquiryFormTokens, 'issue'>,
  ) {
    this.cache = new RenderedPageCache(undefined, cacheBudget(config, 'keptPages'));
    this.knownAddresses = new KnownAddresses(cacheBudget(config, 'resolvedAddresses'));
    this.imageSizes = new ImageDimensions(files);
    this.manifests = manifestReader(frontendDir, store);
    this.files = bundleFileReader(frontendDir, store);
    const runtime = new TemplateRuntime({ manifest: this.manifests, file: this.files });
    this.renderer = new SiteRenderer(runtime, registry);
    this.pageTemplate = sitePageTemplate(join(frontendDir, 'apps/shell/site.html'));
    changes.onChange((organizationId) => {
      this.cache.forget(organizationId);
      this.knownAddresses.forget(organizationId);
    });
    changes.onEverythingChanged(() => {
      this.cache.clear();
      this.knownAddresses.clear();
    });
  }

  /** A page of a school's site at its permanent address. */
  async schoolPage(visit: SitePageVisit): Promise<SitePageAnswer> {
    const address = await this.knownAddresses.resolve(visit.slug, (slug) => this.addresses.resolve(slug));
    if (!address) return { kind: 'notFound' };
    if ('movedTo' in address) return { kind: 'moved', location: sitePath(address.movedTo, visit.page) };

    const { organizationId } = address;
    const registry = await this.registry.fingerprint();
    const isOwner = visit.viewerOrganizationId === organizationId;
    const preview = visit.preview === true && isOwner;
    const cached = preview ? undefined : this.cache.get(organizationId, visit.page, visit.origin, registry);
    if (cached) return { kind: 'page', html: cached.html, contentSecurityPolicy: cached.contentSecurityPolicy, noindex: false, kept: cached };

    const site = await this.sites.find(organizationId);
    if (!site || !site.content.organizationName || (!site.isPublish && !isOwner)) return { kind: 'notFound' };
    // The default language keeps /s/<slug>/…; another is /s/<slug>/<lang>/… (#29). At the school's own domain, the same below its root.
    const root = siteRoot(visit.slug, visit.atOwnDomain === true);
    const inLanguage = pageInLanguage(site.content, root, visit.page, visit.origin);
    if (inLanguage === 'withoutDefaultCode') return { kind: 'moved', location: pathBelow(root, visit.page.split('/').slice(1).join('/')) };
    // A page a template once named otherwise (`course`, `resource`, `notice`) lives at its one address whatever the template.
    const current = currentPageName(inLanguage.page);
    if (current !== undefined) return { kind: 'moved', location: pagePath(inLanguage.basePath, current) };
    const content = inLanguage.isDefault ? site.content : translatedContent(site.content, inLanguage.language.code);
    const hidden = !site.isPublish;
    const now = this.clock();
    // The enquiry page is made for each request: its form's token (when the server made it: the start of the fill time
    // without script) is then the visitor's own. Kept pages carry none: a form's script asks for a fresh one.
    const madeForThisRequest = inLanguage.page === ENQUIRY_PAGE;
    const shown = publicContent(content);
    if (preview) Object.assign(shown, { pages: withDraftsShown(shown.pages, now), news: withDraftsShown(shown.news, now) });
    const answer = await this.render({
      content: {
        ...contentAt({ ...shown, alert: content.alert }, now),
        feeds: siteFeeds(visit.origin, visit.slug, root),
        origin: visit.origin,
        organizationId,
        // The form in the page's language: it sends the language back, so the API answers and stores the purpose in it.
        enquiry: siteEnquiry(organizationId, content, madeForThisRequest ? this.enquiryTokens.issue(organizationId, now) : undefined, {
          language: inLanguage.language.code,
          replies: enquiryRepliesIn(inLanguage.language.code),
        }),
      },
      templateName: site.templateName,
      basePath: inLanguage.basePath,
      page: inLanguage.page,
      origin: visit.origin,
      slug: visit.slug,
      root,
      noindex: hidden || preview,
      banner: preview ? DRAFT_PREVIEW_BANNER : hidden ? HIDDEN_SITE_BANNER : undefined,
      language: inLanguage,
      untranslated: untranslatedFields(site.content, inLanguage.language.code),
      drawUnknownPage: true,
    });
    if (answer.kind !== 'page') return answer;
    // A page the school does not have: its own "not found" page, kept nowhere (nothing is kept for what does not exist).
    if (answer.unknownPage) return { kind: 'page', html: answer.html, contentSecurityPolicy: answer.contentSecurityPolicy, noindex: true, status: 404 };
    if (preview) return { ...answer, noindex: true, noStore: true };
    if (hidden) return { ...answer, noindex: true };
    if (madeForThisRequest) return { ...answer, noindex: false, noStore: true };
    const kept = keptPage(
      answer.html,
      answer.contentSecurityPolicy,
      `${siteCacheKey(organizationId)} ${templateCacheKey(site.templateName)}`,
      nextContentChange(site.content, now),
    );
    if (visit.keep) this.cache.set(organizationId, visit.page, visit.origin, registry, kept);
    return { ...answer, noindex: false, kept };
  }

  /**
   * A published page already rendered and still current, found without the database (the school's slug
   * was resolved before): what the server answers first, before anything else looks at the request.
   */
  async keptPage(slug: string, page: string, origin: string): Promise<KeptPage | undefined> {
    const organizationId = this.knownAddresses.known(slug);
    if (!organizationId) return undefined;
    return this.cache.get(organizationId, page, origin, await this.registry.fingerprint());
  }

  /** A template's sample preview, `/web/<template>?source=sample-template`, rendered like a school's site. */
  async samplePage(templateName: string, page: string, search: string, origin: string): Promise<SitePageAnswer> {
    const templates: TemplateDescriptor[] = await this.registry.templates();
    if (!templates.some((t) => t.name === templateName && t.availability === 'available')) return { kind: 'unrendered' };
    const current = currentPageName(page);
    if (current !== undefined) return { kind: 'moved', location: pagePath(`${WEB_ROUTE}/${templateName}`, current) };
    const answer = await this.render({
      content: SAMPLE_SITE_CONTENT,
      templateName,
      basePath: `${WEB_ROUTE}/${templateName}`,
      page,
      search,
      origin,
      noindex: true,
    });
    return answer.kind === 'page' ? { ...answer, noindex: true } : answer;
  }

  private async render(request: {
    content: SiteContent;
    templateName: string;
    basePath: string;
    page: string;
    origin: string;
    search?: string;
    slug?: string;
    /** Where the school's site lives on the origin's host (siteRoot). */
    root?: string;
    noindex: boolean;
    banner?: SiteDocumentParts['banner'];
    /** The page's language among the site's (a school's page); English, alone, otherwise. */
    language?: PageInLanguage;
    /** The school's fields the page shows in the default language (a page in another). */
    untranslated?: UntranslatedFields;
    /** A page the site does not have is drawn as the template's own "not found" page (`unknownPage` in the answer). */
    drawUnknownPage?: boolean;
  }): Promise<
    { kind: 'page'; html: string; contentSecurityPolicy: string; unknownPage?: boolean } | { kind: 'notFound' } | { kind: 'unrendered' }
  > {
    const language = request.language?.language.code;
    const [rendered, pageTemplate] = await Promise.all([this.renderer.render({ ...request, language }), this.pageTemplate()]);
    if (!rendered.found) return rendered.reason === 'unknownPage' ? { kind: 'notFound' } : { kind: 'unrendered' };
    if (!pageTemplate) return { kind: 'unrendered' };
    const manifest = await this.manifests(rendered.remote.entry);
    // Every page's styles, its pages' own chunks' too, of which the page carries what it shows (firstPaintStyles): it
    // looks right before its script runs (and without it).
    // Its script takes the page over with the template's Site alone (apps/shell hydrate-site.tsx): no contract.
    const { files, stylesheets } = manifest
      ? await this.readStylesheets(templateFiles(rendered.remote.entry, manifest, { laterStyles: true, modules: [TEMPLATE_MODULES.site] }))
      : { files: [], stylesheets: [] };
    const entryScript = manifest ? remoteEntryUrl(rendered.remote.entry, manifest) : undefined;
    const item = itemPage(request.content, request.page, new URL(pagePath(request.basePath, request.page), request.origin).href);
    // English names a page by the menu's label, as the spec does; another language by the template's word for it.
    const pageName =
      item?.pageName ??
      ((language && language !== 'en' ? rendered.pageName : undefined) ||
        (siteMenuPages(rendered.serverTemplate.pages ?? [], request.content).find((p) => p.page === request.page)?.label ?? ''));
    const shareImage = item?.imageUrl ?? shareImageUrl(request.content);
    const shareImageSize = shareImage ? await this.imageSizes.ofUrl(shareImage) : undefined;
    const head = siteHead({
      image: shareImage ? { url: shareImage, ...shareImageSize } : undefined,
      content: request.content,
      origin: request.origin,
      canonical:
        request.slug === undefined || (request.language && !request.language.isDefault)
          ? new URL(pagePath(request.basePath, request.page), request.origin).href
          : undefined,
      alternates: request.language?.alternates,
      slug: request.slug ?? '',
      ...(request.root === undefined ? {} : { root: request.root }),
      page: request.page,
      pageName,
      noindex: request.noindex || !!rendered.unknownPage,
      item,
    });
    const criticalStyles = firstPaintStyles(stylesheets, pageTemplate + rendered.html);
    const html = siteDocument(pageTemplate, {
      lang: pageLang(request.language?.language.code),
      dir: request.language?.language.dir,
      languages: request.language?.alternates.map((alternate) => ({
        lang: alternate.hreflang,
        name: alternate.language.nativeName,
        href: alternate.href,
        current: alternate.current,
      })),
      head,
      templateFiles: files,
      criticalStyles,
      html: rendered.html,
      banner: request.banner,
      // The updates page in the page's language (below it: `/s/<slug>/hi/updates`).
      ...(request.slug ? { updates: { href: pathBelow(request.basePath, UPDATES_PAGE), text: updatesWordsIn(language ?? 'en').getUpdates } } : {}),
      data: entryScript
        ? {
            content: pageContent(request.content, rendered.contentRead),
            basePath: request.basePath,
            ...(language && language !== 'en' ? { language } : {}),
            ...(request.untranslated ? { untranslated: pageUntranslated(request.untranslated, rendered.contentRead) } : {}),
            remote: rendered.remote.name,
            entry: rendered.remote.entry,
            entryScript,
          }
        : undefined,
    });
    const locked = await this.scripts.lock(html);
    // Its inline styles (the first paint's, the no-script ones, its brand's) are named by their hashes: no other runs.
    const contentSecurityPolicy = pagePolicy(locked.scriptHashes, inlineStylesOf(locked.html));
    return { kind: 'page', html: locked.html, contentSecurityPolicy, ...(rendered.unknownPage ? { unknownPage: true } : {}) };
  }

  /**
   * The template's files without a stylesheet whose text an earlier one already has (a page's chunks can repeat
   * one), and the texts of its stylesheets that can be read here, each read once.
   */
  private async readStylesheets(templateFiles: readonly PageHint[]): Promise<{ files: PageHint[]; stylesheets: Stylesheet[] }> {
    const files: PageHint[] = [];
    const stylesheets: Stylesheet[] = [];
    for (const file of templateFiles) {
      const text = file.as === 'style' ? await this.files(file.href) : undefined;
      if (text !== undefined && stylesheets.some((stylesheet) => stylesheet.text === text)) continue;
      if (text !== undefined) stylesheets.push({ href: file.href, text });
      files.push(file);
    }
    return { files, stylesheets };
  }
}

/** A stylesheet of the page, by its URL, with its text. */
interface Stylesheet {
  href: string;
  text: string;
}

/**
 * What the page's first paint needs of the template's stylesheets (all of them, its pages' own chunks' too), written
 * into the page: the first paint then waits for no other file. A stylesheet that imports another or could close the
 * `<style>` element, or that cannot be read, stays a link.
 */
function firstPaintStyles(stylesheets: readonly Stylesheet[], page: string): { css: string; covers: Set<string> } {
  const inlined = stylesheets.filter(({ text }) => !/@import|<\/style/i.test(text));
  const css = inlined.map(({ href, text }) => withUrlsFromPage(text, href)).join('');
  return { css: criticalCss(css, classesOf(page), page), covers: new Set(inlined.map(({ href }) => href)) };
}
