import { z } from 'zod';
import { API_PREFIX } from '../platform/api-paths';

const TWO_STEP = `${API_PREFIX}/dashboard/two-step`;

/** The authenticator-app second step of signing in (TOTP, RFC 6238; issue #25). */
export const TWO_STEP_API = {
  /** GET: `{ success, info: TwoStepStatus }`. */
  status: TWO_STEP,
  /** POST: a new secret to scan: `{ success, info: { secret, otpauthUrl, qrSvg } }`; it is on only once confirmed. */
  setup: `${TWO_STEP}/setup`,
  /** POST `{ code }`: confirms the app and turns the step on: `{ success, message, info: { recoveryCodes } }` (10, shown once). */
  enable: `${TWO_STEP}/enable`,
  /** POST `{ code }` (an app code or a recovery code): turns it off, unless the school requires it. */
  disable: `${TWO_STEP}/disable`,
  /** POST `{ required }` (owners): every member must sign in with the second step. */
  required: `${TWO_STEP}/required`,
  /** POST `{ code }` (no session, after the password): the second step of signing in. */
  login: `${API_PREFIX}/auth/login/two-step`,
} as const;

export const RECOVERY_CODE_COUNT = 10;

export interface TwoStepStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

const code = z
  .string({ error: 'Please enter the code from your authenticator app.' })
  .trim()
  .min(6, { error: 'Please enter the code from your authenticator app.' })
  .max(20, { error: 'Please enter the code from your authenticator app.' });

export const twoStepCodeSchema = z.strictObject({ code });
export const twoStepRequiredSchema = z.strictObject({ required: z.boolean({ error: 'required must be true or false.' }) });
