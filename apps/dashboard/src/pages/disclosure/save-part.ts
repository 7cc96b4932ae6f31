import { DASHBOARD_API, DASHBOARD_MESSAGES } from '@schoolpage/content-contract';
import { apiRequest } from '../../api/api-request';
import { failureText, successText } from '../../feedback/failure-text';
import type { Feedback } from '../../feedback/use-feedback';
import { readDisclosure, type DisclosureInfo } from './disclosure-info';

/** Saves one part of the disclosure (`POST /api/dashboard/disclosure`); the answer (the whole disclosure) or null when refused, said in words either way. */
export async function savePart(part: 'general' | 'academics' | 'staff' | 'infrastructure', value: unknown, feedback: Feedback): Promise<DisclosureInfo | null> {
  try {
    const answer = await apiRequest(DASHBOARD_API.disclosure, { method: 'POST', json: { [part]: value } });
    feedback.success(successText(answer));
    return readDisclosure(answer);
  } catch (error) {
    feedback.error(failureText(DASHBOARD_MESSAGES.updateFailed, error));
    return null;
  }
}
