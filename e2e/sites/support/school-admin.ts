import sharp from 'sharp';
import { verifyEmail, type PlatformPlace } from '../../support/verified-email';

/** The registration payload of spec §3, for a school made through the real API. */
export interface SchoolAccount {
  organizationName: string;
  userId: string;
  email: string;
  country: string;
  phone: string;
  password: string;
}

export function schoolAccount(organizationName: string, userId: string): SchoolAccount {
  return { organizationName, userId, email: `${userId}@school.example`, country: 'india', phone: '9876543210', password: 'Secret123' };
}

interface Envelope {
  success?: boolean;
  message?: string;
  info?: unknown;
}

/**
 * A school admin talking to the platform's API the way the dashboard does (spec §7): registered,
 * logged in, with the session cookie kept for every later call.
 */
export class SchoolAdmin {
  private constructor(
    private readonly baseUrl: string,
    /** The admin's session cookie(s), as a `Cookie` header. */
    readonly cookie: string,
  ) {}

  /** Registers, logs in and verifies the e-mail address (so the site can be published). */
  static async register(platform: PlatformPlace, account: SchoolAccount): Promise<SchoolAdmin> {
    const baseUrl = platform.baseUrl;
    await call(baseUrl, 'POST', '/api/auth/register', { json: account });
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ userId: account.userId, password: account.password }),
    });
    if (!login.ok) throw new Error(`Login of ${account.userId} failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    if (!cookie) throw new Error('The login set no session cookie.');
    await verifyEmail(platform, cookie, account.email);
    return new SchoolAdmin(baseUrl, cookie);
  }

  /** The organisation id the public site is reached by (`_id` of spec §3). */
  async organizationId(): Promise<string> {
    const info = (await this.get('/api/dashboard/profile/info')).info as { _id?: string };
    if (!info?._id) throw new Error('The profile has no _id.');
    return info._id;
  }

  get(path: string): Promise<Envelope> {
    return call(this.baseUrl, 'GET', path, { cookie: this.cookie });
  }

  post(path: string, json: Record<string, unknown> = {}): Promise<Envelope> {
    return call(this.baseUrl, 'POST', path, { json, cookie: this.cookie });
  }

  postForm(path: string, form: FormData): Promise<Envelope> {
    return call(this.baseUrl, 'POST', path, { form, cookie: this.cookie });
  }

  chooseTemplate(templateId: string): Promise<Envelope> {
    return this.post('/api/dashboard/template/template-update', { templateId });
  }

  publish(): Promise<Envelope> {
    return this.post('/api/dashboard/profile/publish-web');
  }

  unpublish(): Promise<Envelope> {
    return this.post('/api/dashboard/profile/unpublish-web');
  }

  /** Uploads a notice (spec §7: multipart noticeTitle, noticeFile; notices accept images). */
  async addNotice(title: string): Promise<Envelope> {
    const form = new FormData();
    form.set('noticeTitle', title);
    form.set('noticeFile', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'notice.png');
    return this.postForm('/api/dashboard/notice-course/notice', form);
  }
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  { json, form, cookie }: { json?: unknown; form?: FormData; cookie?: string },
): Promise<Envelope> {
  const headers: Record<string, string> = { origin: baseUrl };
  if (cookie) headers['cookie'] = cookie;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(baseUrl + path, {
    method,
    headers,
    body: form ?? (json !== undefined ? JSON.stringify(json) : undefined),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  const body = JSON.parse(text) as Envelope;
  if (body.success === false) throw new Error(`${method} ${path} refused: ${body.message}`);
  return body;
}

/** A small real PNG picture. */
function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 24, channels: 3, background: { r: 30, g: 120, b: 60 } } }).png().toBuffer();
}
