import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import cookieParser from 'cookie-parser';
import { PUBLIC_API } from '@schoolpage/content-contract';
import { AuthModule } from '../auth/auth.module';
import { apiRoute } from '../common/api-route';
import { sessionCookie } from '../auth/session-cookie';
import { SessionService } from '../auth/session.service';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { PERSISTENCE } from '../storage/storage-tokens';
import { openVisitStore } from './open-visit-store';
import { VisitClock } from './visit-clock';
import { VisitController } from './visit.controller';
import { VisitCounter } from './visit-counter.service';
import { VisitIntake } from './visit-intake.service';
import { VisitStore } from './visit-store';
import { VisitorsController } from './visitors.controller';

/** Visitor figures without cookies: the pages' beacon, the daily aggregates, and the school's figures. */
@Module({
  imports: [AuthModule],
  controllers: [VisitController, VisitorsController],
  providers: [
    { provide: VisitStore, inject: [PERSISTENCE], useFactory: openVisitStore },
    VisitClock,
    VisitCounter,
    {
      provide: VisitIntake,
      inject: [VisitCounter, SessionService, PLATFORM_CONFIG],
      useFactory: (counter: VisitCounter, sessions: SessionService, config: PlatformConfig) => new VisitIntake(counter, sessions, sessionCookie(config).name),
    },
  ],
})
export class VisitorsModule implements NestModule {
  /** The beacon reads the session cookie only to leave the school's own members uncounted. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(cookieParser()).forRoutes(apiRoute(PUBLIC_API.visit));
  }
}
