import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ChangeFeed } from '../sites/change-feed/change-feed';
import { SiteChanges } from '../sites/site-changes';
import { SitesModule } from '../sites/sites.module';
import type { PersistenceAdapter } from '../storage/persistence/persistence-adapter';
import { PERSISTENCE } from '../storage/storage-tokens';
import { openSchoolSearch } from './open-school-search';
import { SchoolSearch } from './school-search';
import { SearchAnswersService } from './search-answers.service';
import { SearchCountService } from './search-count.service';
import { SearchSnapshotJob } from './sqlite/search-snapshot-job';

/** Search for schools: the index beside the sites, the answers visitors get, and the searches count. */
@Module({
  imports: [SitesModule, AccountsModule],
  // Its answers to visitors are given ahead of Express (public/hot-public-reads.ts).
  providers: [
    {
      provide: SchoolSearch,
      inject: [PERSISTENCE, SiteChanges, ChangeFeed],
      useFactory: (persistence: PersistenceAdapter, changes: SiteChanges, feed: ChangeFeed) => openSchoolSearch(persistence, { changes, feed }),
    },
    SearchAnswersService,
    SearchCountService,
    SearchSnapshotJob,
  ],
  exports: [SchoolSearch, SearchAnswersService, SearchCountService],
})
export class SearchModule {}
