import { Logger } from '@nestjs/common';
import {
  FALLBACK_TEMPLATES,
  isCompatibleContract,
  isEnquiryPage,
  isSitePage,
  TEMPLATE_BASE_MARKER,
  type RemoteEntry,
  type SiteContent,
  type TemplateDescriptor,
  type UntranslatedFields,
} from '@schoolpage/content-contract';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { StaticRouter } from 'react-router';
import { contentWithReadsRecorded } from './page-content';
import type { ServerTemplate, TemplateRuntime } from './template-runtime';

export interface TemplateRegistry {
  remotes(): Promise<RemoteEntry[]>;
  templates(): Promise<TemplateDescriptor[]>;
}

export interface SitePageRequest {
  content: SiteContent;
  /** The school's template (`run`, `nbl`, …). */
  templateName: string;
  /** Where the site lives: `/s/<slug>` or, for a sample preview, `/web/<template>`. */
  basePath: string;
  /** The page below the base path, as the template names it ('' for home). */
  page: string;
  /** The address's query, when links between pages must keep it (a sample preview's `?source=`). */
  search?: string;
  /** The origin the visitor's browser uses, so the template's own files resolve as they do there. */
  origin: string;
  /** The page's language (#29; English when absent) and the school's fields it shows in the default language. */
  language?: string;
  untranslated?: UntranslatedFields;
  /**
   * A page the site does not have is drawn by the template as its own "not found" page (a school's site: its look,
   * its menu, a link home) instead of being left to the platform's 404.
   */
  drawUnknownPage?: boolean;
}

export type RenderedSitePage =
  | {
      found: true;
      html: string;
      /** The template that rendered it: the school's own, or a fallback when that one failed. */
      template: TemplateDescriptor;
      remote: RemoteEntry;
      serverTemplate: ServerTemplate;
      /** The page's name in its language, as the template told it while drawing the page (a template that tells none: undefined). */
      pageName?: string;
      /** The site has no such page: what was drawn is the template's "not found" page (see drawUnknownPage). */
      unknownPage?: boolean;
      /** The content's fields the template read to draw the page (see page-content.ts). */
      contentRead: ReadonlySet<string>;
    }
  | { found: false; reason: 'unknownPage' | 'noTemplate' };

/**
 * Renders one page of a school's site with the school's own template, loaded from the registry. A
 * template that cannot be loaded, was built for another content contract, or throws while rendering
 * is logged and the page is rendered by the fallback templates instead, as the browser does.
 */
export class SiteRenderer {
  private readonly logger = new Logger('SiteRendering');

  constructor(
    private readonly runtime: TemplateRuntime,
    private readonly registry: TemplateRegistry,
  ) {}

  async render(request: SitePageRequest): Promise<RenderedSitePage> {
    const [templates, remotes] = await Promise.all([this.registry.templates(), this.registry.remotes()]);
    for (const template of candidates(request.templateName, templates)) {
      const remote = remotes.find((r) => r.name === template.remote);
      if (!remote) continue;
      try {
        const serverTemplate = await this.runtime.load(remote.name, remote.entry);
        if (!isCompatibleContract(serverTemplate.contractVersion)) {
          throw new Error(`it was built for content contract ${serverTemplate.contractVersion ?? '(none)'}`);
        }
        // A school's disclosure, own pages, notices and enquiry pages have their pages too, in every template.
        const known = isSitePage(serverTemplate.pages ?? [], request.content, request.page) || isEnquiryPage(request.page, request.content);
        const unknownPage = !!serverTemplate.pages && !known;
        if (unknownPage && !request.drawUnknownPage) return { found: false, reason: 'unknownPage' };
        const { html, pageName, contentRead } = await renderPage(serverTemplate, request);
        return { found: true, html, template, remote, serverTemplate, pageName, contentRead, ...(unknownPage ? { unknownPage } : {}) };
      } catch (error) {
        this.logger.error(`Template ${template.name} could not render ${request.basePath}: ${(error as Error).message}`);
      }
    }
    return { found: false, reason: 'noTemplate' };
  }
}

/** The address of a page below a site's base path ('' is the site's home). */
export const pagePath = (basePath: string, page: string) => (page ? `${basePath}/${page}` : basePath || '/');

/** The school's template first, then each fallback template once. */
function candidates(templateName: string, templates: readonly TemplateDescriptor[]): TemplateDescriptor[] {
  const names = [templateName, ...FALLBACK_TEMPLATES.filter((name) => name !== templateName)];
  return names
    .map((name) => templates.find((t) => t.name === name))
    .filter((t): t is TemplateDescriptor => !!t);
}

/** How React marks a part of the HTML it did not finish (pending or failed), for the browser to fill in. */
const INCOMPLETE_PART = /<!--\$[?!]-->/;

/** A page whose parts have not loaded by then counts as failed (it goes to the fallback template). */
const PAGE_RENDER_TIME_LIMIT_MS = 5000;

/**
 * The page's complete HTML. React's prerender waits for every part the template loads as it renders
 * (its pages' own chunks, see the site kit's lazyPage), so nothing is left for the browser to fill in.
 * An error anywhere in the page fails the render, as it did before parts could wait.
 */
async function renderPage(
  { Site, baseUrl }: ServerTemplate,
  request: SitePageRequest,
): Promise<{ html: string; pageName?: string; contentRead: ReadonlySet<string> }> {
  const pathname = pagePath(request.basePath, request.page);
  const content = contentWithReadsRecorded(request.content);
  let failure: unknown;
  let pageName: string | undefined;
  const { prelude } = await prerenderToNodeStream(
    createElement(
      StaticRouter,
      { location: { pathname, search: request.search ?? '' } },
      createElement(Site, {
        content: content.content,
        basePath: request.basePath,
        language: request.language,
        untranslated: request.untranslated,
        onPageName: (name) => (pageName = name),
      }),
    ),
    {
      signal: AbortSignal.timeout(PAGE_RENDER_TIME_LIMIT_MS),
      onError: (error) => void (failure ??= error),
      // Every part in place, however long the page: React would otherwise move long parts to the end of the
      // HTML, put together by inline scripts (which the pages' CSP refuses, and a visitor without JavaScript lacks).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await text(prelude);
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error('the page could not be rendered', { cause: failure });
  if (INCOMPLETE_PART.test(html)) throw new Error('a part of the page was left for the browser to finish');
  // The browser resolves the template's files from its manifest's absolute address; so does the page.
  return { html: html.split(TEMPLATE_BASE_MARKER).join(new URL(baseUrl, request.origin).href), pageName, contentRead: content.read };
}
