import { Inject, Injectable } from '@nestjs/common';
import type { ReadinessCheck } from '../common/readiness-check';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { PERSISTENCE } from '../storage/storage-tokens';

/** Ready once search answers from the whole index (a new instance reads it into memory in the background). */
@Injectable()
export class SearchIndexReadiness implements ReadinessCheck {
  readonly name = 'searchIndex';
  private loaded = false;

  constructor(@Inject(PERSISTENCE) persistence: PersistenceAdapter) {
    persistence.searchIndexLoaded.then(
      () => (this.loaded = true),
      () => undefined,
    );
  }

  isReady(): boolean {
    return this.loaded;
  }
}
