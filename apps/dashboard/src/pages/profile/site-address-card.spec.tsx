import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestUrl } from '@schoolpage/api-client/testing';
import { failure, ok, stubApi, type ApiStub } from '../../testing/api-stub';
import { renderDashboard } from '../../testing/render-dashboard';

const INFO = '/api/dashboard/profile/info';
const SLUG = '/api/dashboard/profile/slug';
const base = {
  userId: 'stmarys',
  email: 'office@stmarys.example',
  phone: '9876543210',
  country: 'unitedKingdom',
  isAccountVerified: true,
  isPublish: false,
  slug: 'st-marys-high-school',
  siteUrl: 'http://localhost:3000/s/st-marys-high-school',
};

function withProfile(info: Record<string, unknown> = base): ApiStub {
  return stubApi().on('GET', '/api/auth/isauth', ok({ loggedIn: true })).on('GET', INFO, ok({ info }));
}

/** The card, once its QR code is on screen. */
async function addressCard() {
  const card = await screen.findByRole('region', { name: "Your site's address" });
  await within(card).findByRole('img', { name: "QR code of your site's address" });
  return card;
}

function setClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => setClipboard(undefined));

describe("Profile: your site's address", () => {
  it('shows the full address and a "View my site" link to it that opens in a new tab', async () => {
    withProfile();
    renderDashboard('/dashboard/profile');
    const card = await addressCard();
    expect(within(card).getByText('http://localhost:3000/s/st-marys-high-school')).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'View my site' });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/s/st-marys-high-school');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(link.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('says the site is seen only by the admin while it is hidden, and nothing of the kind once published', async () => {
    withProfile();
    const { unmount } = renderDashboard('/dashboard/profile');
    const hidden = 'Your site is hidden: only you, the admin, can see it until it is published.';
    const link = within(await addressCard()).getByRole('link', { name: 'View my site' });
    expect(screen.getByText(hidden)).toBeTruthy();
    expect(link.getAttribute('aria-describedby')).toContain(screen.getByText(hidden).id);
    unmount();

    withProfile({ ...base, isPublish: true });
    renderDashboard('/dashboard/profile');
    await addressCard();
    expect(screen.queryByText(hidden)).toBeNull();
  });

  it('builds the address on this origin when the server sends only the slug, and shows no card without one', async () => {
    withProfile({ ...base, siteUrl: undefined });
    const { unmount } = renderDashboard('/dashboard/profile');
    const link = within(await addressCard()).getByRole('link', { name: 'View my site' });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/s/st-marys-high-school`);
    unmount();

    withProfile({ ...base, slug: undefined, siteUrl: undefined });
    renderDashboard('/dashboard/profile');
    expect(await screen.findByText('office@stmarys.example')).toBeTruthy();
    expect(screen.queryByRole('region', { name: "Your site's address" })).toBeNull();
  });

  it('copies the address with the clipboard and says "Address copied" politely', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn(async () => undefined);
    setClipboard({ writeText });
    withProfile();
    renderDashboard('/dashboard/profile');
    const card = await addressCard();
    const status = within(card).getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/s/st-marys-high-school');
    await waitFor(() => expect(status.textContent).toBe('Address copied'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('selects the address for a manual copy when the clipboard is unavailable or refuses', async () => {
    const user = userEvent.setup({ delay: null });
    withProfile();
    renderDashboard('/dashboard/profile');
    const card = await addressCard();
    setClipboard(undefined);
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    const selected = 'The address is selected: press Ctrl+C (⌘C on a Mac) to copy it.';
    await waitFor(() => expect(within(card).getByRole('status').textContent).toBe(selected));
    expect(window.getSelection()?.toString()).toBe('http://localhost:3000/s/st-marys-high-school');

    window.getSelection()?.removeAllRanges();
    setClipboard({ writeText: jest.fn(async () => Promise.reject(new Error('denied'))) });
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(window.getSelection()?.toString()).toBe('http://localhost:3000/s/st-marys-high-school'));
    expect(within(card).getByRole('status').textContent).toBe(selected);
  });

  it('shows a QR code of the address and saves it as <slug>-qr.svg and, on demand, <slug>-qr.png', async () => {
    const user = userEvent.setup({ delay: null });
    withProfile();
    renderDashboard('/dashboard/profile');
    const card = await addressCard();
    const image = within(card).getByRole('img', { name: "QR code of your site's address" });
    const svgUrl = image.getAttribute('src') ?? '';
    expect(svgUrl.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(svgUrl.slice(svgUrl.indexOf(',') + 1))).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const svg = within(card).getByRole('link', { name: 'Download QR code (SVG)' });
    expect(svg.getAttribute('download')).toBe('st-marys-high-school-qr.svg');
    expect(svg.getAttribute('href')).toBe(svgUrl);

    const saved: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    try {
      await user.click(within(card).getByRole('button', { name: 'Download QR code (PNG)' }));
      await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    } finally {
      click.mockRestore();
    }
    expect(saved[0].download).toBe('st-marys-high-school-qr.png');
    expect(saved[0].href).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect((within(card).getByRole<HTMLButtonElement>('button', { name: 'Download QR code (PNG)' })).disabled).toBe(false);
  }, 30_000);

  it('checks a new address in the browser and sends nothing while it breaks the rules', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withProfile();
    renderDashboard('/dashboard/profile');
    const card = await addressCard();
    await user.click(within(card).getByRole('button', { name: 'Edit address' }));
    const input = within(card).getByLabelText('Site address');
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe('st-marys-high-school');
    expect(within(card).getByText('/s/')).toBeTruthy();
    expect(within(card).getByText('3–60 characters: lower-case letters, digits and hyphens. The old address keeps working.'))
      .toBeTruthy();

    const cases: [string, string][] = [
      ['ab', 'The address must be at least 3 characters long.'],
      ['St-Marys', 'Please use lower-case letters only.'],
      ['st marys', 'The address may contain only lower-case letters (a–z), digits and hyphens.'],
      ['st--marys', 'The address cannot start or end with a hyphen or have two hyphens in a row.'],
      ['dashboard', '"dashboard" is one of the platform\'s own addresses. Please choose another.'],
      ['st-marys-high-school', 'This is already your address.'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(input);
      await user.type(input, typed);
      await user.click(within(card).getByRole('button', { name: 'Save address' }));
      expect(within(card).getByRole('alert').textContent).toBe(message);
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    await user.clear(input);
    await user.click(within(card).getByRole('button', { name: 'Save address' }));
    expect(within(card).getByRole('alert').textContent).toBe('Please enter the new address.');
    expect(api.callsTo('POST', SLUG)).toHaveLength(0);
  });

  it('saves {slug}, shows the server message and then the new address, link and QR code', async () => {
    const user = userEvent.setup({ delay: null });
    const moved = { ...base, slug: 'st-marys', siteUrl: 'http://localhost:3000/s/st-marys' };
    const api = withProfile().on('POST', SLUG, () => {
      api.on('GET', INFO, ok({ info: moved }));
      return ok({ message: 'Your address is now /s/st-marys.' });
    });
    renderDashboard('/dashboard/profile');
    const card = await addressCard();
    const oldQr = (await within(card).findByRole('img', { name: "QR code of your site's address" })).getAttribute('src');
    await user.click(within(card).getByRole('button', { name: 'Edit address' }));
    const input = within(card).getByLabelText('Site address');
    await user.clear(input);
    await user.type(input, '  st-marys ');
    await user.click(within(card).getByRole('button', { name: 'Save address' }));

    expect(await within(card).findByText('http://localhost:3000/s/st-marys')).toBeTruthy();
    expect(api.callsTo('POST', SLUG)[0].json).toEqual({ slug: 'st-marys' });
    expect(within(card).getByText('Your address is now /s/st-marys.').getAttribute('role')).toBe('status');
    expect(within(card).getByRole('link', { name: 'View my site' }).getAttribute('href')).toBe('http://localhost:3000/s/st-marys');
    expect(within(card).queryByLabelText('Site address')).toBeNull();
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Edit address' }));
    await waitFor(() =>
      expect(within(card).getByRole('link', { name: 'Download QR code (SVG)' }).getAttribute('download')).toBe('st-marys-qr.svg'),
    );
    expect(within(card).getByRole('img', { name: "QR code of your site's address" }).getAttribute('src')).not.toBe(oldQr);
  });

  it("shows 'Could not change the address: {message}' when the server refuses, keeping the form", async () => {
    const user = userEvent.setup({ delay: null });
    withProfile().on('POST', SLUG, failure(409, 'This address is already taken.'));
    renderDashboard('/dashboard/profile');
    const card = await addressCard();
    await user.click(within(card).getByRole('button', { name: 'Edit address' }));
    await user.clear(within(card).getByLabelText('Site address'));
    await user.type(within(card).getByLabelText('Site address'), 'greenfield');
    await user.click(within(card).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toBe('Could not change the address: This address is already taken.'),
    );
    expect((within(card).getByLabelText<HTMLInputElement>('Site address')).value).toBe('greenfield');
    expect(within(card).getByText('http://localhost:3000/s/st-marys-high-school')).toBeTruthy();
  });

  it('shows the busy state while saving', async () => {
    const user = userEvent.setup({ delay: null });
    withProfile().on('POST', SLUG, ok({ message: 'Changed.' }));
    const stubbed = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (requestUrl(input) === SLUG) await held;
      return stubbed(input, init);
    });
    renderDashboard('/dashboard/profile');
    const card = await addressCard();
    await user.click(within(card).getByRole('button', { name: 'Edit address' }));
    await user.clear(within(card).getByLabelText('Site address'));
    await user.type(within(card).getByLabelText('Site address'), 'new-name');
    await user.click(within(card).getByRole('button', { name: 'Save address' }));
    const saving = within(card).getByRole<HTMLButtonElement>('button', { name: 'Saving...' });
    // Busy, yet focusable: the focus stays on it while the address is saved.
    expect(saving.getAttribute('aria-disabled')).toBe('true');
    expect(saving.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(saving);
    expect((within(card).getByRole<HTMLButtonElement>('button', { name: 'Cancel' })).getAttribute('aria-disabled')).toBe('true');
    await act(async () => release());
    expect(await within(card).findByText('Changed.')).toBeTruthy();
  });

  it('Cancel closes the form, forgets what was typed and any message, and returns focus to Edit address', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withProfile();
    renderDashboard('/dashboard/profile');
    const card = await addressCard();
    await user.click(within(card).getByRole('button', { name: 'Edit address' }));
    await user.clear(within(card).getByLabelText('Site address'));
    await user.type(within(card).getByLabelText('Site address'), 'x');
    await user.click(within(card).getByRole('button', { name: 'Save address' }));
    expect(within(card).getByRole('alert')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByLabelText('Site address')).toBeNull();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Edit address' }));
    expect(within(card).getByText('http://localhost:3000/s/st-marys-high-school')).toBeTruthy();

    await user.keyboard('{Enter}');
    expect((within(card).getByLabelText<HTMLInputElement>('Site address')).value).toBe('st-marys-high-school');
    expect(api.callsTo('POST', SLUG)).toHaveLength(0);
  });
});
