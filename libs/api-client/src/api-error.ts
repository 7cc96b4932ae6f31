/** A call that failed: a 4xx/5xx status, `success: false` where success was required, or status 0 (no answer). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own words, when it sent any. */
    readonly serverMessage?: string,
    /** How many seconds the server asks to wait before trying again, when it says (`retryAfterSeconds`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }
}

/** The server's message of a failed call, if it gave one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** The seconds a refused call asks the client to wait before trying again, if it said. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.retryAfterSeconds : undefined;
}
