import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { SitesModule } from '../sites/sites.module';
import { PERSISTENCE } from '../storage/storage-tokens';
import { HistoryClock } from './history-clock';
import { HistoryController } from './history.controller';
import { HistoryInterceptor } from './history.interceptor';
import { HistoryService } from './history.service';
import { openVersionStore } from './open-version-store';
import { VersionFiles } from './version-files';
import { VersionPruning } from './version-pruning';
import { VersionRecorder } from './version-recorder';
import { VersionStore } from './version-store';

/** Version history (issue #47): every saved change of a site's things kept, shown with what it changed, restorable. */
@Module({
  imports: [SitesModule],
  controllers: [HistoryController],
  providers: [
    { provide: VersionStore, inject: [PERSISTENCE], useFactory: openVersionStore },
    HistoryClock,
    VersionRecorder,
    VersionFiles,
    VersionPruning,
    HistoryService,
    { provide: APP_INTERCEPTOR, useClass: HistoryInterceptor },
  ],
})
export class HistoryModule {}
