import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { card, eventually, expectAlert, rowsOf, useDashboardSession } from './support/dashboard-session';
import { addQuestions } from './support/list-journey';

/**
 * Issue 14: what a school office does before and around going live, in a real browser against the real
 * API: its own content previewed in a template, typing never lost without a question, several gallery
 * pictures at once with their progress, a list reordered by dragging, saved values after a reload, and
 * publishing with the checklist (a verified e-mail address required).
 */
const session = useDashboardSession();
const api = '/api/dashboard';

async function typeAndSaveOrganisation(page: Page, welcome: string) {
  const organisation = card(page, 'Organisation');
  const message = organisation.getByLabel('Welcome message');
  await eventually(async () => expect(await organisation.getByLabel('Organization name').inputValue()).toBe('Greenfield Public School'));
  await message.fill(welcome);
  await organisation.getByRole('button', { name: 'Save organisation' }).click();
  await expectAlert(organisation, 'Saved successfully.');
  await organisation.getByText('Saved: welcome message.').waitFor();
}

/** Drops real files on `target` as a browser does when they are dragged in from the desktop. */
async function dropFiles(page: Page, target: Locator, files: { path: string; name: string; type: string }[]) {
  const contents = await Promise.all(files.map(async (file) => ({ ...file, base64: (await readFile(file.path)).toString('base64') })));
  const dataTransfer = await page.evaluateHandle((all) => {
    const transfer = new DataTransfer();
    for (const file of all) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, contents);
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

describe('before the world sees the site', () => {
  it('asks before leaving a form with unsaved typing, and keeps the typing when the admin stays', async () => {
    const { page } = session;
    await session.open('home', 'Home');
    const message = card(page, 'Organisation').getByLabel('Welcome message');
    await message.fill('Welcome to Greenfield, a school for every child.');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'About', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Stay on this page' }).click();
    expect(new URL(page.url()).pathname).toBe('/dashboard/home');
    expect(await message.inputValue()).toBe('Welcome to Greenfield, a school for every child.');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'About', exact: true }).click();
    await question.getByRole('button', { name: 'Leave page' }).click();
    await page.waitForURL('**/dashboard/about');
    await page.getByRole('heading', { level: 1, name: 'About' }).waitFor();
  });

  it('saves only the welcome message, says so, and shows the saved values after a reload', async () => {
    const { page } = session;
    await session.open('home', 'Home');
    await typeAndSaveOrganisation(page, 'Welcome to Greenfield, a school for every child.');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    const organisation = card(page, 'Organisation');
    await eventually(async () =>
      expect(await organisation.getByLabel('Welcome message').inputValue()).toBe('Welcome to Greenfield, a school for every child.'),
    );
    expect(await organisation.getByLabel('Organization name').inputValue()).toBe('Greenfield Public School');
    await organisation.getByText('JPEG, PNG, WebP or GIF up to 25 MB').first().waitFor();

    // Contact phones are kept as typed, and stored in E.164 too.
    await session.open('contact', 'Contact');
    const contact = card(page, 'Contact details');
    await contact.getByLabel('Phone 1').fill('+91 80 2345 6789');
    await contact.getByRole('button', { name: 'Save contact details' }).click();
    await contact.getByText('Saved: phone numbers.').waitFor();
    await page.reload();
    await eventually(async () => expect(await card(page, 'Contact details').getByLabel('Phone 1').inputValue()).toBe('+91 80 2345 6789'));
    const saved = (await session.apiGet(`${api}/contact/address`))['info'] as { phone: string[]; phoneE164: string[] };
    expect(saved).toMatchObject({ phone: ['+91 80 2345 6789'], phoneE164: ['+918023456789'] });
  });

  it('previews the school’s own content in a template before choosing it', async () => {
    const { page, context } = session;
    await session.open('template', 'Templates');
    const preview = page.getByRole('link', { name: 'Preview with my content in Nbl (opens in a new tab)' });
    expect(await preview.getAttribute('href')).toBe('/web/nbl?source=my-content');
    const [tab] = await Promise.all([context.waitForEvent('page'), preview.click()]);
    await tab.waitForURL('**/web/nbl?source=my-content');
    await tab.getByText('Preview with your content: only you can see this page.').waitFor();
    await tab.getByText('Welcome to Greenfield, a school for every child.').first().waitFor();
    await tab.getByText('Greenfield Public School').first().waitFor();
    // The site is still hidden and its template unchanged.
    expect(((await session.apiGet(`${api}/template/template-state`))['info'] as { templateName: string }).templateName).not.toBe('nbl');
    await tab.close();
  });

  it('adds several gallery pictures at once, by picker and by drag and drop, each with its own progress', async () => {
    const { page } = session;
    await session.open('visible', 'Visible');
    const gallery = card(page, 'Gallery');
    // Answers are held back a moment, so the progress of each picture can be seen.
    await page.route('**/api/dashboard/visible/gallery', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    try {
      await gallery.getByLabel('Gallery images (several at once)', { exact: true }).setInputFiles([session.files.jpeg, session.files.png]);
      const uploads = gallery.getByRole('list', { name: 'Picture uploads' });
      await uploads.getByRole('progressbar', { name: 'Uploading “school-photo.jpg”' }).waitFor();
      await uploads.getByText('“school-photo.jpg” added.').waitFor();
      await uploads.getByText('“school-logo.png” added.').waitFor();

      await dropFiles(page, gallery.getByRole('group', { name: 'Add several pictures at once: choose them, or drop them here.' }), [
        { path: session.files.jpeg, name: 'sports-day.jpg', type: 'image/jpeg' },
        { path: session.files.pdf, name: 'timetable.pdf', type: 'application/pdf' },
      ]);
      await uploads.getByText('“sports-day.jpg” added.').waitFor();
      await uploads.getByText('“timetable.pdf” cannot be used here: please choose a JPEG, PNG, WebP or GIF file.').waitFor();
    } finally {
      await page.unroute('**/api/dashboard/visible/gallery');
    }
    await eventually(async () => expect((await rowsOf(gallery, 'Gallery list')).length).toBe(3));
    expect(((await session.apiGet(`${api}/visible/gallery`))['gallery'] as unknown[]).length).toBe(3);
  });

  it('reorders the FAQ by dragging a question with the pointer', async () => {
    const { page } = session;
    await session.open('about', 'About');
    const faq = card(page, 'FAQ');
    await addQuestions(faq, session.files, [
      ['When does school start?', 'At 8.'],
      ['Is there a bus?', 'Yes.'],
      ['Is there a uniform?', 'Blue and white.'],
    ]);
    const rows = faq.getByRole('list', { name: 'FAQ list' }).getByRole('listitem');
    await rows.nth(2).dragTo(rows.nth(0));
    await faq.getByRole('status').filter({ hasText: '“Is there a uniform?” moved to position 1 of 3.' }).waitFor();
    await eventually(async () => {
      const questions = ((await session.apiGet(`${api}/about/faq`))['info'] as { question: string }[]).map((f) => f.question);
      expect(questions).toEqual(['Is there a uniform?', 'When does school start?', 'Is there a bus?']);
    });
    await eventually(async () => expect((await rowsOf(faq, 'FAQ list'))[0]).toContain('Is there a uniform?'));
  });

  it('publishes only with a verified e-mail address, after a checklist of what is still empty', async () => {
    const { page } = session;
    await session.open('profile', 'Profile');
    const checklist = card(page, 'Before you publish');
    await eventually(async () => expect(await checklist.innerText()).toContain('Welcome message: done'));
    expect(await checklist.innerText()).toContain('Welcome (hero) image: still empty');
    expect(await checklist.innerText()).toContain('E-mail address verified: not yet (required)');
    expect(await page.getByText('Your site:').innerText()).toContain('Hidden');

    await page.getByRole('button', { name: 'Publish Website' }).click();
    await page.getByText('Please verify your e-mail address before publishing your website.').waitFor();
    expect((await session.apiGet(`${api}/profile/info`))['info']).toMatchObject({ isPublish: false });

    await session.verifyEmail();
    await page.reload();
    await eventually(async () => expect(await card(page, 'Before you publish').innerText()).toContain('E-mail address verified: done'));
    await page.getByRole('button', { name: 'Publish Website' }).click();
    const question = page.getByRole('dialog', { name: 'Publish with empty parts?' });
    expect(await question.innerText()).toContain('Still empty: welcome (hero) image.');
    await question.getByRole('button', { name: 'Publish anyway' }).click();
    await page.getByRole('button', { name: 'Hide Website' }).waitFor();
    await eventually(async () => expect(await page.getByText('Your site:').innerText()).toContain('Published'));
    const info = (await session.apiGet(`${api}/profile/info`))['info'] as { isPublish: boolean; slug: string };
    expect(info.isPublish).toBe(true);

    // Every page shows the status and the way to the site.
    await session.open('academics', 'Academics');
    const view = page.getByRole('main').getByRole('link', { name: 'View my site' }).first();
    expect(await view.getAttribute('href')).toMatch(new RegExp(`/s/${info.slug}$`));
    expect(await page.getByText('Your site:').innerText()).toContain('Published');
  });

  it('asks before switching the template of the published site', async () => {
    const { page } = session;
    await session.open('template', 'Templates');
    const select = page.getByRole('button', { name: 'Select Nbl' });
    await select.click();
    const question = page.getByRole('dialog', { name: 'Switch your published site to Nbl?' });
    await question.getByRole('button', { name: 'Keep current template' }).click();
    expect(((await session.apiGet(`${api}/template/template-state`))['info'] as { templateName: string }).templateName).not.toBe('nbl');
    await select.click();
    await question.getByRole('button', { name: 'Switch to Nbl' }).click();
    await expectAlert(page.getByRole('main'), 'Template updated successfully.');
    expect(((await session.apiGet(`${api}/template/template-state`))['info'] as { templateName: string }).templateName).toBe('nbl');
  });
});
