import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { API_MESSAGES } from '@schoolpage/content-contract';

/** Lets a request through only with a live session; otherwise 401 in plain words. */
@Injectable()
export class SessionGuard extends AuthGuard('jwt-cookie') {
  override handleRequest<T>(error: unknown, admin: T): T {
    if (error || !admin) throw new UnauthorizedException(API_MESSAGES.auth.loginRequired);
    return admin;
  }
}
