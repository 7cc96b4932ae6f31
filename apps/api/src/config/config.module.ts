import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { PlatformConfig } from './platform-config';

export const PLATFORM_CONFIG = Symbol('PLATFORM_CONFIG');

/** Makes the one configuration object injectable everywhere (`@Inject(PLATFORM_CONFIG)`). */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: PLATFORM_CONFIG, useValue: config }],
      exports: [PLATFORM_CONFIG],
    };
  }
}
