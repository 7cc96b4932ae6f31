import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { launchBrowser, type Browser } from '../support/browser';
import { KeyboardWalk } from '../support/keyboard-walk';
import type { RunningPlatform } from '../support/platform';
import { sharedPlatform } from '../support/shared-platforms';
import { SchoolAdmin, schoolAccount } from '../sites/support/school-admin';
import { logInThroughUi } from './support/dashboard-session';
import { takeOver } from '../sites/support/site-visitor';
import { screenshotForReview } from '../support/screenshots';

/**
 * Issue 33: keyboard users never lose their place. The admin adds, edits, deletes, takes back the delete and
 * publishes; a parent opens the menu, the gallery, the picture viewer and the FAQ; with the keyboard alone, at
 * 390 and 1366 px. Every key press must leave the focus on something (not the page body), clear of the sticky
 * bars and visibly marked, and no step may trap the focus. The presses each step took are reported.
 */

const WIDTHS = [390, 1366] as const;
/** A success message clears itself after 8 s (the dashboard's MESSAGE_SECONDS). */
const MESSAGE_CLEARS_AFTER_MS = 8_000;
const PHOTOS = ['Pupils planting saplings by the river', 'The school choir on stage', 'Sports day relay race'];
const QUESTIONS = [
  { question: 'When does the school day start?', answer: 'At 8.15 every weekday.' },
  { question: 'Is there a school bus?', answer: 'Yes, on four routes.' },
];

let platform: RunningPlatform;
let browser: Browser;
let parentsSchool: string;
const reports: string[] = [];

function viewport(width: number) {
  return { width, height: width < 500 ? 844 : 900 };
}

async function photo(seed: number): Promise<Blob> {
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40 + seed * 60, g: 120, b: 90 } } })
    .jpeg({ quality: 70 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

beforeAll(async () => {
  [platform, browser] = await Promise.all([sharedPlatform('dashboard'), launchBrowser()]);
  // The school a parent visits: published, with pictures described for everyone and two questions answered.
  const school = await SchoolAdmin.register(platform, schoolAccount('Hillside Public School', 'hillside'));
  for (const [index, alt] of PHOTOS.entries()) {
    const form = new FormData();
    form.set('galleryImage', await photo(index), `photo-${index}.jpg`);
    form.set('altText', alt);
    await school.postForm('/api/dashboard/visible/gallery', form);
  }
  for (const faq of QUESTIONS) await school.post('/api/dashboard/about/faq', faq);
  await school.chooseTemplate('nbl');
  await school.publish();
  parentsSchool = ((await school.get('/api/dashboard/profile/info')).info as { slug: string }).slug;
}, 180_000);

afterAll(async () => {
  console.log(reports.join('\n\n'));
  mkdirSync(join(__dirname, '..', '..', 'tmp'), { recursive: true });
  writeFileSync(join(__dirname, '..', '..', 'tmp', 'keyboard-only-presses.txt'), `${reports.join('\n\n')}\n`);
  await browser?.close();
  await platform?.stop();
});

describe.each(WIDTHS)('keyboard only at %i px', (width) => {
  it("the admin: skip link, add, edit, delete, undo, publish, the focus always kept and seen", async () => {
    const account = schoolAccount(`Keyboard School ${width}`, `keys${width}`);
    await SchoolAdmin.register(platform, account);
    const context = await browser.newContext({ viewport: viewport(width), baseURL: platform.baseUrl, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await logInThroughUi(page, account);
      await page.getByRole('link', { name: 'View my site' }).first().waitFor();
      const walk = new KeyboardWalk(page, `admin at ${width} px`);
      const { question, answer } = { question: 'Can parents visit the library?', answer: 'Yes, on Saturdays.' };
      const edited = 'Can parents visit the school library?';

      // The first stop after the skip link is in the status bar, clear of the sticky top bar.
      walk.step('skip to content, then the first stop (View my site)');
      await walk.to('Skip to content');
      await walk.press('Enter');
      await walk.press('Tab');
      expect(await focusedText(page)).toContain('View my site');

      await page.goto('/dashboard/about');
      await page.getByRole('heading', { level: 1, name: 'About' }).waitFor();
      const faq = page.getByRole('region', { name: 'FAQ' });
      await faq.getByRole('button', { name: 'Add question' }).waitFor();
      await faq.getByText('Loading...').waitFor({ state: 'detached' });

      walk.step('add a question');
      await walk.to('Question');
      await walk.type(question);
      await walk.to('Answer');
      await walk.type(answer);
      await walk.to('Add question');
      await walk.press('Enter');
      await page.getByRole('list', { name: 'FAQ list' }).getByText(question).waitFor();
      await walk.expectFocusSound('after the question was added');
      expect(await focusedText(page)).toMatch(/Add question|Saving/);

      walk.step('edit it');
      await walk.to('Edit');
      await walk.press('Enter');
      expect(await focusedName(page)).toBe('Question');
      await walk.press('Control+A');
      await walk.type(edited);
      await walk.to('Save');
      await walk.press('Enter');
      await page.getByRole('list', { name: 'FAQ list' }).getByText(edited).waitFor();
      await page.getByRole('list', { name: 'FAQ list' }).getByRole('button', { name: 'Edit' }).waitFor();
      await walk.expectFocusSound('after the edit was saved');
      expect(await focusedText(page)).toBe('Edit');

      walk.step('delete it');
      await walk.to(`Delete ${edited}`);
      await walk.press('Enter');
      await page.getByRole('dialog').waitFor();
      expect(await focusedText(page)).toBe('Cancel');
      await walk.press('Tab');
      expect(await focusedText(page)).toBe('Delete');
      await walk.press('Enter');
      await faq.getByRole('button', { name: 'Undo' }).waitFor();
      await waitForFocus(page, 'Undo');
      await walk.expectFocusSound('after the delete');
      // The removal is said politely, in the message that offers Undo.
      expect(await faq.getByRole('status').allTextContents()).toContain('Removed successfully.');

      walk.step('undo');
      await walk.press('Enter');
      await faq.getByRole('status').filter({ hasText: `“${edited}” is back.` }).waitFor();
      await waitForFocus(page, `Delete ${edited}`);
      await walk.expectFocusSound('after the undo');

      walk.step('open Profile from the menu');
      if (width < 768) {
        await walk.to('Menu', 'Shift+Tab');
        await walk.press('Enter');
        await walk.to('Profile');
      } else {
        await walk.to('Profile', 'Shift+Tab');
      }
      await walk.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
      await walk.expectFocusSound('on the Profile page');

      walk.step('publish');
      // The user waits for the page's content, as one who sees it does: while the profile loads, the page is its title
      // and a loading line, and Tab from there runs off the end of the page.
      await page.getByRole('button', { name: 'Publish Website' }).waitFor();
      await walk.to('Publish Website');
      await walk.press('Enter');
      const asks = page.getByRole('dialog', { name: 'Publish with empty parts?' });
      // The press either asks first (content still empty) or starts publishing: wait for one of them, not a moment.
      await asks.or(page.getByRole('button', { name: /^(Publishing\.\.\.|Hide Website)$/ })).first().waitFor();
      if (await asks.isVisible()) {
        expect(await focusedText(page)).toBe('Not yet');
        await walk.press('Tab');
        await walk.press('Enter');
      }
      // Busy or done, the button keeps the focus; done, it offers the way back.
      await walk.expectFocusSound('while publishing');
      await page.getByRole('button', { name: 'Hide Website' }).waitFor();
      await waitForFocus(page, 'Hide Website');
      await walk.expectFocusSound('after publishing');

      reports.push(walk.report());
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('one look (#24): the dialog in the dashboard\'s typeface, messages said politely that clear, menu lines of what parents see', async () => {
    const account = schoolAccount(`One Look School ${width}`, `look${width}`);
    await SchoolAdmin.register(platform, account);
    const context = await browser.newContext({ viewport: viewport(width), baseURL: platform.baseUrl, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      // The browser's clock is the test's to move on, so "gone after a few seconds" takes no waiting.
      await page.clock.install();
      await logInThroughUi(page, account);
      await page.goto('/dashboard/about');
      const faq = page.getByRole('region', { name: 'FAQ' });
      await faq.getByRole('button', { name: 'Add question' }).waitFor();
      for (const { question, answer } of QUESTIONS) {
        await faq.getByLabel('Question').fill(question);
        await faq.getByLabel('Answer').fill(answer);
        await faq.getByRole('button', { name: 'Add question' }).click();
        await faq.getByRole('list', { name: 'FAQ list' }).getByText(question).waitFor();
      }
      // One message at a time, said politely, and gone after a few seconds.
      const messages = faq.locator('[role="alert"], [role="status"]').filter({ hasText: /\S/ });
      expect(await messages.allTextContents()).toEqual(['Added successfully.']);
      expect(await faq.getByRole('status').filter({ hasText: 'Added successfully.' }).count()).toBe(1);
      await page.clock.runFor(MESSAGE_CLEARS_AFTER_MS);
      await faq.getByText('Added successfully.').waitFor({ state: 'detached', timeout: 2_000 });

      // The confirmation dialog speaks in the dashboard's typeface, not the browser's default serif.
      await faq.getByRole('button', { name: `Delete ${QUESTIONS[0].question}` }).click();
      const dialog = page.getByRole('dialog', { name: `Delete “${QUESTIONS[0].question}”?` });
      await dialog.waitFor();
      const fonts = await page.evaluate(() => ({
        dialog: getComputedStyle(document.querySelector('[role="dialog"] p') as Element).fontFamily,
        dashboard: getComputedStyle(document.querySelector('main') as Element).fontFamily,
      }));
      expect(fonts.dialog).toBe(fonts.dashboard);
      expect(fonts.dialog).toMatch(/^system-ui,.*sans-serif$/);
      await screenshotForReview(page, join(__dirname, '..', '..', 'tmp', `dialog-${width}.png`));
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // The spec's words in the menu, each with a line of what parents will see.
      if (width < 768) await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('navigation', { name: 'Dashboard' });
      const visible = menu.getByRole('link', { name: 'Visible', exact: true });
      expect(await visible.getByText('slider, gallery, activities').isVisible()).toBe(true);
      expect(await menu.getByRole('link', { name: 'About', exact: true }).getByText('history, facilities, FAQ').isVisible()).toBe(true);
      await screenshotForReview(page, join(__dirname, '..', '..', 'tmp', `menu-${width}.png`));
    } finally {
      await context.close();
    }
  }, 120_000);

  it("a parent: menu, gallery, picture viewer and FAQ, the focus always kept and seen", async () => {
    const context = await browser.newContext({ viewport: viewport(width), baseURL: platform.baseUrl, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`/s/${parentsSchool}`);
      await takeOver(page, 'key');
      const walk = new KeyboardWalk(page, `parent at ${width} px`);

      walk.step('menu → Gallery');
      if (width < 720) {
        await walk.to('Menu');
        await walk.press('Enter');
      }
      await walk.to('Gallery');
      await walk.press('Enter');
      await page.waitForURL((url) => url.pathname.endsWith('/gallery'));
      await page.getByRole('link', { name: PHOTOS[0] }).waitFor();
      await walk.expectFocusSound('on the Gallery page');

      walk.step('gallery → viewer, next picture');
      await walk.to(PHOTOS[0]);
      await walk.press('Enter');
      await page.getByRole('dialog', { name: `Photo 1 of ${PHOTOS.length}` }).waitFor();
      await walk.press('ArrowRight');
      await page.getByRole('dialog', { name: `Photo 2 of ${PHOTOS.length}` }).waitFor();

      walk.step('close the viewer');
      await walk.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await walk.expectFocusSound('after the viewer closed');

      walk.step('menu → Home → FAQ answer');
      if (width < 720) {
        await walk.to('Menu', 'Shift+Tab');
        await walk.press('Enter');
        await walk.to('Home');
      } else {
        await walk.to('Home', 'Shift+Tab');
      }
      await walk.press('Enter');
      await page.getByRole('button', { name: QUESTIONS[1].question }).waitFor();
      await walk.to(QUESTIONS[1].question);
      await walk.press('Enter');
      expect(await page.getByRole('button', { name: QUESTIONS[1].question }).getAttribute('aria-expanded')).toBe('true');
      await page.getByText(QUESTIONS[1].answer).waitFor();

      reports.push(walk.report());
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

/** The text of the focused element, without what is hidden from screen readers. */
function focusedText(page: import('playwright-core').Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.activeElement?.cloneNode(true) as HTMLElement | undefined;
    copy?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return (copy?.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** The name of the focused field (its label) or control (its aria-label, else its text). */
function focusedName(page: import('playwright-core').Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return (element?.getAttribute('aria-label') ?? element?.labels?.[0]?.textContent ?? element?.textContent ?? '').trim();
  });
}

/** Waits until the focused control is named `name` (after an answer from the server). */
async function waitForFocus(page: import('playwright-core').Page, name: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const element = document.activeElement as HTMLElement | null;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim() === expected;
  }, name);
}
