import { readLatestCode } from './outbox';

/** Where the platform under test runs and keeps its outbox. */
export interface PlatformPlace {
  baseUrl: string;
  dataDir: string;
}

/**
 * Verifies a signed-in admin's e-mail address the way the admin does (a site is published only then):
 * asks for the one-time code, reads it from the outbox and sends it back.
 */
export async function verifyEmail(platform: PlatformPlace, cookie: string, email: string): Promise<void> {
  const headers = { cookie, origin: platform.baseUrl, 'content-type': 'application/json' };
  const send = await fetch(`${platform.baseUrl}/api/dashboard/profile/verify-email-otp`, { method: 'POST', headers });
  if (!send.ok) throw new Error(`Sending the code to ${email} failed: ${send.status} ${await send.text()}`);
  const otp = await readLatestCode(platform.dataDir, email);
  const verify = await fetch(`${platform.baseUrl}/api/dashboard/profile/verify-email`, { method: 'POST', headers, body: JSON.stringify({ otp }) });
  if (!verify.ok) throw new Error(`Verifying ${email} failed: ${verify.status} ${await verify.text()}`);
}
