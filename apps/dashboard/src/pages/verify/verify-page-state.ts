import type { AlertTone } from '@schoolpage/ui';

/** What the profile hands the verify page when it sends the admin there: the code's outcome and the resend wait. */
export interface VerifyPageState {
  /** Epoch milliseconds when another code may be asked for (the server's `retryAfterSeconds` from now). */
  resendAt?: number;
  /** The answer to the last request for a code ("A 6-digit code has been sent…", or why none was sent). */
  notice?: { tone: AlertTone; text: string };
}

/** The verify page's state out of the location's (kept by the browser's history, so a reload keeps the countdown). */
export function readVerifyPageState(state: unknown): VerifyPageState {
  if (!state || typeof state !== 'object') return {};
  const { resendAt, notice } = state as { resendAt?: unknown; notice?: unknown };
  const tone = (notice as { tone?: unknown } | null)?.tone;
  const text = (notice as { text?: unknown } | null)?.text;
  return {
    resendAt: typeof resendAt === 'number' && Number.isFinite(resendAt) ? resendAt : undefined,
    notice:
      (tone === 'error' || tone === 'success' || tone === 'info') && typeof text === 'string' ? { tone, text } : undefined,
  };
}
