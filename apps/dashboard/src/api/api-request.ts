import { announceSessionEnded } from '../session/session-ended';

/** One API call of the dashboard: same origin, cookie session, the spec's `{ success, message, info }` envelope. */
export type ApiBody = Record<string, unknown> & { success?: boolean; message?: string; info?: unknown };

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Sent as `application/json`. */
  json?: unknown;
  /** Sent as `multipart/form-data`. */
  form?: FormData;
}

/** A call that failed: a 4xx/5xx status, `success: false`, or no answer at all. */
export class ApiError extends Error {
  constructor(
    /** The server's own words, when it sent any. */
    readonly serverMessage: string | undefined,
    readonly status: number,
  ) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }
}

/** The server's message of a failed call, if it gave one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<ApiBody> {
  const init: RequestInit = { method: options.method ?? 'GET', credentials: 'include' };
  if (options.json !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(options.json);
  } else if (options.form) {
    init.body = options.form;
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(undefined, 0);
  }
  return envelopeOf(response.status, await readBody(response));
}

/** The answer of a call that got `status` and `body`: the body, or an ApiError with the server's words (401 ends the session). */
export function envelopeOf(status: number, body: ApiBody): ApiBody {
  if (status === 401) announceSessionEnded();
  if (status < 200 || status >= 300 || body.success === false) {
    const message = typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
    throw new ApiError(message, status);
  }
  return body;
}

async function readBody(response: Response): Promise<ApiBody> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as ApiBody) : {};
  } catch {
    return {};
  }
}
