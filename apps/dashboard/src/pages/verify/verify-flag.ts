/** The navigation state that lets the verify page open (spec §2: only reachable with this flag). */
export const VERIFY_FLAG = { verifyEmail: true } as const;

export function hasVerifyFlag(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && (state as { verifyEmail?: unknown }).verifyEmail === true);
}
