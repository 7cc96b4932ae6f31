import { Injectable } from '@nestjs/common';
import type { ReadinessCheck } from '../common/readiness-check';
import { SchoolSearch } from '../search/school-search';

/** Ready once search answers from the whole index (a new instance reads it into memory in the background). */
@Injectable()
export class SearchIndexReadiness implements ReadinessCheck {
  readonly name = 'searchIndex';

  constructor(private readonly search: SchoolSearch) {}

  isReady(): boolean {
    return this.search.whole();
  }
}
