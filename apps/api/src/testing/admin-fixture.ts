import type { TestPlatform } from './test-platform';

export const ADMIN = {
  organizationName: 'Green Valley School',
  userId: 'greenvalley',
  email: 'admin@greenvalley.edu',
  country: 'india',
  phone: '9876543210',
  password: 'Secret123',
};

/** The 6-digit code of the newest e-mail sent to `to`. */
export function latestCode(platform: TestPlatform, to: string): string {
  const mail = platform
    .outbox()
    .filter((m) => m.includes(`To: ${to}`))
    .pop();
  // The code is read from the body: an address can hold six digits too.
  const code = mail?.split(/\r?\n\r?\n/).slice(1).join('\n').match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code was mailed to ${to}.`);
  return code;
}

/**
 * The 6-digit code of the newest e-mail sent to `to`, once it is in the outbox: a reset code is mailed after the
 * answer (which says the same for any address), so it arrives a moment later, later still on a busy machine.
 */
export async function mailedCode(platform: TestPlatform, to: string, withinMs = 10_000): Promise<string> {
  for (const until = Date.now() + withinMs; ; await new Promise((resolve) => setTimeout(resolve, 20))) {
    try {
      return latestCode(platform, to);
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

/** Registers an admin (ADMIN with `overrides`) and returns a cookie-keeping agent logged in as them. */
export async function signedInAdmin(platform: TestPlatform, overrides: Partial<typeof ADMIN> = {}) {
  const admin = { ...ADMIN, ...overrides };
  const agent = platform.agent();
  await agent.post('/api/auth/register').send(admin).expect(201);
  await agent.post('/api/auth/login').send({ userId: admin.userId, password: admin.password }).expect(200);
  return agent;
}

/** `signedInAdmin` whose e-mail address is verified with the mailed code (a site is published only then). */
export async function verifiedAdmin(platform: TestPlatform, overrides: Partial<typeof ADMIN> = {}) {
  const agent = await signedInAdmin(platform, overrides);
  await agent.post('/api/dashboard/profile/verify-email-otp').expect(200);
  const otp = latestCode(platform, overrides.email ?? ADMIN.email);
  await agent.post('/api/dashboard/profile/verify-email').send({ otp }).expect(200);
  return agent;
}

/** A verified admin whose site is published, with its organization id and slug. */
export async function publishedSchool(platform: TestPlatform) {
  const agent = await verifiedAdmin(platform);
  await agent.post('/api/dashboard/profile/publish-web').expect(200);
  const info = (await agent.get('/api/dashboard/profile/info').expect(200)).body.info as { _id: string; slug: string };
  return { agent, organizationId: info._id, slug: info.slug };
}
