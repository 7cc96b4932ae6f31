import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from '../sites/support/axe';
import { eventually, useDashboardSession } from './support/dashboard-session';
import { screenshotForReview } from '../support/screenshots';

/**
 * The dashboard in Hindi (#29): the person chooses हिन्दी in the top bar's "Dashboard language" menu; the frame and
 * every screen change at once, `<html lang>` follows, and the choice is kept on their account (a reload, even
 * without this browser's memory, stays Hindi). Phones get the same menu in Hindi; back in English every word is
 * the spec's again.
 */
const session = useDashboardSession();
const SHOTS = join(__dirname, '../../tmp/dashboard-in-hindi');

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const languageMenu = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

it('switches every dashboard word to Hindi and back, remembered for the person, at 1366 and 390 px', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const { page } = session;
  await page.setViewportSize({ width: 1366, height: 900 });
  await session.open('profile', 'Profile');

  await languageMenu(page, 'Dashboard language').selectOption('hi');
  await heading(page, 'प्रोफ़ाइल').waitFor();
  await page.getByRole('button', { name: 'लॉग आउट करें', exact: true }).waitFor();
  await page.getByRole('region', { name: 'खाता', exact: true }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  const menu = page.getByRole('navigation', { name: 'डैशबोर्ड', exact: true });
  expect((await menu.getByRole('link').allInnerTexts()).slice(0, 3).map((text) => text.split('\n')[0])).toEqual(['प्रोफ़ाइल', 'होम', 'दिखने वाला']);
  // The country is named in Hindi (Intl), not as the sign-up list writes it.
  await page.getByRole('region', { name: 'खाता', exact: true }).getByText('भारत', { exact: true }).waitFor();
  await screenshotForReview(page, join(SHOTS, 'profile-1366.png'), { fullPage: true });
  // The words change at once; the choice reaches the account a moment later.
  await eventually(async () =>
    expect(((await session.apiGet('/api/dashboard/profile/info'))['info'] as Record<string, unknown>)['dashboardLanguage']).toBe('hi'),
  );

  await menu.getByRole('link', { name: 'होम', exact: true }).click();
  await heading(page, 'होम').waitFor();
  const organisation = page.getByRole('region', { name: 'संस्था', exact: true });
  await organisation.getByLabel('संस्था का नाम', { exact: true }).waitFor();
  await organisation.getByRole('button', { name: 'संस्था का विवरण सहेजें', exact: true }).waitFor();
  await page.getByRole('button', { name: 'परिचय जोड़ें', exact: true }).waitFor();
  await screenshotForReview(page, join(SHOTS, 'home-1366.png'), { fullPage: true });
  await menu.getByRole('link', { name: 'टेम्पलेट', exact: true }).click();
  await heading(page, 'टेम्पलेट').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshotForReview(page, join(SHOTS, 'templates-1366.png'), { fullPage: true });
  // Typefaces keep their own names; the words that describe them are Hindi.
  const typefaces = await page.getByRole('combobox', { name: 'शीर्षक का टाइपफ़ेस', exact: true }).locator('option').allInnerTexts();
  expect(typefaces).toEqual(expect.arrayContaining(['टेम्पलेट का अपना', 'Lora (सहज सेरिफ़)']));

  // Remembered for the person: a reload, and a browser that forgot, both open in Hindi.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await heading(page, 'टेम्पलेट').waitFor();
  await page.getByRole('button', { name: 'लॉग आउट करें', exact: true }).waitFor();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'मेन्यू', exact: true }).click();
  await menu.getByRole('link', { name: 'प्रोफ़ाइल', exact: true }).waitFor();
  await page.getByRole('button', { name: 'मेन्यू बंद करें', exact: true }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshotForReview(page, join(SHOTS, 'menu-390.png'));
  await page.getByRole('button', { name: 'मेन्यू बंद करें', exact: true }).click();
  await screenshotForReview(page, join(SHOTS, 'templates-390.png'), { fullPage: true });

  await languageMenu(page, 'डैशबोर्ड की भाषा').selectOption('en');
  await heading(page, 'Templates').waitFor();
  await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Log out', exact: true }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  // The words change at once; the choice reaches the account a moment later.
  await eventually(async () =>
    expect(((await session.apiGet('/api/dashboard/profile/info'))['info'] as Record<string, unknown>)['dashboardLanguage']).toBe('en'),
  );
});
