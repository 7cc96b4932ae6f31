import { BadRequestException, createParamDecorator, UnsupportedMediaTypeException, type ExecutionContext } from '@nestjs/common';
import { API_MESSAGES } from '@schoolpage/content-contract';
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { statusOfLowLevelError } from './api-exception.filter';

/** Largest JSON or form body accepted (uploads are multipart and have their own limits). */
export const MAX_BODY_BYTES = 100 * 1024;

/**
 * JSON and URL-encoded body parsing with a size limit. A body that cannot be read (malformed JSON,
 * too large, wrong charset) is answered here as `{ success: false, message }` in plain words.
 */
export function requestBodyParsers(): (RequestHandler | ErrorRequestHandler)[] {
  const unreadable: ErrorRequestHandler = (error, _request, response, next) => {
    const status = statusOfLowLevelError(error);
    if (!status) return next(error);
    response.status(status.code).json({ success: false, message: status.message });
  };
  return [express.json({ limit: MAX_BODY_BYTES }), express.urlencoded({ extended: false, limit: MAX_BODY_BYTES }), unreadable];
}

/** True when a request carries no body bytes at all. */
export function hasNoBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] === undefined && (length === undefined || Number(length) === 0);
}

/**
 * The body of a route whose payload is JSON (spec §7). Another type (text, a form, multipart) is refused
 * with 415, and, unless `optional` (deletes whose position may be in the path), no body at all with 400:
 * such a request would otherwise read as an empty form and save blanks.
 */
export function jsonBodyOf(request: Request, optional = false): unknown {
  if (hasNoBody(request)) {
    if (optional) return undefined;
    throw new BadRequestException(API_MESSAGES.request.emptyBody);
  }
  if (!request.is('application/json')) throw new UnsupportedMediaTypeException(API_MESSAGES.request.notJson);
  return request.body;
}

/** `@JsonBody(valid(schema))`, or `@JsonBody({ optional: true }, valid(schema))`: see jsonBodyOf. */
export const JsonBody = createParamDecorator((options: { optional?: boolean } | undefined, context: ExecutionContext) =>
  jsonBodyOf(context.switchToHttp().getRequest<Request>(), options?.optional),
);
