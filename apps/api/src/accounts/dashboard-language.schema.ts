import { API_MESSAGES, DASHBOARD_LANGUAGES } from '@schoolpage/content-contract';
import { z } from 'zod';

/** `POST /api/dashboard/profile/language` body: `{ language }`, one of the dashboard's languages. */
export const dashboardLanguageSchema = z.strictObject({
  language: z.enum(DASHBOARD_LANGUAGES, { error: API_MESSAGES.profile.languageInvalid }),
});
