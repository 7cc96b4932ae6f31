import { mkdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../sites/support/axe';
import { card, eventually, expectAlert, useDashboardSession } from './support/dashboard-session';
import { fillFields } from './support/list-journey';

/**
 * Issue #25, as a school meets it: the owner invites a teacher (1366 px), the teacher joins from the mailed link and
 * proposes a notice on a phone (390 px), the owner approves it, the notice is on the site, and the Activity page
 * shows all of it; then the owner starts the two-step set-up (QR code). Each new page is checked with axe and
 * photographed (tmp/team-approvals/).
 */

const SHOTS = join(__dirname, '../../tmp/team-approvals');
const session = useDashboardSession();
const NOTICE = 'Sports Day on 5 December';

/** The path of the invitation link mailed to `to`, read from the outbox's .eml files. */
async function invitationLink(dataDir: string, to: string): Promise<string> {
  let link = '';
  await eventually(async () => {
    const outbox = join(dataDir, 'outbox');
    const mails = await Promise.all((await readdir(outbox)).filter((name) => name.endsWith('.eml')).map((name) => readFile(join(outbox, name), 'utf8')));
    link = mails.filter((mail) => mail.includes(`To: ${to}`)).map((mail) => mail.match(/https?:\/\/\S+(\/invite\/[A-Za-z0-9_-]+)/)?.[1] ?? '').find(Boolean) ?? '';
    expect(link).not.toBe('');
  });
  return link;
}

async function expectAccessible(page: Page, shot: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${shot}.png`), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
}

let teacherContext: BrowserContext | undefined;
afterAll(() => teacherContext?.close());

it('has the owner invite a teacher who joins, proposes a notice the owner approves, the notice on the site and all of it on record', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const { page } = session;
  await session.verifyEmail();
  expect((await session.context.request.post('/api/dashboard/profile/publish-web')).status()).toBe(200);
  const slug = ((await session.apiGet('/api/dashboard/profile/info'))['info'] as { slug: string }).slug;
  const teacherId = session.admin.userId.replace('greenfield.', 'teacher.');
  const teacherEmail = `${teacherId}@greenfield.example`;

  // The owner invites the teacher as a contributor.
  await page.setViewportSize({ width: 1366, height: 900 });
  await session.open('team', 'Team');
  const invite = card(page, 'Invite someone');
  await invite.getByLabel('E-mail').fill(teacherEmail);
  await invite.getByLabel('Role').selectOption('contributor');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expectAlert(page, `Invitation sent to ${teacherEmail}.`);
  await page.getByRole('button', { name: `Withdraw invitation of ${teacherEmail}` }).waitFor();
  await expectAccessible(page, 'team-1366');

  // The teacher opens the mailed link on a phone and joins.
  teacherContext = await session.browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: session.platform.baseUrl });
  const teacher = await teacherContext.newPage();
  const teacherErrors: string[] = [];
  teacher.on('pageerror', (error) => teacherErrors.push(error.message));
  await teacher.goto(await invitationLink(session.platform.dataDir, teacherEmail));
  await teacher.getByRole('heading', { level: 1, name: `Join ${session.admin.organizationName}` }).waitFor();
  await expectAccessible(teacher, 'join-390');
  await teacher.getByLabel('Full name').fill('Meera Iyer');
  await teacher.getByLabel('User ID').fill(teacherId);
  await teacher.getByRole('textbox', { name: 'Password' }).fill('Teacher2026');
  await teacher.getByRole('button', { name: 'Join' }).click();
  await teacher.waitForURL((url) => url.pathname === '/dashboard');

  // The teacher proposes a notice: it waits for approval.
  await teacher.goto('/dashboard/coursenotice');
  const notices = card(teacher, 'Notices');
  await fillFields(notices, session.files, [
    ['Notice title', NOTICE],
    ['Notice file (image or PDF)', { file: 'jpeg' }],
  ]);
  await notices.getByRole('button', { name: 'Upload notice' }).click();
  await expectAlert(notices, 'Sent for approval.');
  await teacher.screenshot({ path: join(SHOTS, 'proposed-390.png'), fullPage: true });

  // The owner sees it counted in the menu and approves it.
  await session.open('approvals', 'Approvals');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Approvals 1 waiting' }).waitFor();
  const waiting = page.getByRole('list', { name: 'Waiting for approval' });
  await waiting.getByRole('heading', { name: `Added to notice: ${NOTICE}` }).waitFor();
  await expectAccessible(page, 'approvals-1366');
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expectAlert(page, 'Approved: the change is on the site.');

  // The notice is on the school's site.
  await page.goto(`/s/${slug}/notices`);
  await page.getByText(NOTICE).first().waitFor();

  // The Activity page shows all of it, at both widths.
  await session.open('activity', 'Activity');
  const record = page.getByRole('list', { name: 'Activity, newest first' });
  await record.getByText('Approved a change').waitFor();
  const lines = await record.getByRole('listitem').allInnerTexts();
  for (const what of ['Approved a change', `Proposed: Saved notice: ${NOTICE}`, 'Joined as Contributor', `Invited ${teacherEmail} as Contributor`]) {
    expect(lines.some((line) => line.includes(what))).toBe(true);
  }
  expect(lines.find((line) => line.includes('Proposed'))).toContain('Meera Iyer');
  await expectAccessible(page, 'activity-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await record.getByText('Approved a change').waitFor();
  await expectAccessible(page, 'activity-390');
  expect(teacherErrors).toEqual([]);
});

it('shows the owner a QR code to set up two-step sign-in on the Profile', async () => {
  const { page } = session;
  await page.setViewportSize({ width: 1366, height: 900 });
  await session.open('profile', 'Profile');
  const twoStep = card(page, 'Two-step sign-in');
  await twoStep.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await twoStep.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
  await twoStep.getByLabel('Code from the app').waitFor();
  await expectAccessible(page, 'two-step-1366');
});
