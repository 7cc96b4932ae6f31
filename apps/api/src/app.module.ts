import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule } from './config/config.module';
import type { PlatformConfig } from './config/platform-config';
import { HealthModule } from './health/health.module';
import { PlatformModule } from './platform/platform.module';
import { StorageModule } from './storage/storage.module';

@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), StorageModule.forRoot(config), PlatformModule, HealthModule],
    };
  }
}
