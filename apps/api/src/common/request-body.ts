import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
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
