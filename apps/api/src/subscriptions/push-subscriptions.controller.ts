import { Controller, Delete, Post, Req, Res } from '@nestjs/common';
import { PUSH_SUBSCRIPTIONS_API } from '@schoolpage/content-contract';
import type { Request, Response } from 'express';
import { clientAddress } from '../auth/client-address';
import { apiRoute } from '../common/api-route';
import { PushIntake, type PushOutcome } from './push-intake.service';

const bodyOf = (request: Request): Record<string, unknown> =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};

/**
 * A browser's web push subscription to a school's updates, without signing in (the updates page's script calls it
 * after the parent's tap and the browser's permission):
 * `POST /api/web/push-subscriptions` `{ organizationId, subscription: { endpoint, keys: { p256dh, auth } }, topics }`
 * (topics as for e-mail, all by default) → `{ success, message }`;
 * `DELETE /api/web/push-subscriptions` `{ organizationId, endpoint }` → `{ success, message }` (404 when that browser
 * had no subscription there).
 */
@Controller()
export class PushSubscriptionsController {
  constructor(private readonly intake: PushIntake) {}

  @Post(apiRoute(PUSH_SUBSCRIPTIONS_API))
  async subscribe(@Req() request: Request, @Res() response: Response): Promise<void> {
    answer(response, await this.intake.subscribe(bodyOf(request), clientAddress(request)), 201);
  }

  @Delete(apiRoute(PUSH_SUBSCRIPTIONS_API))
  async unsubscribe(@Req() request: Request, @Res() response: Response): Promise<void> {
    answer(response, await this.intake.unsubscribe(bodyOf(request)), 200);
  }
}

function answer(response: Response, outcome: PushOutcome, okStatus: number): void {
  response.setHeader('Cache-Control', 'no-store');
  if (outcome.kind === 'done') {
    response.status(okStatus).json({ success: true, message: outcome.message });
    return;
  }
  const { message, errors, retryAfterSeconds } = outcome;
  if (retryAfterSeconds) response.setHeader('Retry-After', String(retryAfterSeconds));
  response.status(outcome.status).json({ success: false, message, ...(errors ? { errors } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}) });
}
