import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PublicModule } from '../public/public.module';
import { SearchModule } from '../search/search.module';
import { SitesModule } from '../sites/sites.module';
import { clientAddressReader } from '../auth/client-address';
import { sessionCookie } from '../auth/session-cookie';
import { FIRST_ROUTES } from '../common/first-routes';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { securityHeaders } from '../security/security-headers';
import { PERSISTENCE } from '../storage/storage-tokens';
import { openVisitStore } from './open-visit-store';
import { VisitAllowance } from './visit-allowance';
import { visitBeaconRoute } from './visit-beacon-route';
import { VisitClock } from './visit-clock';
import { VisitCounter } from './visit-counter.service';
import { VisitIntake } from './visit-intake.service';
import { NewFigureValues } from './new-figure-values';
import { SitePageNames } from './site-page-names';
import { VisitStore } from './visit-store';
import { VisitorsController } from './visitors.controller';

/** Visitor figures without cookies: the pages' beacon (answered ahead of Express), the daily aggregates, and the school's figures. */
@Module({
  imports: [AuthModule, PublicModule, SearchModule, SitesModule],
  controllers: [VisitorsController],
  providers: [
    { provide: VisitStore, inject: [PERSISTENCE], useFactory: openVisitStore },
    VisitClock,
    VisitAllowance,
    VisitCounter,
    VisitIntake,
    SitePageNames,
    NewFigureValues,
    {
      provide: FIRST_ROUTES,
      inject: [VisitIntake, PLATFORM_CONFIG],
      useFactory: (intake: VisitIntake, config: PlatformConfig) =>
        visitBeaconRoute(intake, securityHeaders(), clientAddressReader(config.trustedProxies), sessionCookie(config).name),
    },
  ],
})
export class VisitorsModule {}
