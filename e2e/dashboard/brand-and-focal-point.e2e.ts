import { API_MESSAGES, BRAND_API_PATH } from '@schoolpage/content-contract';
import { card, eventually, expectAlert, useDashboardSession } from './support/dashboard-session';

/**
 * The school's own look from the dashboard: a brand colour and heading typeface on the Templates page
 * (with a live preview), and the focal point of the slider and welcome pictures, set by keyboard and by
 * typed percentages, stored with the picture.
 */
const session = useDashboardSession();
const api = '/api/dashboard';

it('chooses a brand colour by its code and a heading typeface, previewed live, and saves them', async () => {
  const { page } = session;
  await session.open('template', 'Templates');
  const brand = card(page, 'Your colour and heading typeface');
  const code = brand.getByLabel('Colour code');
  await code.fill('#7C3AED');
  await brand.getByLabel('Heading typeface').selectOption({ label: 'Merriweather (sturdy serif)' });
  const preview = brand.getByTestId('brand-preview');
  await eventually(async () => expect(await preview.evaluate((element) => getComputedStyle(element).getPropertyValue('--sp-brand').trim())).toBe('#7c3aed'));
  expect(await brand.getByLabel('Brand colour').inputValue()).toBe('#7c3aed');
  await brand.getByRole('button', { name: 'Save colour and typeface' }).click();
  await expectAlert(brand, API_MESSAGES.site.brandSaved);
  expect((await session.apiGet(BRAND_API_PATH))['info']).toEqual({ color: '#7c3aed', headingFont: 'merriweather' });

  await page.reload();
  await eventually(async () => expect(await card(page, 'Your colour and heading typeface').getByLabel('Colour code').inputValue()).toBe('#7c3aed'));
  expect(session.pageErrors).toEqual([]);
});

it('sets the focal point of a new slide with the arrow keys, and changes it by typing when editing the slide', async () => {
  const { page } = session;
  await session.open('visible', 'Visible');
  const slider = card(page, 'Slider');
  await slider.getByLabel('Slider quote').fill('Sports day');
  await slider.getByLabel('Slider image').setInputFiles(session.files.jpeg);
  const marker = slider.getByRole('button', { name: /^Focal point, 50% across and 50% down/ });
  await marker.focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
  await slider.getByRole('button', { name: /^Focal point, 60% across and 65% down/ }).waitFor();
  await slider.getByRole('button', { name: 'Add slide' }).click();
  await eventually(async () => {
    const slides = (await session.apiGet(`${api}/visible/slider`))['info'] as { focalPoint?: unknown }[];
    expect(slides.map((slide) => slide.focalPoint)).toEqual([{ x: 0.6, y: 0.65 }]);
  });

  await slider.getByRole('button', { name: 'Edit' }).first().click();
  const across = slider.getByLabel('Across (%)').last();
  await eventually(async () => expect(await across.inputValue()).toBe('60'));
  await across.fill('30');
  await slider.getByRole('button', { name: 'Save', exact: true }).click();
  await eventually(async () => {
    const slides = (await session.apiGet(`${api}/visible/slider`))['info'] as { focalPoint?: unknown; sliderQuote: string }[];
    expect(slides).toEqual([expect.objectContaining({ sliderQuote: 'Sports day', focalPoint: { x: 0.3, y: 0.65 } })]);
  });
  expect(session.pageErrors).toEqual([]);
});

it('sets the focal point of the welcome picture by typing the two percentages', async () => {
  const { page } = session;
  await session.open('home', 'Home');
  const organisation = card(page, 'Organisation');
  await organisation.getByLabel('Welcome image', { exact: true }).setInputFiles(session.files.jpeg);
  await organisation.getByLabel('Across (%)').fill('10');
  await organisation.getByLabel('Down (%)').fill('90');
  await organisation.getByRole('button', { name: 'Save organisation' }).click();
  await eventually(async () => expect(((await session.apiGet(`${api}/home/orginfo`))['info'] as { focalPoint?: unknown }).focalPoint).toEqual({ x: 0.1, y: 0.9 }));
  await page.reload();
  await eventually(async () => expect(await card(page, 'Organisation').getByLabel('Across (%)').inputValue()).toBe('10'));
  expect(session.pageErrors).toEqual([]);
});
