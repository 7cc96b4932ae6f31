import { API_MESSAGES, DASHBOARD_API, DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { retryAfterOf, secondsOf } from '@schoolpage/api-client';
import { apiRequest } from '../../api/api-request';
import { serverMessageOr, successText } from '../../feedback/failure-text';
import { shareResendAt } from './shared-resend-at';
import type { VerifyPageState } from './verify-page-state';

/** The answer to a request for a code: sent or not, what to tell the admin, and when another may be asked for. */
export interface CodeRequestOutcome extends Required<Pick<VerifyPageState, 'notice'>> {
  sent: boolean;
  resendAt?: number;
}

/**
 * Asks the server to mail a verification code (spec §7 verify-email-otp). The server says how long
 * before another may be sent (`retryAfterSeconds`), on success and when it refuses within the wait;
 * every open tab is told (shared-resend-at.ts), so each counts down the same wait.
 */
export async function requestVerificationCode(now: () => number = Date.now): Promise<CodeRequestOutcome> {
  const resendAt = (seconds: number | undefined) => {
    if (seconds === undefined) return undefined;
    const at = now() + seconds * 1000;
    shareResendAt(at);
    return at;
  };
  try {
    const body = await apiRequest(DASHBOARD_API.verifyEmailOtp, { method: 'POST' });
    return {
      sent: true,
      notice: { tone: 'success', text: successText(body, API_MESSAGES.auth.verificationCodeSent) },
      resendAt: resendAt(secondsOf(body.retryAfterSeconds)),
    };
  } catch (error) {
    const wait = retryAfterOf(error);
    // A refusal to send another code yet is no dead end: the code already sent can still be typed.
    return {
      sent: false,
      notice: { tone: wait === undefined ? 'error' : 'info', text: serverMessageOr(error, M.somethingWentWrong) },
      resendAt: resendAt(wait),
    };
  }
}
