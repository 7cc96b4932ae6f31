import { mkdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../sites/support/axe';
import { card, eventually, expectAlert, useDashboardSession } from './support/dashboard-session';
import { fillFields } from './support/list-journey';
import { screenshotForReview } from '../support/screenshots';

/**
 * Issue #25, as a school meets it: the owner invites a teacher (1366 px), the teacher joins from the mailed link and
 * proposes a notice on a phone (390 px), the owner approves it, the notice is on the site, and the Activity page
 * shows all of it; then the owner starts the two-step set-up (QR code). Each new page is checked with axe and
 * photographed (tmp/team-approvals/).
 */

const SHOTS = join(__dirname, '../../tmp/team-approvals');
const session = useDashboardSession();
const NOTICE = 'Sports Day on 5 December';
const VISION = 'Every child reads for joy';
const NOTE = 'Please use the words of our prospectus.';

/** The text of the newest mail to `to` that says `saying`, read from the outbox's .eml files. */
async function mailTo(dataDir: string, to: string, saying: string): Promise<string> {
  let found = '';
  await eventually(async () => {
    const outbox = join(dataDir, 'outbox');
    const mails = await Promise.all((await readdir(outbox)).filter((name) => name.endsWith('.eml')).map((name) => readFile(join(outbox, name), 'utf8')));
    found = mails.find((mail) => mail.includes(`To: ${to}`) && mail.replace(/=\r?\n/g, '').includes(saying)) ?? '';
    expect(found).not.toBe('');
  });
  return found.replace(/=\r?\n/g, '');
}

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
  await screenshotForReview(page, join(SHOTS, `${shot}.png`), { fullPage: true });
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
  await screenshotForReview(teacher, join(SHOTS, 'proposed-390.png'), { fullPage: true });
  // And a line of the school's vision (a list of texts: issue #42, the approval view showed "0:" and an empty Before).
  await teacher.goto('/dashboard/home');
  const vision = card(teacher, 'Vision');
  await vision.getByLabel('Vision', { exact: true }).fill(VISION);
  await vision.getByRole('button', { name: 'Add vision' }).click();
  await expectAlert(vision, 'Sent for approval.');

  // The owner sees them counted in the menu, each field named by its label and what is new marked, and approves the notice.
  await session.open('approvals', 'Approvals');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Approvals 2 waiting' }).waitFor();
  const waiting = page.getByRole('list', { name: 'Waiting for approval' });
  const proposal = (heading: string) => waiting.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading }) });
  const noticeProposal = proposal(`Added to notice: ${NOTICE}`);
  await noticeProposal.getByText(`Notice title: ${NOTICE}`, { exact: true }).waitFor();
  await noticeProposal.getByText('After (new)', { exact: true }).waitFor();
  const visionProposal = proposal('Changed vision');
  await visionProposal.getByText(`Vision: ${VISION} (new)`, { exact: true }).waitFor();
  expect(await visionProposal.getByText('Before', { exact: true }).count()).toBe(0);
  expect(await waiting.innerText()).not.toMatch(/(^|\s)0:/);
  await expectAccessible(page, 'approvals-1366');
  await noticeProposal.getByRole('button', { name: 'Approve' }).click();
  await expectAlert(page, 'Approved: the change is on the site.');

  // The owner turns the vision down, saying why: the note is mailed to the teacher and shown in their list.
  await visionProposal.getByLabel('Note for the contributor (optional)').fill(NOTE);
  await visionProposal.getByRole('button', { name: 'Reject' }).click();
  await expectAlert(page, 'Rejected: the change was not made.');
  const mail = await mailTo(session.platform.dataDir, teacherEmail, 'was not approved');
  expect(mail).toContain(`Note: ${NOTE}`);
  expect(mail).toMatch(/Your changes and what was decided: https?:\/\/\S+\/dashboard\/approvals/);
  await teacher.goto('/dashboard/approvals');
  const decided = teacher.getByRole('list', { name: 'Decided' });
  await decided.getByText(`Note: ${NOTE}`, { exact: true }).waitFor();
  await decided.getByText(`Vision: ${VISION} (new)`, { exact: true }).waitFor();
  await expectAccessible(teacher, 'contributor-approvals-390');

  // The teacher's profile shows the teacher's own details, not the owner's; then the school's, named as the school's.
  await teacher.goto('/dashboard/profile');
  const details = card(teacher, 'Account').locator('dl');
  await details.getByText(teacherEmail, { exact: true }).waitFor();
  const rows = async () => (await details.getByRole('term').allInnerTexts()).map((term) => term.trim());
  expect(await rows()).toEqual(['User ID', 'E-mail', 'Role', 'Phone', 'School', 'Country', 'Board', 'Time zone']);
  const shown = await details.innerText();
  for (const own of [teacherId, 'Contributor', 'Not added', session.admin.organizationName, 'India']) expect(shown).toContain(own);
  expect(shown).not.toContain(session.admin.email);
  expect(shown.replace(/\D/g, '')).not.toContain(session.admin.phone.replace(/\D/g, '').slice(-6));
  await expectAccessible(teacher, 'contributor-profile-390');
  await teacher.setViewportSize({ width: 1366, height: 900 });
  await details.getByText(teacherEmail, { exact: true }).waitFor();
  await expectAccessible(teacher, 'contributor-profile-1366');

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
