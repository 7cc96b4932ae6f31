import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, type RefusalKind } from './domain-error';
import { HeldForApproval } from './held-for-approval';

/** What the API answers when something unexpected fails (the details go to the log only). */
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The HTTP status of each kind of domain refusal. */
const REFUSAL_STATUS: Record<RefusalKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  notFound: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  tooLarge: HttpStatus.PAYLOAD_TOO_LARGE,
  busy: HttpStatus.SERVICE_UNAVAILABLE,
};

/**
 * Every error leaves the API as `{ success: false, message }` in plain words: client mistakes keep
 * their 4xx status, a domain refusal (DomainError) gets its kind's status, anything unexpected is logged here and answered with a generic 500, never a stack.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;

    if (exception instanceof HeldForApproval) {
      response.status(HttpStatus.ACCEPTED).json({ success: true, message: exception.message });
      return;
    }
    if (exception instanceof DomainError) {
      response.status(REFUSAL_STATUS[exception.kind]).json({ success: false, message: exception.message });
      return;
    }
    if (exception instanceof HttpException) {
      const retryAfterSeconds = retryAfterOf(exception);
      response
        .status(exception.getStatus())
        .json({ success: false, message: messageOf(exception), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });
      return;
    }
    const status = statusOfLowLevelError(exception);
    if (status) {
      response.status(status.code).json({ success: false, message: status.message });
      return;
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    response
      .status(HttpStatus.INTERNAL_SERVER_ERROR)
      .json({ success: false, message: UNEXPECTED_ERROR_MESSAGE });
  }
}

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join(' ');
  return typeof message === 'string' ? message : exception.message;
}

/** The seconds a refusal asks the client to wait before asking again, when it says (a RetryLaterException). */
function retryAfterOf(exception: HttpException): number | undefined {
  const body = exception.getResponse();
  const seconds = typeof body === 'object' && body !== null ? (body as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : undefined;
}

/** Errors raised by Express's body parsers before any controller runs. */
export function statusOfLowLevelError(exception: unknown): { code: number; message: string } | undefined {
  const error = exception as { type?: string; status?: number };
  if (error?.type === 'entity.parse.failed') return { code: 400, message: 'The request body is not valid JSON.' };
  if (error?.type === 'entity.too.large') return { code: 413, message: 'The request is too large.' };
  if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
    return { code: error.status, message: 'The request could not be read.' };
  }
  return undefined;
}
