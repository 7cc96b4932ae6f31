import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ACTIVITY_WORDS } from '@schoolpage/content-contract';
import type { Request } from 'express';
import { catchError, from, mergeMap, type Observable } from 'rxjs';
import { ActivityLog } from '../auth/activity-log';
import { clientAddress } from '../auth/client-address';
import type { SignedInAdmin } from '../auth/session.service';
import { HeldForApproval } from '../common/held-for-approval';
import { activityOf } from './activity-description';

/**
 * Every change made through the dashboard goes on the school's record once it succeeded (or was sent for
 * approval): who, when, what, from which address. Reads and refusals are not recorded.
 */
@Injectable()
export class ActivityInterceptor implements NestInterceptor {
  constructor(private readonly log: ActivityLog) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & { user?: SignedInAdmin }>();
    if (request.method === 'GET' || request.method === 'HEAD' || !request.path.startsWith('/api/dashboard/')) return next.handle();
    const record = async (proposed: boolean) => {
      const admin = request.user;
      if (!admin) return;
      const { section, what } = activityOf(request.method, request.originalUrl, request.body);
      await this.log.record(admin.accountId, admin.memberId, section, proposed ? ACTIVITY_WORDS.proposed(what) : what, clientAddress(request));
    };
    return next.handle().pipe(
      mergeMap((answer: unknown) => from(record(false).then(() => answer))),
      catchError((error: unknown) =>
        from(
          (async () => {
            if (error instanceof HeldForApproval) await record(true);
            throw error;
          })(),
        ),
      ),
    );
  }
}
