import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { AppModule } from './app.module';
import { clientAddressReader } from './auth/client-address';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { API_GLOBAL_PREFIX } from './common/api-route';
import { requestBodyParsers } from './common/request-body';
import { mountFrontend } from './frontend/frontend-middleware';
import { manifestReader } from './frontend/manifest-reader';
import type { PlatformConfig } from './config/platform-config';
import { hotPublicReads } from './public/hot-public-reads';
import { PublicReadsService } from './public/public-reads.service';
import { SearchAnswersService } from './search/search-answers.service';
import { serveCrawlerFiles } from './public/crawler-files';
import { FirstRoutesAdapter } from './common/first-routes';
import { SiteAddressService } from './accounts/site-address.service';
import { sessionCookie } from './auth/session-cookie';
import { SessionService } from './auth/session.service';
import { keptPagesFirst } from './frontend/site-rendering/kept-pages-first';
import { originOf, sitePageRoutes } from './frontend/site-rendering/site-page-handler';
import { SitePagesService } from './frontend/site-rendering/site-pages.service';
import { SiteChanges } from './sites/site-changes';
import { SiteRepository } from './storage/persistence/site.repository';
import { FileStore } from './files/file-store';
import { SHARE_QUERY, SITE_ROUTE, sitePath, WEB_ROUTE } from '@schoolpage/content-contract';
import type { ObjectStore } from '@schoolpage/object-store';
import { PLATFORM_STORE } from './platform/platform-store';
import { RemoteRegistryService } from './platform/remote-registry.service';
import { originCheck } from './security/origin-check.middleware';
import { cspReportRoute } from './security/csp-reports';
import { securityHeaders } from './security/security-headers';
import { ScriptIntegrity } from './security/script-integrity';
import { bundleFileReader } from './frontend/bundle-files';

/** Builds the whole platform server: the API under /api and, when built, the front-end on the same origin. */
export async function createPlatformApp(config: PlatformConfig): Promise<NestExpressApplication> {
  const server = new FirstRoutesAdapter();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), server, {
    logger: config.production ? ['error', 'warn', 'log'] : ['error', 'warn'],
    bodyParser: false,
  });
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from the proxies named in TRUSTED_PROXIES; by default the client is the peer.
  app.set('trust proxy', config.trustedProxies.length ? config.trustedProxies : false);
  // API answers are generated per request; hashing each body for an ETag costs more than it saves.
  app.set('etag', false);
  const registry = app.get(RemoteRegistryService);
  const store = app.get<symbol, ObjectStore>(PLATFORM_STORE);
  const scripts = new ScriptIntegrity(bundleFileReader(config.frontendDir, store));
  const sitePages = new SitePagesService(
    config.frontendDir,
    store,
    registry,
    app.get(SiteAddressService),
    app.get(SiteRepository),
    app.get(SiteChanges),
    app.get(FileStore),
    scripts,
  );
  const headers = securityHeaders();
  app.use(headers);
  // Visitors' hottest reads are answered ahead of Express, with the same headers: a site's content,
  // search suggestions and schools' pages already rendered.
  server.answerFirst(hotPublicReads({ content: app.get(PublicReadsService), search: app.get(SearchAnswersService) }, headers, clientAddressReader(config.trustedProxies)));
  server.answerFirst(keptPagesFirst(sitePages, headers, config));
  // Browsers report what a page's policy refused; reports carry no session and come before the Origin check.
  app.use(cspReportRoute());
  // Only signed-in areas read the session cookie.
  app.use(['/api/auth', '/api/dashboard'], cookieParser());
  app.use('/api', originCheck(config.publicOrigin));
  app.use('/api', ...requestBodyParsers());
  app.setGlobalPrefix(API_GLOBAL_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter());
  serveCrawlerFiles(app, config.publicOrigin);
  const sessions = app.get(SessionService);
  const sessionCookieName = sessionCookie(config).name;
  // Only an admin's own hidden site reads the session cookie.
  app.use(SITE_ROUTE, cookieParser());
  const addresses = app.get(SiteAddressService);
  mountFrontend(app.getHttpAdapter().getInstance(), config.frontendDir, {
    scripts,
    hintSources: {
      remotes: () => registry.remotes(),
      templates: () => registry.templates(),
      manifest: manifestReader(config.frontendDir, store),
    },
    canonicalOf: async (page, request) => {
      const organizationId = page.pathname.startsWith(`${WEB_ROUTE}/`) ? page.searchParams.get(SHARE_QUERY) : null;
      const slug = organizationId ? await addresses.slugOf(organizationId) : undefined;
      return slug ? new URL(sitePath(slug), originOf(request, config.publicOrigin)).href : undefined;
    },
    sitePages: (sendShellPage) =>
      sitePageRoutes({
        pages: sitePages,
        publicOrigin: config.publicOrigin,
        viewerOf: async (request) =>
          (await sessions.resolveToken(request.cookies?.[sessionCookieName] as string | undefined))?.accountId,
        sendShellPage,
      }),
  });
  return app;
}
