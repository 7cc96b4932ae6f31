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
  const url = query ? `${path}?${new URLSearchParams(query).toString()}` : path;
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

  const answer = await readAnswer<T>(response);
  if (!response.ok || (requireSuccess && answer.success === false)) {
    throw new ApiError(response.status, messageOf(answer));
  }
  return answer;
}

/** The parsed JSON object of an answer; an empty answer when the body is missing or not an object. */
async function readAnswer<T>(response: Response): Promise<ApiAnswer<T>> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as ApiAnswer<T>) : {};
  } catch {
    return {};
  }
}

function messageOf(answer: ApiAnswer): string | undefined {
  const { message } = answer as { message?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  const parts = Array.isArray(message) ? message.filter((part): part is string => typeof part === 'string') : [];
  return parts.length ? parts.join(' ') : undefined;
}
