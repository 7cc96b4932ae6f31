/** A call that failed: a 4xx/5xx status, `success: false` where success was required, or status 0 (no answer). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own words, when it sent any. */
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }
}

/** The server's message of a failed call, if it gave one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
