import { Module, type DynamicModule } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AccountsModule } from './accounts/accounts.module';
import { ActivityModule } from './activity/activity.module';
import { ApprovalsModule } from './approvals/approvals.module';
import { authRateLimit } from './auth/auth-rate-limit';
import { AuthModule } from './auth/auth.module';
import { ConfigModule } from './config/config.module';
import { DisclosureModule } from './disclosure/disclosure.module';
import { DomainsModule } from './domains/domains.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { VisitorsModule } from './visitors/visitors.module';
import type { PlatformConfig } from './config/platform-config';
import { FilesModule } from './files/files.module';
import { FrontendModule } from './frontend/frontend.module';
import { HealthModule } from './health/health.module';
import { HistoryModule } from './history/history.module';
import { MailModule } from './mail/mail.module';
import { NewsModule } from './news/news.module';
import { OwnPagesModule } from './pages/own-pages.module';
import { RichTextModule } from './rich-text/rich-text.module';
import { PlatformModule } from './platform/platform.module';
import { PublicModule } from './public/public.module';
import { SitesModule } from './sites/sites.module';
import { StorageModule } from './storage/storage.module';
import { TeamModule } from './team/team.module';
import { TwoStepModule } from './two-step/two-step.module';
import { StoredThrottlerStorage } from './storage/stored-throttler-storage';
import { LimitCounter } from './storage/persistence/limit-counter';

@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        StorageModule.forRoot(config),
        MailModule.forRoot(config),
        FilesModule.forRoot(config),
        // Counted in the store: every instance shares one allowance per address.
        ThrottlerModule.forRootAsync({
          inject: [LimitCounter],
          useFactory: (counter: LimitCounter) => ({ ...authRateLimit(config), storage: new StoredThrottlerStorage(counter) }),
        }),
        AuthModule,
        SitesModule,
        AccountsModule,
        DisclosureModule,
        EnquiriesModule,
        SubscriptionsModule,
        DomainsModule,
        VisitorsModule,
        TeamModule,
        TwoStepModule,
        // The record (outside) sees a contributor's change as sent for approval (inside).
        ActivityModule,
        ApprovalsModule,
        HistoryModule,
        OwnPagesModule,
        NewsModule,
        RichTextModule,
        PublicModule,
        PlatformModule.forRoot(config),
        HealthModule,
        FrontendModule,
      ],
    };
  }
}
