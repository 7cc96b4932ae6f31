import { Injectable, type OnModuleInit } from '@nestjs/common';
import { KeptFiles } from '../files/kept-files';
import { VersionStore } from './version-store';

/**
 * The files kept versions point at stay as long as the versions (issue #47): neither a save that drops a picture nor
 * the file sweep removes them; once the last version pointing at one is pruned, the sweep takes it.
 */
@Injectable()
export class VersionFiles implements OnModuleInit {
  constructor(
    private readonly kept: KeptFiles,
    private readonly versions: VersionStore,
  ) {}

  onModuleInit(): void {
    this.kept.keptBy({ keys: () => this.versions.fileKeys(), keeps: (organizationId, key) => this.versions.keepsFile(organizationId, key) });
  }
}
