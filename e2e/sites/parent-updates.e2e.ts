import { mkdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { ENQUIRY_MIN_FILL_SECONDS, PUSH_MESSAGES, PUSH_PAGE_TEXT, SUBSCRIPTION_MESSAGES } from '@schoolpage/content-contract';
import { startPushService, type LocalPushService } from '../../apps/api/src/testing/push-service';
import { readMail } from '../../apps/api/src/testing/smtp-inbox';
import { eventually, startDashboardSession, type DashboardSession } from '../dashboard/support/dashboard-session';
import { axeViolations } from './support/axe';
import { screenshotForReview } from '../support/screenshots';

/**
 * Issue #48, as a parent and a school meet it: a parent on a phone (390 px) opens the school's site, follows "Get
 * updates", asks for circulars and alerts by e-mail and confirms from the mail; turns on notifications (Chromium's own
 * subscription where this browser has a push service, else one at a local push service that checks the platform's
 * VAPID token and decrypts each message); the school publishes a circular: the mail arrives (outbox) and so does the
 * push (decrypted, its title checked); the parent stops everything with one click (the mail's List-Unsubscribe POST)
 * and turns notifications off, and the next circular reaches them by neither. axe finds nothing on the updates pages.
 */

const SHOTS = join(__dirname, '../../tmp/parent-updates');
const PARENT = 'meera.parent@example.in';
const NOTICE = '/api/dashboard/notice-course/notice';

let service: LocalPushService;
let session: DashboardSession;
let slug: string;
let organizationId: string;
let parentContext: BrowserContext;
let parent: Page;

/** The mails in the platform's outbox to `to`, decoded enough to read (quoted-printable soft breaks and `=3D`, folded headers). */
async function mailsTo(to: string): Promise<{ subject: string; header(name: string): string | undefined; text: string }[]> {
  const outbox = join(session.platform.dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map((name) => readFile(join(outbox, name), 'utf8')));
  return mails
    .map((raw) => {
      const split = raw.search(/\r?\n\r?\n/);
      const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
      const text = raw.slice(split).replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      return { subject: header('Subject') ?? '', header, text, to: header('To') ?? '' };
    })
    .filter((mail) => mail.to.toLowerCase().includes(to));
}

async function publishCircular(title: string, text: string): Promise<void> {
  const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] };
  expect((await session.context.request.post(NOTICE, { data: { noticeTitle: title, body } })).status()).toBe(201);
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  service = await startPushService();
  // A server of its own: only the local push service may be named by a subscription.
  session = await startDashboardSession(undefined, { ownPlatform: true, env: { PUSH_SERVICE_HOSTS: service.origin } });
  await session.verifyEmail();
  expect((await session.context.request.post('/api/dashboard/brand', { data: { color: '#0f766e', headingFont: 'template' } })).ok()).toBe(true);
  expect((await session.context.request.post('/api/dashboard/profile/publish-web')).status()).toBe(200);
  const info = (await session.apiGet('/api/dashboard/profile/info')).info as { slug: string; _id: string };
  ({ slug, _id: organizationId } = info);
  parentContext = await session.browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: session.platform.baseUrl, hasTouch: true, isMobile: true });
  await parentContext.grantPermissions(['notifications'], { origin: session.platform.baseUrl });
  parent = await parentContext.newPage();
  parent.on('pageerror', (error) => session.pageErrors.push(`parent: ${error.message}`));
}, 120_000);

afterAll(async () => {
  await parentContext?.close().catch(() => undefined);
  await session?.close();
  await service?.close();
});

it('a parent subscribes by e-mail and push, gets the circular both ways, and stops it all with one click', async () => {
  // The site's every page leads to "Get updates".
  await parent.goto(`/s/${slug}`);
  expect(await parent.locator('link[rel="manifest"]').getAttribute('href')).toMatch(new RegExp(`/s/${slug}/manifest\\.webmanifest$`));
  const manifest = await parent.request.get(`/s/${slug}/manifest.webmanifest`);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(await manifest.json()).toMatchObject({ name: 'Greenfield Public School', theme_color: '#0f766e', start_url: `/s/${slug}/`, scope: `/s/${slug}/`, display: 'standalone' });
  await parent.getByRole('link', { name: 'Get updates' }).click();
  await parent.waitForURL((url) => url.pathname === `/s/${slug}/updates`);
  const madeAt = Date.now();
  await parent.getByRole('heading', { level: 1, name: 'Get updates' }).waitFor();
  // Where push is offered, the button shows once the page's script has looked (nothing asked yet).
  const notify = parent.getByRole('button', { name: PUSH_PAGE_TEXT.button });
  await notify.waitFor();
  expect(await parent.evaluate(() => Notification.permission)).toBe('granted');
  expect(await parent.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
  await screenshotForReview(parent, join(SHOTS, 'updates-390.png'), { fullPage: true });
  await expectAxeClean(parent);

  // E-mail: circulars and alerts only.
  await parent.getByLabel('Your e-mail address').fill(PARENT);
  for (const topic of ['News', 'Events']) await parent.getByRole('checkbox', { name: topic }).uncheck();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, madeAt + ENQUIRY_MIN_FILL_SECONDS * 1000 + 300 - Date.now())));
  await parent.getByRole('button', { name: 'Get updates' }).click();
  await parent.waitForURL((url) => url.pathname === `/s/${slug}/updates/sent`);
  await parent.getByText(SUBSCRIPTION_MESSAGES.sent).waitFor();
  await expectAxeClean(parent);

  let confirmLink = '';
  await eventually(async () => {
    const [mail] = await mailsTo(PARENT);
    confirmLink = /https?:\/\/\S+\/updates\/confirm\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(confirmLink).not.toBe('');
  });
  const confirm = new URL(confirmLink);
  await parent.goto(confirm.pathname + confirm.search);
  await parent.getByRole('heading', { level: 1, name: 'You are subscribed' }).waitFor();
  await expectAxeClean(parent);

  // Push: Chromium's own subscription where this browser has a push service...
  await parent.goto(`/s/${slug}/updates`);
  await notify.click();
  const status = parent.locator('[data-push-status]');
  await eventually(async () => expect(await status.textContent()).not.toBe(PUSH_PAGE_TEXT.asking));
  const said = (await status.textContent()) ?? '';
  expect([PUSH_MESSAGES.subscribed, PUSH_MESSAGES.pushService, PUSH_PAGE_TEXT.failed]).toContain(said);
  // The tap registered the site's service worker, its scope the whole site.
  expect(await parent.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.map((registration) => new URL(registration.scope).pathname)))).toEqual([`/s/${slug}/`]);
  await screenshotForReview(parent, join(SHOTS, 'updates-after-tap-390.png'), { fullPage: true });
  await expectAxeClean(parent);
  // ...else (headless Chromium has none here) a browser of the local push service, subscribed as the page's script does.
  const browser = service.subscribe();
  const subscribed = await parent.request.post('/api/web/push-subscriptions', { data: { organizationId, subscription: browser, topics: ['circulars', 'alerts'] } });
  expect(subscribed.status()).toBe(201);

  // The school publishes a circular: the mail and the push arrive.
  await publishCircular('Winter uniform from Monday', 'Blazers and sweaters from 1 December.');
  let unsubscribe = '';
  await eventually(async () => {
    const mail = (await mailsTo(PARENT)).find((one) => one.subject === 'Winter uniform from Monday');
    expect(mail?.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    unsubscribe = mail?.header('List-Unsubscribe')?.slice(1, -1) ?? '';
    const push = service.received.find((one) => one.endpoint === browser.endpoint);
    expect(push?.json()).toMatchObject({ title: 'Winter uniform from Monday', body: 'Blazers and sweaters from 1 December.' });
  }, 20_000);
  expect(unsubscribe).toMatch(/\/api\/web\/subscriptions\/unsubscribe\?token=/);

  // One click: the mail program's POST (RFC 8058) stops every mail; the page's button would stop the notifications.
  const stop = new URL(unsubscribe);
  const stopped = await parent.request.post(stop.pathname + stop.search, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(stopped.status()).toBe(200);
  expect((await stopped.json()).message).toBe(SUBSCRIPTION_MESSAGES.unsubscribed);
  const off = await parent.request.delete('/api/web/push-subscriptions', { data: { organizationId, endpoint: browser.endpoint } });
  expect((await off.json()).message).toBe(PUSH_MESSAGES.unsubscribed);

  // The next circular reaches them by neither way (the sender looks every 5 s: two looks).
  const mailsBefore = (await mailsTo(PARENT)).length;
  const pushesBefore = service.requests.length;
  await publishCircular('Sports day on Friday', 'Wear your house colours.');
  await eventually(async () => {
    const sends = (await session.apiGet('/api/dashboard/subscribers')).info as { sends: { title: string; state: string }[] };
    expect(sends.sends.find((send) => send.title === 'Sports day on Friday')?.state).toBe('done');
  }, 20_000);
  expect((await mailsTo(PARENT)).length).toBe(mailsBefore);
  expect(service.requests.length).toBe(pushesBefore);

  // Where the browser offers no push (an iPhone's Safari before the site is on the Home Screen): no button, and the
  // Home Screen help is open.
  const iphone = await session.browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: session.platform.baseUrl, hasTouch: true, isMobile: true });
  await iphone.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
  const safari = await iphone.newPage();
  await safari.goto(`/s/${slug}/updates`);
  await safari.getByText(PUSH_PAGE_TEXT.notOffered).waitFor();
  expect(await safari.getByRole('button', { name: PUSH_PAGE_TEXT.button }).count()).toBe(0);
  expect(await safari.locator('[data-push-help]').getAttribute('open')).toBe('');
  await safari.getByText(/Add to Home Screen/).waitFor();
  await screenshotForReview(safari, join(SHOTS, 'updates-no-push-390.png'), { fullPage: true });
  await expectAxeClean(safari);
  await iphone.close();

  await parent.setViewportSize({ width: 1366, height: 900 });
  await parent.goto(`/s/${slug}/updates`);
  await screenshotForReview(parent, join(SHOTS, 'updates-1366.png'), { fullPage: true });
  expect(session.pageErrors).toEqual([]);
}, 90_000);

it('a parent who reads the site in Hindi gets the updates page, the confirmation mail and the confirmation in Hindi', async () => {
  const HINDI_PARENT = 'asha.parent@example.in';
  const HINDI_NAME = 'ग्रीनफ़ील्ड पब्लिक स्कूल';
  expect((await session.context.request.post('/api/dashboard/languages', { data: { default: 'en', languages: ['en', 'hi', 'ur'] } })).ok()).toBe(true);
  expect((await session.context.request.post('/api/dashboard/home/orginfo?lang=hi', { multipart: { organizationName: HINDI_NAME } })).ok()).toBe(true);
  await parent.setViewportSize({ width: 390, height: 844 });

  // From the site's Hindi page, its "Get updates" link in Hindi leads to the Hindi updates page.
  await parent.goto(`/s/${slug}/hi`);
  await parent.getByRole('link', { name: 'अपडेट पाएँ' }).click();
  await parent.waitForURL((url) => url.pathname === `/s/${slug}/hi/updates`);
  const madeAt = Date.now();
  await parent.getByRole('heading', { level: 1, name: 'अपडेट पाएँ' }).waitFor();
  expect(await parent.locator('html').getAttribute('lang')).toBe('hi');
  await parent.getByRole('button', { name: 'सूचनाएँ पाएँ' }).waitFor();
  await screenshotForReview(parent, join(SHOTS, 'updates-hi-390.png'), { fullPage: true });
  await expectAxeClean(parent);

  await parent.getByLabel('आपका ई-मेल पता').fill(HINDI_PARENT);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, madeAt + ENQUIRY_MIN_FILL_SECONDS * 1000 + 300 - Date.now())));
  await parent.getByRole('button', { name: 'अपडेट पाएँ' }).click();
  await parent.waitForURL((url) => url.pathname === `/s/${slug}/hi/updates/sent`);
  await parent.getByText('अपना ई-मेल देखें: हमने आपको पुष्टि करने के लिए एक लिंक भेजा है।', { exact: false }).waitFor();

  // The confirmation mail, read from the outbox, is in Hindi and leads to the Hindi page.
  let confirmLink = '';
  await eventually(async () => {
    const outbox = join(session.platform.dataDir, 'outbox');
    const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
    const mails = (await Promise.all(files.map((name) => readFile(join(outbox, name), 'utf8')))).map((raw) => readMail(raw, []));
    const mail = mails.find((one) => (one.header('To') ?? '').includes(HINDI_PARENT));
    expect(mail?.header('Subject')).toBe(`पुष्टि करें: ${HINDI_NAME} से अपडेट`);
    expect(mail?.text).toContain('इन्हें पाने के लिए 7 दिनों के भीतर यह लिंक खोलें:');
    confirmLink = /https?:\/\/\S+\/updates\/confirm\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
  });
  const confirm = new URL(confirmLink);
  expect(confirm.pathname).toBe(`/s/${slug}/hi/updates/confirm`);
  await parent.goto(confirm.pathname + confirm.search);
  await parent.getByRole('heading', { level: 1, name: 'आपने सदस्यता ले ली है' }).waitFor();
  await expectAxeClean(parent);

  // Urdu reads right to left.
  await parent.goto(`/s/${slug}/ur/updates`);
  expect(await parent.locator('html').getAttribute('dir')).toBe('rtl');
  await parent.getByRole('heading', { level: 1, name: 'اپ ڈیٹس حاصل کریں' }).waitFor();
  // Nothing of the page (its hidden field neither) lies where the phone could scroll sideways to.
  expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshotForReview(parent, join(SHOTS, 'updates-ur-390.png'), { fullPage: true });
  await expectAxeClean(parent);
  await parent.setViewportSize({ width: 1366, height: 900 });
  await screenshotForReview(parent, join(SHOTS, 'updates-ur-1366.png'), { fullPage: true });
  await parent.goto(`/s/${slug}/hi/updates`);
  await screenshotForReview(parent, join(SHOTS, 'updates-hi-1366.png'), { fullPage: true });
  expect(session.pageErrors).toEqual([]);
}, 90_000);
