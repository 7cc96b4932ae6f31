import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule } from './config/config.module';
import type { PlatformConfig } from './config/platform-config';
import { PlatformModule } from './platform/platform.module';

@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), PlatformModule],
    };
  }
}
