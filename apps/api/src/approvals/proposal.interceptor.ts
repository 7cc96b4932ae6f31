import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { TEAM_MESSAGES } from '@schoolpage/content-contract';
import type { Request } from 'express';
import { from, lastValueFrom, Observable } from 'rxjs';
import { isProposal } from '../auth/dashboard-access';
import type { SignedInAdmin } from '../auth/session.service';
import { HeldForApproval } from '../common/held-for-approval';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { proposals, type ProposedEdit } from '../sites/proposal-context';
import { ApprovalsService } from './approvals.service';
import { mailLinkOrigin } from '../mail/mail-links';

/**
 * A contributor's content change (marked by SessionGuard) runs as usual, checks and uploads included, but every
 * edit it makes is kept instead of saved; what it would have changed waits for approval, answered
 * `202 { success: true, message: "Sent for approval." }`. Bad input is refused as for anyone.
 */
@Injectable()
export class ProposalInterceptor implements NestInterceptor {
  constructor(
    private readonly approvals: ApprovalsService,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & { user: SignedInAdmin }>();
    if (!isProposal(request)) return next.handle();
    const edits: ProposedEdit[] = [];
    const handled: Promise<unknown> = proposals.run(edits, () => lastValueFrom(next.handle(), { defaultValue: undefined }));
    return from(
      handled.then(async (answer) => {
        if (!(await this.approvals.propose(request.user, edits, mailLinkOrigin(this.config)))) return answer;
        throw new HeldForApproval(TEAM_MESSAGES.sentForApproval);
      }),
    );
  }
}
