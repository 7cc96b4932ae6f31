import { verifyEmail, type PlatformPlace } from './verified-email';

/**
 * Seeds schools through the platform's real API, exactly as an admin would: register, log in, choose a
 * template, publish. Never writes the database directly.
 */

export interface SchoolAccount {
  organizationName: string;
  userId: string;
  email: string;
  password: string;
  /** Spec §2 template previews: only run and nbl can be selected. */
  template?: 'run' | 'nbl';
  /** Published sites are the only ones search finds; true unless said otherwise. */
  publish?: boolean;
}

export interface SeededSchool extends SchoolAccount {
  /** The organisation id, as search suggestions name it (only known for published schools). */
  _id?: string;
}

export const DEFAULT_PASSWORD = 'Secret123';
export const DEFAULT_COUNTRY = 'india';

/** A school account with a user id and e-mail derived from its name, so runs never collide. */
export function schoolAccount(organizationName: string, extra: Partial<SchoolAccount> = {}): SchoolAccount {
  const slug = organizationName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    organizationName,
    userId: slug.slice(0, 40),
    email: `${slug.slice(0, 40)}@school.example.org`,
    password: DEFAULT_PASSWORD,
    ...extra,
  };
}

interface Envelope {
  success?: boolean;
  message?: string;
  info?: unknown;
}

async function call(baseUrl: string, path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const { cookie, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (rest.body) headers.set('Content-Type', 'application/json');
  if (cookie) headers.set('Cookie', cookie);
  return fetch(baseUrl + path, { ...rest, headers });
}

async function expectSuccess(response: Response, what: string): Promise<Envelope> {
  const body = (await response.json().catch(() => ({}))) as Envelope;
  if (!response.ok || body.success === false) {
    throw new Error(`${what} failed (${response.status}): ${body.message ?? JSON.stringify(body)}`);
  }
  return body;
}

/** Registers an account through POST /api/auth/register. */
export async function registerAccount(baseUrl: string, account: SchoolAccount): Promise<void> {
  const response = await call(baseUrl, '/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      organizationName: account.organizationName,
      userId: account.userId,
      email: account.email,
      country: DEFAULT_COUNTRY,
      password: account.password,
    }),
  });
  await expectSuccess(response, `Registering ${account.userId}`);
}

/** Logs in through POST /api/auth/login and returns the session cookie (`name=value`). */
export async function logIn(baseUrl: string, userId: string, password: string): Promise<string> {
  const response = await call(baseUrl, '/api/auth/login', { method: 'POST', body: JSON.stringify({ userId, password }) });
  await expectSuccess(response, `Logging in as ${userId}`);
  const cookie = response.headers.getSetCookie().find((line) => line.includes('session='));
  if (!cookie) throw new Error(`Logging in as ${userId} set no session cookie.`);
  return cookie.split(';')[0];
}

/** Registers, logs in, chooses the template, verifies the e-mail address and publishes; returns the school with its organisation id. */
export async function seedSchool(platform: PlatformPlace, account: SchoolAccount): Promise<SeededSchool> {
  const baseUrl = platform.baseUrl;
  await registerAccount(baseUrl, account);
  const cookie = await logIn(baseUrl, account.userId, account.password);
  const template = account.template ?? 'run';
  await expectSuccess(
    await call(baseUrl, '/api/dashboard/template/template-update', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ templateId: template }),
    }),
    `Choosing the ${template} template for ${account.userId}`,
  );
  if (account.publish === false) return { ...account, template };
  await verifyEmail(platform, cookie, account.email);
  await expectSuccess(
    await call(baseUrl, '/api/dashboard/profile/publish-web', { method: 'POST', cookie }),
    `Publishing ${account.userId}'s website`,
  );
  const _id = await organizationIdOf(baseUrl, account.organizationName);
  return { ...account, template, _id };
}

/** Seeds schools one after the other (password hashing is CPU-bound; the CI machine has 2 cores). */
export async function seedSchools(platform: PlatformPlace, accounts: SchoolAccount[]): Promise<SeededSchool[]> {
  const seeded: SeededSchool[] = [];
  for (const account of accounts) seeded.push(await seedSchool(platform, account));
  return seeded;
}

/** The organisation id of a published school, found through the public search. */
async function organizationIdOf(baseUrl: string, organizationName: string): Promise<string> {
  const response = await call(baseUrl, `/api/search/organization-list?searchValue=${encodeURIComponent(organizationName)}`);
  const body = await expectSuccess(response, `Searching for ${organizationName}`);
  const found = (body.info as { _id: string; organizationName: string }[]).find(
    (organization) => organization.organizationName === organizationName,
  );
  if (!found) throw new Error(`The published school ${organizationName} is not found by search.`);
  return found._id;
}
