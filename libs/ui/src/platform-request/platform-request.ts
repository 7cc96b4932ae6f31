/** Raised when the API answers with a non-2xx status or cannot be reached (status 0). */
export class PlatformRequestError extends Error {
  constructor(
    readonly status: number,
    /** The `message` field of the API's JSON answer, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'PlatformRequestError';
  }
}

export interface PlatformRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  /** Query parameters appended to the path. */
  query?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One call to the platform's API on the same origin, with the session cookie (spec §7). Resolves
 * with the parsed JSON answer of a 2xx response; rejects with a PlatformRequestError otherwise.
 */
export async function platformRequest<T>(path: string, options: PlatformRequestOptions = {}): Promise<T> {
  const { method = 'GET', json, query, signal } = options;
  const url = query ? `${path}?${new URLSearchParams(query).toString()}` : path;
  const init: RequestInit = { method, credentials: 'include', signal };
  if (json !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PlatformRequestError(0);
  }

  const body = await readJson(response);
  if (!response.ok) throw new PlatformRequestError(response.status, messageOf(body));
  return body as T;
}

/** The server's message from a failed call, if any. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof PlatformRequestError ? error.serverMessage : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const message = (body as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message.join(' ');
  return undefined;
}
