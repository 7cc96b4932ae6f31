import { ApiError, apiRequest as callApi, type ApiAnswer, type ApiRequestOptions } from '@schoolpage/api-client';
import { inEditingLanguage } from '../languages/editing-language';
import { announceSessionEnded } from '../session/session-ended';

/**
 * One API call of the dashboard, through the platform's API client: an answer with `success: false` is
 * a failure, and a 401 tells the dashboard its session ended (expired or logged out elsewhere). It names the
 * language the texts are being edited in, when that is not the site's default (languages/editing-language.ts).
 */
export async function apiRequest(path: string, options: Omit<ApiRequestOptions, 'requireSuccess'> = {}): Promise<ApiAnswer> {
  return dashboardCall(() => callApi(inEditingLanguage(path), { ...options, requireSuccess: true }));
}

/** Runs a call of the API client the dashboard's way: a 401 announces that the session ended. */
export async function dashboardCall(call: () => Promise<ApiAnswer>): Promise<ApiAnswer> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) announceSessionEnded();
    throw error;
  }
}
