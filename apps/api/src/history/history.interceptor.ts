import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { APPROVALS_API } from '@schoolpage/content-contract';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import type { SignedInAdmin } from '../auth/session.service';
import { savingAs } from './version-author';

/**
 * Runs each signed-in dashboard change in `savingAs`, so the versions its saves keep name who made them and, for an
 * approval's approve request, the approval they came through.
 */
@Injectable()
export class HistoryInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & { user?: SignedInAdmin }>();
    const admin = request.user;
    if (!admin || request.method === 'GET' || request.method === 'HEAD') return next.handle();
    const id = request.params['id'];
    const approvalId = (request.route as { path?: string } | undefined)?.path === APPROVALS_API.approve && typeof id === 'string' ? id : null;
    const as = { admin, approvalId };
    return new Observable((subscriber) => savingAs.run(as, () => next.handle().subscribe(subscriber)));
  }
}
