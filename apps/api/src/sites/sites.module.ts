import { Module } from '@nestjs/common';
import { AccountRateLimit } from '../common/account-rate-limit';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { PictureVariants } from '../files/picture-variants';
import { ImageJobQueue } from '../uploads/image-job-queue';
import { UploadService } from '../uploads/upload.service';
import { LIST_SECTIONS } from '@schoolpage/content-contract';
import { BrandController } from './brand.controller';
import { ContactController } from './contact.controller';
import { HomeController } from './home.controller';
import { listSectionController } from './list-section.controller';
import { MembersController, membersAnswerOf } from './members.controller';
import { NoticeCourseController } from './notice-course.controller';
import { PublishedSitesService } from './published-sites.service';
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
    BrandController,
    TrashController,
    ...LIST_CONTROLLERS,
  ],
  providers: [
    SitesService,
    PublishedSitesService,
    UploadService,
    PictureVariants,
    AccountRateLimit,
    {
      provide: ImageJobQueue,
      inject: [PLATFORM_CONFIG],
      useFactory: (config: PlatformConfig) => new ImageJobQueue(config.imageJobs.concurrency, config.imageJobs.queueLength),
    },
  ],
  exports: [SitesService, PublishedSitesService, AccountRateLimit, ImageJobQueue, PictureVariants],
})
export class SitesModule {}
