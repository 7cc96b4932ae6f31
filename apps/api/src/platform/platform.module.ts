import { Module } from '@nestjs/common';
import { PlatformController } from './platform.controller';
import { RemoteRegistryService } from './remote-registry.service';

@Module({
  controllers: [PlatformController],
  providers: [RemoteRegistryService],
  exports: [RemoteRegistryService],
})
export class PlatformModule {}
