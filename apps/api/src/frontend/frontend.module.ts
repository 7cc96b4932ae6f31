import { Module } from '@nestjs/common';
import type { ObjectStore } from '@schoolpage/object-store';
import { AccountsModule } from '../accounts/accounts.module';
import { sessionCookie } from '../auth/session-cookie';
import { cdnCaching } from '../common/cdn-caching';
import { FIRST_ROUTES } from '../common/first-routes';
import { PLATFORM_CONFIG } from '../config/config.module';
import { EnquiriesModule } from '../enquiries/enquiries.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import type { PlatformConfig } from '../config/platform-config';
import { PLATFORM_STORE } from '../platform/platform-store';
import { PublicModule } from '../public/public.module';
import { ScriptIntegrity } from '../security/script-integrity';
import { securityHeaders } from '../security/security-headers';
import { SitesModule } from '../sites/sites.module';
import { bundleFileReader } from './bundle-files';
import { FrontendPages } from './frontend-pages';
import { keptPagesFirst } from './site-rendering/kept-pages-first';
import { SitePagesService } from './site-rendering/site-pages.service';

/**
 * The platform's pages: the built front-end, page hints, and schools' sites rendered on the server,
 * with their kept pages answered ahead of Express (a first route).
 */
@Module({
  imports: [AccountsModule, SitesModule, PublicModule, EnquiriesModule, SubscriptionsModule],
  providers: [
    {
      provide: ScriptIntegrity,
      useFactory: (config: PlatformConfig, store: ObjectStore) => new ScriptIntegrity(bundleFileReader(config.frontendDir, store)),
      inject: [PLATFORM_CONFIG, PLATFORM_STORE],
    },
    SitePagesService,
    FrontendPages,
    {
      provide: FIRST_ROUTES,
      useFactory: (pages: SitePagesService, config: PlatformConfig) =>
        keptPagesFirst(pages, securityHeaders(), config, cdnCaching(config, sessionCookie(config).name)),
      inject: [SitePagesService, PLATFORM_CONFIG],
    },
  ],
  exports: [FrontendPages],
})
export class FrontendModule {}
