import { answerDialog, card, eventually, expectAlert, rowsOf, useDashboardSession } from './support/dashboard-session';
import { addQuestions, fillFields } from './support/list-journey';

/**
 * Issue 14: a school office fixes a typo in place, reorders with the keyboard, takes a delete back,
 * and finds its saved organisation details in the form after a reload; in a real browser against the real API.
 */
const session = useDashboardSession();
const api = '/api/dashboard';

describe('a dashboard a school office can live in', () => {
  it('fixes the title of a notice in place, keeping its file', async () => {
    const { page } = session;
    await session.open('coursenotice', 'Notice & Courses');
    const notices = card(page, 'Notices');
    await fillFields(notices, session.files, [
      ['Notice title', 'Holiday in Novmber'],
      ['Notice file (image or PDF)', { file: 'jpeg' }],
    ]);
    await notices.getByRole('button', { name: 'Upload notice' }).click();
    await expectAlert(notices, 'Added successfully.');
    const before = ((await session.apiGet(`${api}/notice-course/notice`))['info'] as { fileUrl: { url: string } }[])[0];

    await notices.getByRole('button', { name: 'Edit', exact: true }).click();
    const list = notices.getByRole('list', { name: 'Notices list' });
    const title = list.getByLabel('Notice title');
    expect(await title.inputValue()).toBe('Holiday in Novmber');
    await title.fill('Holiday in November');
    await list.getByRole('button', { name: 'Save', exact: true }).click();
    await expectAlert(notices, 'Saved successfully.');
    await eventually(async () => expect((await rowsOf(notices, 'Notices list')).join(' ')).toContain('Holiday in November'));
    const after = ((await session.apiGet(`${api}/notice-course/notice`))['info'] as { title: string; fileUrl: { url: string } }[])[0];
    expect(after).toMatchObject({ title: 'Holiday in November', fileUrl: before.fileUrl });
  });

  it('reorders the FAQ with the keyboard and announces the new position', async () => {
    const { page } = session;
    await session.open('about', 'About');
    const faq = card(page, 'FAQ');
    await addQuestions(faq, session.files, [
      ['When does school start?', 'At 8.'],
      ['Is there a bus?', 'Yes.'],
    ]);
    const moveUp = faq.getByRole('listitem').nth(1).getByRole('button', { name: 'Move up', exact: true });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await faq.getByRole('status').filter({ hasText: 'moved to position 1 of 2' }).waitFor();
    await eventually(async () => {
      const questions = ((await session.apiGet(`${api}/about/faq`))['info'] as { question: string }[]).map((f) => f.question);
      expect(questions).toEqual(['Is there a bus?', 'When does school start?']);
    });
    await eventually(async () => expect((await rowsOf(faq, 'FAQ list'))[0]).toContain('Is there a bus?'));
  });

  it('takes a delete back with Undo, at the same position', async () => {
    const { page } = session;
    await session.open('about', 'About');
    const faq = card(page, 'FAQ');
    await faq.getByRole('button', { name: 'Delete Is there a bus?' }).click();
    await answerDialog(page, 'Delete');
    await eventually(async () => expect((await rowsOf(faq, 'FAQ list')).join(' ')).not.toContain('Is there a bus?'));
    await faq.getByRole('button', { name: 'Undo', exact: true }).click();
    await eventually(async () => {
      const questions = ((await session.apiGet(`${api}/about/faq`))['info'] as { question: string }[]).map((f) => f.question);
      expect(questions).toEqual(['Is there a bus?', 'When does school start?']);
    });
    await eventually(async () => expect((await rowsOf(faq, 'FAQ list'))[0]).toContain('Is there a bus?'));
  });

  it('shows the saved organisation details in the form after a reload', async () => {
    const { page } = session;
    await session.open('home', 'Home');
    const organisation = card(page, 'Organisation');
    await organisation.getByLabel('Organization name').fill('Greenfield Senior School');
    await organisation.getByLabel('Welcome message').fill('Welcome to Greenfield.');
    await organisation.getByRole('button', { name: 'Save organisation' }).click();
    await expectAlert(organisation, 'Saved successfully.');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Home', exact: true }).waitFor();
    const reloaded = card(page, 'Organisation');
    await eventually(async () => expect(await reloaded.getByLabel('Organization name').inputValue()).toBe('Greenfield Senior School'));
    expect(await reloaded.getByLabel('Welcome message').inputValue()).toBe('Welcome to Greenfield.');
  });
});
