/**
 * A message handed to the next page through navigation state, e.g. 'Password reset successfully!' on
 * the way back to /login.
 */
export interface NoticeState {
  notice?: string;
}

export function noticeFrom(state: unknown): string | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const notice = (state as NoticeState).notice;
  return typeof notice === 'string' && notice ? notice : undefined;
}
