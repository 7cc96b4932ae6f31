import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { SignedInAdmin } from './session.service';

/** The signed-in admin of a route guarded by SessionGuard. */
export const SignedIn = createParamDecorator(
  (_: unknown, context: ExecutionContext): SignedInAdmin => context.switchToHttp().getRequest<{ user: SignedInAdmin }>().user,
);
