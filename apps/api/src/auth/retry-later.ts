import { HttpException, HttpStatus, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, throwError, type Observable } from 'rxjs';

/**
 * A 429 refusal that knows when asking again can succeed: the answer carries `retryAfterSeconds` beside the
 * message (ApiExceptionFilter), and the routes RetryAfterHeader guards send the `Retry-After` header too.
 */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message, retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Sends the standard `Retry-After` header (seconds) with every RetryLaterException of the routes it guards. */
@Injectable()
export class RetryAfterHeader implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof RetryLaterException) {
          context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(error.retryAfterSeconds));
        }
        return throwError(() => error);
      }),
    );
  }
}
