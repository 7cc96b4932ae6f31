import { Module } from '@nestjs/common';
import { AccountRateLimit } from '../common/account-rate-limit';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { ImageJobQueue } from '../uploads/image-job-queue';
import { UploadService } from '../uploads/upload.service';
import { AboutController } from './about.controller';
import { AcademicsController } from './academics.controller';
import { ContactController } from './contact.controller';
import { HomeController } from './home.controller';
import { MembersController } from './members.controller';
import { NoticeCourseController } from './notice-course.controller';
import { PublishedSitesService } from './published-sites.service';
import { SitesService } from './sites.service';
import { TemplateController } from './template.controller';
import { VisibleController } from './visible.controller';

@Module({
  controllers: [
    HomeController,
    VisibleController,
    AboutController,
    AcademicsController,
    MembersController,
    NoticeCourseController,
    ContactController,
    TemplateController,
  ],
  providers: [
    SitesService,
    PublishedSitesService,
    UploadService,
    AccountRateLimit,
    {
      provide: ImageJobQueue,
      inject: [PLATFORM_CONFIG],
      useFactory: (config: PlatformConfig) => new ImageJobQueue(config.imageJobs.concurrency, config.imageJobs.queueLength),
    },
  ],
  exports: [SitesService, PublishedSitesService, AccountRateLimit, ImageJobQueue],
})
export class SitesModule {}
