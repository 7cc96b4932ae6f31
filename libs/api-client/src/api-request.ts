import type { ApiAnswer } from './api-answer';
import { ApiError } from './api-error';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as `application/json`. */
  json?: unknown;
  /** Sent as `multipart/form-data`. */
  form?: FormData;
  /** Query parameters appended to the path. */
  query?: Record<string, string>;
  signal?: AbortSignal;
  /** A 2xx answer with `success: false` is a failure too (an ApiError carrying the server's message). */
  requireSuccess?: boolean;
}

/**
 * One call to the platform's API on the same origin, with the session cookie (spec §7). Resolves with
 * the answer of a 2xx response; rejects with an ApiError otherwise (status 0 when there was no answer).
 * An aborted call rejects with the abort itself.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<ApiAnswer<T>> {
  const { method = 'GET', json, form, query, signal, requireSuccess = false } = options;
  // A path may name parameters already (the dashboard's editing language): the query joins them.
  const url = query ? `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}` : path;
  const init: RequestInit = { method, credentials: 'include', signal };
  if (json !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(json);
  } else if (form) {
    init.body = form;
  }

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0);
  }

  return answerOf<T>(response.status, await readJson(response), requireSuccess);
}

/**
 * The answer of a call that got `status` and the parsed `body` (an empty answer when the body is not a
 * JSON object); an ApiError with the server's message for a 4xx/5xx, or for `success: false` where
 * success is required. Shared by every transport (fetch here, XMLHttpRequest for uploads).
 */
export function answerOf<T = unknown>(status: number, body: unknown, requireSuccess = false): ApiAnswer<T> {
  const answer = body && typeof body === 'object' ? (body as ApiAnswer<T>) : {};
  if (status < 200 || status >= 300 || (requireSuccess && answer.success === false)) {
    throw new ApiError(status, messageOf(answer), secondsOf(answer.retryAfterSeconds));
  }
  return answer;
}

/** A wait in whole seconds the answer gives (`retryAfterSeconds`), if it is one. */
export function secondsOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(answer: ApiAnswer): string | undefined {
  const { message } = answer as { message?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  const parts = Array.isArray(message) ? message.filter((part): part is string => typeof part === 'string') : [];
  return parts.length ? parts.join(' ') : undefined;
}
