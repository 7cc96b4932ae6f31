import { Module } from '@nestjs/common';
import { AccountRateLimit } from '../common/account-rate-limit';
import { LIST_SECTIONS } from '@schoolpage/content-contract';
import { ContactController } from './contact.controller';
import { HomeController } from './home.controller';
import { listSectionController } from './list-section.controller';
import { MembersController, membersAnswerOf } from './members.controller';
import { NoticeCourseController } from './notice-course.controller';
import { SiteChanges } from './site-changes';
import { SitesService } from './sites.service';
import { TemplateController } from './template.controller';
import { TrashController } from './trash.controller';

/** The routes of every list section, from its one description (libs/content-contract list-sections.ts). */
const LIST_CONTROLLERS = Object.values(LIST_SECTIONS).map((section) =>
  listSectionController(section, section.addPath === undefined ? undefined : membersAnswerOf),
);

@Module({
  controllers: [
    HomeController,
    MembersController,
    NoticeCourseController,
    ContactController,
    TemplateController,
    TrashController,
    ...LIST_CONTROLLERS,
  ],
  providers: [SitesService, SiteChanges, AccountRateLimit],
  exports: [SitesService, SiteChanges, AccountRateLimit],
})
export class SitesModule {}
