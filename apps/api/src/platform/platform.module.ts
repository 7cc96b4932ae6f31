import { Module, type DynamicModule } from '@nestjs/common';
import type { PlatformConfig } from '../config/platform-config';
import { BundlesController } from './bundles.controller';
import { PlatformController } from './platform.controller';
import { openPlatformStore, PLATFORM_STORE } from './platform-store';
import { RemoteRegistryService } from './remote-registry.service';

@Module({})
export class PlatformModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: PlatformModule,
      global: true,
      controllers: [PlatformController, BundlesController],
      providers: [RemoteRegistryService, { provide: PLATFORM_STORE, useValue: openPlatformStore(config) }],
      exports: [RemoteRegistryService, PLATFORM_STORE],
    };
  }
}
