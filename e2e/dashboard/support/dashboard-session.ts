import type { BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../../support/browser';
import { readLatestCode } from '../../support/outbox';
import { randomBytes } from 'node:crypto';
import { startPlatform, type RunningPlatform } from '../../support/platform';
import { SHARED_PLATFORMS, sharedPlatform } from '../../support/shared-platforms';
import { createUploadFiles, type UploadFiles } from './upload-files';

/** The organisation admin every journey signs in as (registered through the real API). */
export interface Admin {
  organizationName: string;
  userId: string;
  email: string;
  country: string;
  phone: string;
  password: string;
}

export const ADMIN: Admin = {
  organizationName: 'Greenfield Public School',
  userId: 'greenfield.admin',
  email: 'admin@greenfield.example',
  country: 'india',
  phone: '9876543210',
  password: 'Greenfield2026',
};

/** One platform, one browser and one signed-in admin page, shared by the journeys of one file. */
export interface DashboardSession {
  platform: RunningPlatform;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors seen so far. */
  pageErrors: string[];
  /** Console errors logged since the last call (a refused request logs one), and forgets them. */
  takeConsoleErrors(): string[];
  files: UploadFiles;
  admin: Admin;
  /** Opens /dashboard/{path}, whose menu item and page heading read `heading`, and waits for the page. */
  open(path: string, heading: string): Promise<void>;
  /** GET on the real API with the admin's session cookie; the parsed JSON body. */
  apiGet(path: string): Promise<Record<string, unknown>>;
  /** Verifies the admin's e-mail address through the API with the mailed code (a site is published only then). */
  verifyEmail(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where a session's school lives: on the run's shared dashboard server (support/shared-platforms.ts) as an admin
 * of its own, or, for journeys that read the school's address or every school (search), on a server of its own
 * as ADMIN.
 */
export interface DashboardSessionOptions {
  ownPlatform?: boolean;
  /** More environment for a server of its own (e.g. a shifted clock). */
  env?: Record<string, string>;
}

/** ADMIN with a user ID and e-mail address no other journey on a shared server has (the school's name is kept). */
function adminOfItsOwn(): Admin {
  const tag = randomBytes(4).toString('hex');
  return { ...ADMIN, userId: `greenfield.${tag}`, email: `admin.${tag}@greenfield.example` };
}

export async function startDashboardSession(
  viewport = { width: 1280, height: 900 },
  { ownPlatform = false, env = {} }: DashboardSessionOptions = {},
): Promise<DashboardSession> {
  const [platform, browser, files] = await Promise.all([
    ownPlatform ? startPlatform({ ...SHARED_PLATFORMS.dashboard, ...env }) : sharedPlatform('dashboard'),
    launchBrowser(),
    createUploadFiles(),
  ]);
  const admin = ownPlatform ? ADMIN : adminOfItsOwn();
  await registerAdmin(platform.baseUrl, admin);
  const context = await browser.newContext({ viewport, baseURL: platform.baseUrl });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  await logInThroughUi(page, admin);

  return {
    platform,
    browser,
    context,
    page,
    pageErrors,
    takeConsoleErrors: () => consoleErrors.splice(0),
    files,
    admin,
    async open(path, heading) {
      // Through the side menu when it is on screen (as an admin moves about, and without reloading the
      // remotes); a fresh load when already there, so every journey starts from a clean page.
      const target = `/dashboard/${path}`;
      const menuLink = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: heading, exact: true });
      const onDashboard = new URL(page.url()).pathname.startsWith('/dashboard');
      if (onDashboard && new URL(page.url()).pathname !== target && (await menuLink.isVisible())) {
        await menuLink.click();
        await page.waitForURL((url) => url.pathname === target);
      } else {
        await page.goto(target);
      }
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    },
    async apiGet(path) {
      const response = await context.request.get(path);
      expect(response.status()).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    },
    async verifyEmail() {
      expect((await context.request.post('/api/dashboard/profile/verify-email-otp')).status()).toBe(200);
      const otp = await readLatestCode(platform.dataDir, admin.email);
      expect((await context.request.post('/api/dashboard/profile/verify-email', { data: { otp } })).status()).toBe(200);
    },
    async close() {
      await context.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await Promise.all([platform.stop(), files.remove()]);
    },
  };
}

/** Creates the account through POST /api/auth/register, as the sign-up page does. */
export async function registerAdmin(baseUrl: string, admin: Admin): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const body = (await response.json()) as { success?: boolean; message?: string };
  if (!response.ok || !body.success) throw new Error(`Registration failed (${response.status}): ${body.message}`);
}

/** Signs in on /login with User ID and Password and waits for the dashboard's profile. */
export async function logInThroughUi(page: Page, admin: Admin): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User ID').fill(admin.userId);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
}

/** Retries `assertion` until it passes or `timeoutMs` runs out (then throws its last failure). */
export async function eventually(assertion: () => unknown, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** The titled card of a dashboard page (each card is a region named by its heading). */
export function card(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/**
 * Waits until `scope` shows exactly one message, reading `text` verbatim: an alert (a failure or a check) or a
 * polite status (a success, which clears itself after a few seconds). Empty live regions and "Loading..." are
 * not messages.
 */
export async function expectAlert(scope: Locator | Page, text: string): Promise<void> {
  const messages = scope.locator('[role="alert"], [role="status"]');
  await eventually(async () =>
    expect((await messages.allTextContents()).map((shown) => shown.trim()).filter((shown) => shown && shown !== 'Loading...')).toEqual([text]),
  );
}

/** A validation message: the one alert of `scope`, verbatim, and nowhere else on the page (shown once). */
export async function expectValidation(scope: Locator, text: string): Promise<void> {
  await expectAlert(scope, text);
  expect(await scope.page().getByText(text, { exact: true }).count()).toBe(1);
}

/** The visible texts of the rows of a list named `name` inside `scope`. */
export async function rowsOf(scope: Locator, name: string): Promise<string[]> {
  const list = scope.getByRole('list', { name, exact: true });
  if ((await list.count()) === 0) return [];
  return list.getByRole('listitem').allInnerTexts();
}

/** Answers the open confirmation dialog with `answer` and returns the question it asked. */
export async function answerDialog(page: Page, answer: 'Delete' | 'Cancel'): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const question = (await dialog.locator('p').textContent()) ?? '';
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return question;
}

/** True when the picture really loaded (a served, decodable image). */
export async function imageLoaded(image: Locator): Promise<boolean> {
  await image.waitFor();
  return image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    if (!img.complete) {
      await new Promise((settled) => {
        img.addEventListener('load', settled, { once: true });
        img.addEventListener('error', settled, { once: true });
      });
    }
    return img.naturalWidth > 0;
  });
}

/**
 * One signed-in dashboard session for the tests of a file (started before the first, closed after
 * the last); every test must end without page errors or unexpected console errors.
 */
export function useDashboardSession(options: DashboardSessionOptions = {}): DashboardSession {
  const session = {} as DashboardSession;
  beforeAll(async () => {
    Object.assign(session, await startDashboardSession(undefined, options));
  });
  afterAll(() => session.close?.());
  afterEach(() => {
    expect(session.pageErrors).toEqual([]);
    expect(session.takeConsoleErrors()).toEqual([]);
  });
  return session;
}
