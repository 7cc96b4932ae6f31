import { APP_INTERCEPTOR } from '@nestjs/core';
import { Module } from '@nestjs/common';
import { AccountRateLimit } from '../common/account-rate-limit';
import { LIST_SECTIONS } from '@schoolpage/content-contract';
import { AlertController } from './alert.controller';
import { BrandController } from './brand.controller';
import { EmptySectionsController } from './empty-sections.controller';
import { LanguagesController } from './languages.controller';
import { TranslationInterceptor } from './translation.interceptor';
import { ContactController } from './contact.controller';
import { HomeController } from './home.controller';
import { listSectionController } from './list-section.controller';
import { MembersController, membersAnswerOf } from './members.controller';
import { NoticeCourseController } from './notice-course.controller';
import { PERSISTENCE } from '../storage/storage-tokens';
import { ChangeFeed } from './change-feed/change-feed';
import { openChangeFeed } from './change-feed/open-change-feed';
import { CoursesService } from './courses.service';
import { ListItemsService } from './list-items.service';
import { SingleSectionsService } from './single-sections.service';
import { SiteChanges } from './site-changes';
import { SiteSaves } from './site-saves';
import { SiteEditor } from './site-editor';
import { TemplateChoiceService } from './template-choice.service';
import { TrashService } from './trash.service';
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
    BrandController,
    EmptySectionsController,
    LanguagesController,
    AlertController,
    TrashController,
    ...LIST_CONTROLLERS,
  ],
  providers: [
    SiteEditor,
    ListItemsService,
    CoursesService,
    TrashService,
    SingleSectionsService,
    TemplateChoiceService,
    SiteChanges,
    SiteSaves,
    { provide: ChangeFeed, inject: [PERSISTENCE, SiteChanges], useFactory: openChangeFeed },
    AccountRateLimit,
    { provide: APP_INTERCEPTOR, useClass: TranslationInterceptor },
  ],
  exports: [SiteEditor, SiteChanges, SiteSaves, ChangeFeed, AccountRateLimit],
})
export class SitesModule {}
