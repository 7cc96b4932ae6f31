import { ForbiddenException, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { API_MESSAGES, roleMay, roleProposes, TEAM_MESSAGES } from '@schoolpage/content-contract';
import type { Request } from 'express';
import { accessOf, markProposal } from './dashboard-access';
import type { SignedInAdmin } from './session.service';

/**
 * Lets a request through only with a live session (otherwise 401 in plain words), and only when the member's
 * role may do what the route does (otherwise 403 before anything is read or changed). A contributor's content
 * change goes through marked as a proposal: it is kept for approval, not saved (approvals/).
 */
@Injectable()
export class SessionGuard extends AuthGuard('jwt-cookie') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<Request & { user: SignedInAdmin }>();
    const access = accessOf(this.reflector, context, request.method);
    if (request.user.twoStepMissing && access !== 'read' && access !== 'self') throw new ForbiddenException(TEAM_MESSAGES.twoStepSetUpFirst);
    if (access === 'content' && roleProposes(request.user.role)) {
      markProposal(request);
      return true;
    }
    if (!roleMay(request.user.role, access)) throw new ForbiddenException(TEAM_MESSAGES.roleRefused(request.user.role));
    return true;
  }

  override handleRequest<T>(error: unknown, admin: T): T {
    if (error || !admin) throw new UnauthorizedException(API_MESSAGES.auth.loginRequired);
    return admin;
  }
}
