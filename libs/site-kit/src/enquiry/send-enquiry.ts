import { ENQUIRY_MESSAGES as M, PUBLIC_API } from '@schoolpage/content-contract';

export type EnquiryAnswer = { kind: 'sent' } | { kind: 'refused'; message: string; errors?: Record<string, string> };

/** Sends the form's fields as JSON to `POST /api/web/enquiry` (consent as true when ticked); what the server said. */
export async function sendEnquiry(form: FormData): Promise<EnquiryAnswer> {
  const body: Record<string, unknown> = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
  body['consent'] = form.get('consent') === 'on';
  try {
    const response = await fetch(PUBLIC_API.enquiry, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { success?: boolean; message?: string; errors?: Record<string, string> };
    if (response.ok && answer.success) return { kind: 'sent' };
    return { kind: 'refused', message: answer.message ?? M.refused, errors: answer.errors };
  } catch {
    return { kind: 'refused', message: M.refused };
  }
}

/** A fresh token for the school's form (the fill time starts now), or undefined when the server cannot be asked. */
export async function freshEnquiryToken(organizationId: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${PUBLIC_API.enquiryToken}?organizationId=${encodeURIComponent(organizationId)}`, { credentials: 'same-origin', cache: 'no-store' });
    const answer = (await response.json()) as { info?: { token?: unknown } };
    return response.ok && typeof answer.info?.token === 'string' ? answer.info.token : undefined;
  } catch {
    return undefined;
  }
}
