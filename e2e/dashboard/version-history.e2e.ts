import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from '../sites/support/axe';
import { usePublishedSchool } from '../sites/support/published-school';
import { card, eventually, expectAlert, rowsOf } from './support/dashboard-session';
import { addQuestions, fillFields } from './support/list-journey';
import { screenshotForReview } from '../support/screenshots';

/**
 * Issue 47: an editor changes the admission steps twice and the vision, opens History, sees both changes word by word
 * at 1366 and 390 px, restores the first state, and the public site shows it; then restores a deleted FAQ item alone.
 * axe finds nothing on the history views. Screenshots at 390 and 1366 px.
 */
const SHOTS = join(__dirname, '../../tmp/screenshots/version-history');
const school = usePublishedSchool();

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** Opens the item's form in `list`, sets `label` to `text`, saves, and waits for "Saved successfully.". */
async function editFirst(section: Locator, listName: string, label: string, text: string): Promise<void> {
  await section.getByRole('button', { name: 'Edit', exact: true }).first().click();
  const list = section.getByRole('list', { name: listName, exact: true });
  await list.getByLabel(label, { exact: true }).fill(text);
  await list.getByRole('button', { name: 'Save', exact: true }).click();
  await expectAlert(section, 'Saved successfully.');
}

/** The versions listed on the history page, newest first. */
const versionRows = (page: Page) => page.getByRole('list', { name: 'Versions, newest first', exact: true }).getByRole('listitem');

/** Shows the changes of the version in row `index` (0: newest) and returns their region. */
async function showChanges(page: Page, index: number): Promise<Locator> {
  await versionRows(page).nth(index).getByRole('button', { name: /^Show changes/ }).click();
  const changes = page.getByRole('region', { name: /^What changed on / });
  await changes.getByRole('list').first().waitFor();
  return changes;
}

/** The marked words of a text change: what was taken out and what was put in, as a screen reader reads them. */
async function markedWords(changes: Locator): Promise<{ removed: string[]; added: string[] }> {
  const texts = async (selector: string) => (await changes.locator(selector).allTextContents()).map((text) => text.trim());
  return { removed: await texts('del'), added: await texts('ins') };
}

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
}

describe('version history', () => {
  it('shows two changes of the admission steps and one of the vision word by word, and restores the first state to the public site', async () => {
    const { page } = school.session;
    await page.setViewportSize({ width: 1366, height: 900 });
    await school.session.open('academics', 'Academics');
    const steps = card(page, 'Admission process');
    await fillFields(steps, school.session.files, [
      ['Step title', 'Visit the school'],
      ['Step details', 'Come any weekday morning with your child'],
    ]);
    await steps.getByRole('button', { name: 'Add step' }).click();
    await expectAlert(steps, 'Added successfully.');
    await editFirst(steps, 'Admission process list', 'Step details', 'Come any weekday before noon with your child');
    await editFirst(steps, 'Admission process list', 'Step details', 'Come on Saturday before noon with both parents');

    await school.session.open('home', 'Home');
    const vision = card(page, 'Vision');
    await fillFields(vision, school.session.files, [['Vision', 'Every child a curious reader']]);
    await vision.getByRole('button', { name: 'Add vision' }).click();
    await expectAlert(vision, 'Added successfully.');
    await editFirst(vision, 'Vision list', 'Vision', 'Every child a confident and curious reader');

    // The vision's history: its one change, word by word.
    await vision.getByRole('link', { name: 'History', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'History: Vision' }).waitFor();
    const visionChange = await showChanges(page, 0);
    expect(await markedWords(visionChange)).toEqual({ removed: [], added: ['added: confident and'] });

    // The admission steps' history: both changes, word by word, at 1366 and at 390 px.
    await school.session.open('academics', 'Academics');
    await page.setViewportSize({ width: 390, height: 900 });
    await screenshotForReview(card(page, 'Admission process'), join(SHOTS, 'card-with-history-390.png'));
    await page.setViewportSize({ width: 1366, height: 900 });
    await card(page, 'Admission process').getByRole('link', { name: 'History', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'History: Admission process' }).waitFor();
    await eventually(async () => expect(await versionRows(page).count()).toBe(4));
    expect(await versionRows(page).nth(3).textContent()).toContain('As it was before its history began');

    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const second = await showChanges(page, 0);
      expect(await second.getByText('Step details', { exact: true }).count()).toBe(1);
      expect(await markedWords(second)).toEqual({ removed: ['removed: any weekday', 'removed: your child'], added: ['added: on Saturday', 'added: both parents'] });
      await screenshotForReview(page, join(SHOTS, `second-change-${width}.png`), { fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await noHorizontalScroll(page);

      const first = await showChanges(page, 1);
      expect(await markedWords(first)).toEqual({ removed: ['removed: morning'], added: ['added: before noon'] });
      await screenshotForReview(page, join(SHOTS, `first-change-${width}.png`), { fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await noHorizontalScroll(page);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // The first state: the step as it was first written.
    const added = await showChanges(page, 2);
    await added.getByText('Added', { exact: true }).waitFor();
    await added.getByRole('button', { name: 'Restore this version', exact: true }).click();
    await expectAlert(page.getByRole('region', { name: 'Versions, newest first', exact: true }), 'Restored.');
    await eventually(async () => expect(await versionRows(page).count()).toBe(5));
    const restored = (await school.session.apiGet('/api/dashboard/academics/admission-process'))['info'] as { content: string }[];
    expect(restored.map((step) => step.content)).toEqual(['Come any weekday morning with your child']);

    const parent = await school.visitor(390);
    await parent.goto(`/s/${school.slug}/admissions`);
    await parent.getByText('Come any weekday morning with your child').first().waitFor();
    expect(await parent.getByText('Come on Saturday before noon with both parents').count()).toBe(0);
  });

  it('restores a deleted FAQ item alone, in its place, leaving the rest as it is', async () => {
    const { page } = school.session;
    await school.session.open('about', 'About');
    const faq = card(page, 'FAQ');
    await addQuestions(faq, school.session.files, [
      ['When does school start?', 'At 8.'],
      ['Is there a bus?', 'Yes, on every route.'],
      ['Is there a uniform?', 'Yes.'],
    ]);
    await faq.getByRole('button', { name: 'Delete Is there a bus?' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await eventually(async () => expect(await rowsOf(faq, 'FAQ list')).toHaveLength(2));
    await editFirst(faq, 'FAQ list', 'Answer', 'At 8 sharp.');

    await faq.getByRole('link', { name: 'History', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'History: FAQ' }).waitFor();
    const removal = await showChanges(page, 1);
    const removed = removal.getByRole('listitem').filter({ hasText: 'Removed' });
    expect(await removed.textContent()).toContain('Is there a bus?');
    await screenshotForReview(page, join(SHOTS, 'faq-removed-1366.png'), { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await removed.getByRole('button', { name: 'Restore this item', exact: true }).click();
    await expectAlert(page.getByRole('region', { name: 'Versions, newest first', exact: true }), 'Restored.');

    const questions = (await school.session.apiGet('/api/dashboard/about/faq'))['info'] as { question: string; answer: string }[];
    expect(questions.map((question) => [question.question, question.answer])).toEqual([
      ['When does school start?', 'At 8 sharp.'],
      ['Is there a bus?', 'Yes, on every route.'],
      ['Is there a uniform?', 'Yes.'],
    ]);
  });

  it('offers the history of each thing the Organisation card edits, by name, at 390 and 1366 px', async () => {
    const { page } = school.session;
    await school.session.open('home', 'Home');
    const organisation = card(page, 'Organisation');
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await organisation.getByRole('link', { name: 'History: Welcome message', exact: true }).waitFor();
      await screenshotForReview(organisation, join(SHOTS, `organisation-card-${width}.png`));
    }
    await organisation.getByRole('link', { name: 'History: Organization name', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^History: / }).waitFor();
    expect(new URL(page.url()).searchParams.get('thing')).toBe('section:organizationName');
  });
});
