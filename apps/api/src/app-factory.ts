import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { API_GLOBAL_PREFIX } from './common/api-route';
import { FIRST_ROUTES, FirstRoutesAdapter, type FirstRoute } from './common/first-routes';
import { requestBodyParsers } from './common/request-body';
import type { PlatformConfig } from './config/platform-config';
import { SchoolHosts } from './domains/school-host';
import { FrontendPages } from './frontend/frontend-pages';
import { publicOriginWarning } from './mail/mail-links';
import { cspReportRoute } from './security/csp-reports';
import { originCheck } from './security/origin-check.middleware';
import { securityHeaders } from './security/security-headers';

/** Builds the whole platform server: the API under /api and, when built, the front-end on the same origin. */
export async function createPlatformApp(config: PlatformConfig): Promise<NestExpressApplication> {
  const server = new FirstRoutesAdapter();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), server, {
    logger: config.production ? ['error', 'warn', 'log'] : ['error', 'warn'],
    bodyParser: false,
  });
  const warning = publicOriginWarning(config);
  if (warning) new Logger('Mail').warn(warning);
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from the proxies named in TRUSTED_PROXIES; by default the client is the peer.
  app.set('trust proxy', config.trustedProxies.length ? config.trustedProxies : false);
  // API answers are generated per request; hashing each body for an ETag costs more than it saves.
  app.set('etag', false);
  // Which host a request is for (a school's own domain or the platform) is decided before anything else looks at it.
  server.answerFirst(app.get(SchoolHosts).firstRoute());
  // Visitors' hottest reads, contributed by their modules, are answered ahead of Express with the same headers.
  for (const route of app.get<symbol, FirstRoute>(FIRST_ROUTES, { each: true, strict: false })) server.answerFirst(route);
  app.use(securityHeaders());
  // Browsers report what a page's policy refused; reports carry no session and come before the Origin check.
  app.use(cspReportRoute());
  // Only signed-in areas read the session cookie.
  app.use(['/api/auth', '/api/dashboard'], cookieParser());
  app.use('/api', originCheck(config.publicOrigin));
  app.use('/api', ...requestBodyParsers());
  app.setGlobalPrefix(API_GLOBAL_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.get(FrontendPages).mount(app.getHttpAdapter().getInstance());
  return app;
}
