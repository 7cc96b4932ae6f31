import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { SitesModule } from '../sites/sites.module';
import { ApprovalsController } from './approvals.controller';
import { ApprovalsService } from './approvals.service';
import { ProposalInterceptor } from './proposal.interceptor';

/** Contributors' changes wait here for an owner or editor (issue #25). */
@Module({
  imports: [SitesModule],
  controllers: [ApprovalsController],
  providers: [ApprovalsService, { provide: APP_INTERCEPTOR, useClass: ProposalInterceptor }],
  exports: [ApprovalsService],
})
export class ApprovalsModule {}
