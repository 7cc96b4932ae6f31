import type { Download, Locator } from 'playwright-core';
import { card, eventually, expectAlert, registerAdmin, useDashboardSession } from './support/dashboard-session';

/**
 * The school's permanent address on the Profile page: shown in full, copied, visited through
 * "View my site", saved as a QR code, and changed (checked in the browser, refused when another
 * school holds it, then taken).
 */
const session = useDashboardSession({ ownPlatform: true });

const TITLE = "Your site's address";
const QR_ALT = "QR code of your site's address";
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function profileInfo() {
  return (await session.apiGet('/api/dashboard/profile/info'))['info'] as Record<string, unknown>;
}

async function openAddress(): Promise<Locator> {
  await session.open('profile', 'Profile');
  const address = card(session.page, TITLE);
  await address.getByRole('img', { name: QR_ALT }).waitFor();
  return address;
}

async function savedFile(scope: Locator, control: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([scope.page().waitForEvent('download'), control.click()]);
  return { name: download.suggestedFilename(), bytes: await readDownload(download) };
}

/** The downloaded file's bytes, streamed from the browser (which may run in another process: the run's shared one). */
async function readDownload(download: Download): Promise<Buffer> {
  const failure = await download.failure();
  if (failure) throw new Error(`The download of ${download.suggestedFilename()} failed: ${failure}`);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function changeAddress(address: Locator, slug: string): Promise<void> {
  await address.getByRole('button', { name: 'Edit address', exact: true }).click();
  const input = address.getByLabel('Site address', { exact: true });
  await input.fill(slug);
  await address.getByRole('button', { name: 'Save address', exact: true }).click();
}

describe("Profile: your site's address", () => {
  it('shows the full address made from the school name, and "View my site" links to it, for a new tab', async () => {
    const address = await openAddress();
    const info = await profileInfo();
    expect(info['slug']).toBe('greenfield-public-school');
    const siteUrl = `${session.platform.baseUrl}/s/greenfield-public-school`;
    expect(info['siteUrl']).toBe(siteUrl);
    await address.getByText(siteUrl, { exact: true }).waitFor();

    const link = address.getByRole('link', { name: 'View my site', exact: true });
    expect(await link.getAttribute('href')).toBe(siteUrl);
    expect(new URL((await link.getAttribute('href')) ?? '').pathname).toMatch(/\/s\/greenfield-public-school$/);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener');
    // The site is not published yet: the page says who can see it.
    await address.getByText('Your site is hidden: only you, the admin, can see it until it is published.').waitFor();
  });

  it('copies the address and says so', async () => {
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.platform.baseUrl });
    const address = await openAddress();
    await address.getByRole('button', { name: 'Copy', exact: true }).click();
    await eventually(async () => expect(await address.getByRole('status').textContent()).toBe('Address copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${session.platform.baseUrl}/s/greenfield-public-school`,
    );
  });

  it('saves the QR code as greenfield-public-school-qr.png (a PNG) and -qr.svg (an SVG)', async () => {
    const address = await openAddress();
    const png = await savedFile(address, address.getByRole('button', { name: 'Download QR code (PNG)', exact: true }));
    expect(png.name).toBe('greenfield-public-school-qr.png');
    expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // IHDR: a square picture large enough to print.
    expect(png.bytes.readUInt32BE(16)).toBe(png.bytes.readUInt32BE(20));
    expect(png.bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(512);

    const svg = await savedFile(address, address.getByRole('link', { name: 'Download QR code (SVG)', exact: true }));
    expect(svg.name).toBe('greenfield-public-school-qr.svg');
    expect(svg.bytes.toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('checks a new address in the browser, names the one another school holds, and Cancel keeps the old one', async () => {
    const { page } = session;
    await registerAdmin(session.platform.baseUrl, {
      organizationName: 'Riverside Academy',
      userId: 'riverside.admin',
      email: 'admin@riverside.example',
      country: 'india',
      phone: '9123456789',
      password: 'Riverside2026',
    });
    const address = await openAddress();
    await changeAddress(address, 'Dashboard');
    await expectAlert(address, 'Please use lower-case letters only.');
    await address.getByLabel('Site address', { exact: true }).fill('dashboard');
    await address.getByRole('button', { name: 'Save address', exact: true }).click();
    await expectAlert(address, '"dashboard" is one of the platform\'s own addresses. Please choose another.');
    expect(session.takeConsoleErrors()).toEqual([]);

    await address.getByLabel('Site address', { exact: true }).fill('riverside-academy');
    await address.getByRole('button', { name: 'Save address', exact: true }).click();
    await expectAlert(
      address,
      'Could not change the address: This address is already used by another school. Please choose another.',
    );
    expect(session.takeConsoleErrors()).toEqual([expect.stringMatching(/status of 409 .*\/api\/dashboard\/profile\/slug/)]);

    await address.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await address.getByLabel('Site address', { exact: true }).count()).toBe(0);
    await address.getByText(`${session.platform.baseUrl}/s/greenfield-public-school`, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Edit address');
    expect((await profileInfo())['slug']).toBe('greenfield-public-school');
  });

  it('changes the address: the new one is shown, linked and put in the QR code', async () => {
    const address = await openAddress();
    const oldQr = await address.getByRole('img', { name: QR_ALT }).getAttribute('src');
    await changeAddress(address, 'greenfield-school');
    await expectAlert(address, "Your site's address has been changed.");

    const siteUrl = `${session.platform.baseUrl}/s/greenfield-school`;
    await address.getByText(siteUrl, { exact: true }).waitFor();
    const link = address.getByRole('link', { name: 'View my site', exact: true });
    expect(new URL((await link.getAttribute('href')) ?? '').pathname).toBe('/s/greenfield-school');
    expect(await profileInfo()).toMatchObject({ slug: 'greenfield-school', siteUrl });
    await eventually(async () => expect(await address.getByRole('img', { name: QR_ALT }).getAttribute('src')).not.toBe(oldQr));
    const png = await savedFile(address, address.getByRole('button', { name: 'Download QR code (PNG)', exact: true }));
    expect(png.name).toBe('greenfield-school-qr.png');
    expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

    // After a reload too.
    await session.page.reload();
    await card(session.page, TITLE).getByText(siteUrl, { exact: true }).waitFor();
  });

  it('fits a 390 px phone: no sideways scrolling, the address wraps', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const address = await openAddress();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const box = await address.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      const text = address.getByText(`${session.platform.baseUrl}/s/greenfield-school`, { exact: true });
      const shown = await text.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { lines: lineTops.size, clipped: element.scrollWidth > element.clientWidth };
      });
      expect(shown.clipped).toBe(false);
      expect(shown.lines).toBeGreaterThanOrEqual(2);
      await address.getByRole('button', { name: 'Edit address', exact: true }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await address.getByRole('button', { name: 'Cancel', exact: true }).click();
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
