import { DASHBOARD_MESSAGES, fillMessage } from '@schoolpage/content-contract';
import { serverMessageOf } from '@schoolpage/api-client';

/**
 * The spec §8 text for a failed call: `{message}` becomes the server's words (or a generic
 * "Something went wrong." when the server said nothing).
 */
export function failureText(template: string, error: unknown): string {
  return fillMessage(template, { message: serverMessageOf(error) ?? DASHBOARD_MESSAGES.somethingWentWrong });
}

/** "Server message if present, else {fallback}" (spec §8: publish, unpublish, code, verify, logout). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}

/** What a successful call says: the server's message, else a plain "Saved successfully.". */
export function successText(body: { message?: unknown }, fallback: string = DASHBOARD_MESSAGES.saved): string {
  return typeof body.message === 'string' && body.message.trim() ? body.message : fallback;
}
