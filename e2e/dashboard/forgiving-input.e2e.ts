import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { card, eventually, useDashboardSession } from './support/dashboard-session';

/**
 * Forgiving input, at 390 and 1366 px: a social link typed as a bare domain gets `https://`, a WhatsApp link is made
 * from a phone number read in the school's country, a phone photo over 8 MB is scaled down in the browser and added, and the profile's phone
 * reads as people write it.
 */

const session = useDashboardSession();
const api = '/api/dashboard';
const MB = 1024 * 1024;
const bigPhoto = join(tmpdir(), `schoolpage-phone-photo-${process.pid}.jpg`);

beforeAll(async () => {
  // A phone photo: 3000 × 2000 px of fine detail, over 8 MB as a JPEG.
  const width = 3000;
  const height = 2000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 7) * 104729) % 251;
  await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toFile(bigPhoto);
  const { size } = await stat(bigPhoto);
  expect(size).toBeGreaterThan(8.4 * MB);
  expect(size).toBeLessThan(25 * MB);
}, 60_000);

afterAll(() => rm(bigPhoto, { force: true }));

describe.each([390, 1366])('at %i px', (width) => {
  beforeAll(() => session.page.setViewportSize({ width, height: width < 500 ? 844 : 900 }));

  it('shows the profile phone as people read it', async () => {
    // A fresh load at this width (the side menu moves off screen on a phone).
    await session.page.goto('/dashboard/profile');
    await session.page.getByRole('heading', { level: 1, name: 'Profile', exact: true }).waitFor();
    await session.page.getByText('+91 98765 43210', { exact: true }).waitFor();
  });

  it('adds https:// to a social link typed as a bare domain, and makes a WhatsApp chat link of a phone number', async () => {
    const { page } = session;
    await session.open('contact', 'Contact');
    const social = card(page, 'Social media');
    for (const [name, typed] of [[`Instagram ${width}`, 'instagram.com/ourschool'], [`WhatsApp`, '98290 11111']]) {
      await social.getByLabel('Social media name', { exact: true }).fill(name);
      await social.getByLabel('Social media URL', { exact: true }).fill(typed);
      await social.getByRole('button', { name: 'Add social link', exact: true }).click();
      await social.getByRole('link', { name: typed.startsWith('98') ? 'https://wa.me/919829011111' : 'https://instagram.com/ourschool' }).first().waitFor();
    }
    const saved = (await session.apiGet(`${api}/contact/social-media`))['socialMedia'] as { title: string; url: string }[];
    expect(saved.slice(-2).map(({ title, url }) => ({ title, url }))).toEqual([
      { title: `Instagram ${width}`, url: 'https://instagram.com/ourschool' },
      { title: 'WhatsApp', url: 'https://wa.me/919829011111' },
    ]);
  });

  it('takes a phone photo over 8 MB: scaled down in the browser, sent with its progress shown, and added', async () => {
    const { page } = session;
    await session.open('visible', 'Visible');
    const slider = card(page, 'Slider');
    await slider.getByText('JPEG, PNG, WebP or GIF up to 25 MB').waitFor();
    const before = ((await session.apiGet(`${api}/visible/slider`))['slider'] as unknown[]).length;
    await slider.getByLabel('Slider quote', { exact: true }).fill(`Sports day at ${width} px`);
    await slider.getByLabel('Slider image', { exact: true }).setInputFiles(bigPhoto);
    const sent: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`${api}/visible/slider`)) sent.push(request.postDataBuffer()?.length ?? 0);
    });
    await slider.getByRole('button', { name: 'Add slide', exact: true }).click();
    await slider.getByRole('progressbar').waitFor({ state: 'attached' });
    await eventually(async () => expect(((await session.apiGet(`${api}/visible/slider`))['slider'] as unknown[]).length).toBe(before + 1), 30_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeLessThan(8 * MB);
    await slider.getByRole('list', { name: 'Slider list' }).getByText(`Sports day at ${width} px`).waitFor();
  });
});
