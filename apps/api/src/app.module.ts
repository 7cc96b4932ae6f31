import { Module, type DynamicModule } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { API_MESSAGES } from '@schoolpage/content-contract';
import { AccountsModule } from './accounts/accounts.module';
import { AuthModule } from './auth/auth.module';
import { ConfigModule } from './config/config.module';
import type { PlatformConfig } from './config/platform-config';
import { FilesModule } from './files/files.module';
import { HealthModule } from './health/health.module';
import { PlatformModule } from './platform/platform.module';
import { PublicModule } from './public/public.module';
import { SitesModule } from './sites/sites.module';
import { StorageModule } from './storage/storage.module';

@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        StorageModule.forRoot(config),
        ThrottlerModule.forRoot({
          throttlers: [{ name: 'per-ip', ttl: 60_000, limit: config.authRateLimitPerMinute }],
          errorMessage: API_MESSAGES.auth.tooManyRequests,
        }),
        AuthModule,
        SitesModule,
        AccountsModule,
        PublicModule,
        FilesModule,
        PlatformModule.forRoot(config),
        HealthModule,
      ],
    };
  }
}
