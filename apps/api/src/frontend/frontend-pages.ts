import { Inject, Injectable } from '@nestjs/common';
import { SHARE_QUERY, SITE_ROUTE, sitePath, WEB_ROUTE } from '@schoolpage/content-contract';
import type { ObjectStore } from '@schoolpage/object-store';
import cookieParser from 'cookie-parser';
import type express from 'express';
import { SiteAddressService } from '../accounts/site-address.service';
import { sessionCookie } from '../auth/session-cookie';
import { cdnCaching } from '../common/cdn-caching';
import { SessionService } from '../auth/session.service';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { PLATFORM_STORE } from '../platform/platform-store';
import { RemoteRegistryService } from '../platform/remote-registry.service';
import { crawlerFiles } from '../public/crawler-files';
import { siteFeedFiles } from '../public/site-feeds/site-feed-files';
import { SiteFeedsService } from '../public/site-feeds/site-feeds.service';
import { SitemapService } from '../public/sitemap.service';
import { ScriptIntegrity } from '../security/script-integrity';
import { updatesPageRoutes } from '../subscriptions/updates-page-routes';
import { UpdatesPages } from '../subscriptions/updates-pages.service';
import { mountFrontend } from './frontend-middleware';
import { manifestReader } from './manifest-reader';
import { originOf, sitePageRoutes } from './site-rendering/site-page-handler';
import { SitePagesService } from './site-rendering/site-pages.service';

/**
 * Everything the platform serves outside `/api`: robots.txt and the sitemaps, schools' feeds and updates pages, the built front-end (the
 * shell's page with its preload hints and canonical address, the remotes' files) and schools' sites
 * rendered on the server.
 */
@Injectable()
export class FrontendPages {
  constructor(
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(PLATFORM_STORE) private readonly store: ObjectStore,
    private readonly registry: RemoteRegistryService,
    private readonly addresses: SiteAddressService,
    private readonly sessions: SessionService,
    private readonly sitemaps: SitemapService,
    private readonly siteFeeds: SiteFeedsService,
    private readonly sitePages: SitePagesService,
    private readonly scripts: ScriptIntegrity,
    private readonly updatesPages: UpdatesPages,
  ) {}

  /** Mounts the pages on the platform's Express app, after the API's middleware and before its routes. */
  mount(app: express.Express): void {
    const { config, registry, addresses, sessions } = this;
    const sessionCookieName = sessionCookie(config).name;
    const caching = cdnCaching(config, sessionCookieName);
    app.use(crawlerFiles(this.sitemaps, config.publicOrigin, caching));
    app.use(siteFeedFiles(this.siteFeeds, config.publicOrigin, caching));
    app.use(updatesPageRoutes(this.updatesPages));
    // Only an admin's own hidden site reads the session cookie.
    app.use(SITE_ROUTE, cookieParser());
    mountFrontend(app, config.frontendDir, {
      scripts: this.scripts,
      hintSources: {
        remotes: () => registry.remotes(),
        templates: () => registry.templates(),
        manifest: manifestReader(config.frontendDir, this.store),
      },
      canonicalOf: async (page, request) => {
        const organizationId = page.pathname.startsWith(`${WEB_ROUTE}/`) ? page.searchParams.get(SHARE_QUERY) : null;
        const slug = organizationId ? await addresses.slugOf(organizationId) : undefined;
        return slug ? new URL(sitePath(slug), originOf(request, config.publicOrigin)).href : undefined;
      },
      sitePages: (sendShellPage) =>
        sitePageRoutes({
          pages: this.sitePages,
          caching,
          publicOrigin: config.publicOrigin,
          port: config.port,
          viewerOf: async (request) =>
            (await sessions.resolveToken(request.cookies?.[sessionCookieName] as string | undefined))?.accountId,
          sendShellPage,
        }),
    });
  }
}
