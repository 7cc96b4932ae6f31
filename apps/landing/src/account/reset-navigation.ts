import type { NoticeState } from '../forms/navigation-notice';

/** Navigation state of /resetpassword (spec §2): the e-mail the code was sent to. */
export interface ResetPasswordState extends NoticeState {
  email: string;
}

export function resetEmailFrom(state: unknown): string | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const email = (state as Partial<ResetPasswordState>).email;
  return typeof email === 'string' && email ? email : undefined;
}
