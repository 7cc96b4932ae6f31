import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module';
import { BoardController } from './board.controller';
import { DisclosureClock } from './disclosure-clock';
import { DisclosureController } from './disclosure.controller';
import { DisclosureReminders } from './disclosure-reminders';
import { DisclosureService } from './disclosure.service';

/** The Mandatory Public Disclosure: the school's board, the disclosure and its documents, and the daily reminders. */
@Module({
  imports: [SitesModule],
  controllers: [BoardController, DisclosureController],
  providers: [DisclosureClock, DisclosureService, DisclosureReminders],
  exports: [DisclosureClock],
})
export class DisclosureModule {}
