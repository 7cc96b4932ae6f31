import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomDomain } from '@schoolpage/content-contract';
import { failure, ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { renderDashboard } from '../../../testing/render-dashboard';

const INFO = '/api/dashboard/profile/info';
const DOMAIN = '/api/dashboard/domain';
const CHECK = '/api/dashboard/domain/check';
const profile = {
  userId: 'sunrise',
  email: 'office@sunrise.example',
  isAccountVerified: true,
  isPublish: true,
  slug: 'sunrise',
  siteUrl: 'http://localhost:3000/s/sunrise',
  role: 'owner',
};

const records: CustomDomain['records'] = [
  { type: 'TXT', name: '_schoolpage.www.sunrise.test', value: 'schoolpage-verify=abc123', purpose: 'Proves the domain is your school’s.' },
  { type: 'CNAME', name: 'www.sunrise.test', value: 'sites.schoolpage.test', purpose: 'Sends visitors of www.sunrise.test to your site.' },
  { type: 'A', name: 'sunrise.test', value: '203.0.113.10', purpose: 'Sends visitors of sunrise.test on to www.sunrise.test.' },
];
const pending: CustomDomain = {
  hostname: 'www.sunrise.test',
  status: 'pending',
  records,
  problems: [],
  checkedAt: null,
  verifiedAt: null,
  redirectFrom: 'sunrise.test',
};
const wrongTarget = 'www.sunrise.test points to elsewhere.example, not to sites.schoolpage.test. Change its CNAME record to sites.schoolpage.test.';

const answer = (domain: CustomDomain | null) => ok({ info: { domain } });

function signedIn(domain: CustomDomain | null, role = 'owner'): ApiStub {
  return stubApi()
    .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
    .on('GET', INFO, ok({ info: { ...profile, role } }))
    .on('GET', DOMAIN, answer(domain));
}

const card = () => screen.findByRole('region', { name: 'Your own domain' });

function setClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

afterEach(() => setClipboard(undefined));

describe('Profile: your own domain', () => {
  it('connects the typed domain and shows the records to create, with the redirect partner', async () => {
    const user = userEvent.setup();
    const api = signedIn(null).on('POST', DOMAIN, answer(pending));
    renderDashboard('/dashboard/profile');
    const region = await card();
    await user.type(within(region).getByRole('textbox', { name: /Your domain/ }), 'https://WWW.Sunrise.test/');
    await user.click(within(region).getByRole('button', { name: 'Connect' }));

    expect(await within(region).findByText('Waiting for your records')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(region).getByRole('heading', { name: 'www.sunrise.test' })));
    expect(api.callsTo('POST', DOMAIN)[0]?.json).toEqual({ hostname: 'https://WWW.Sunrise.test/' });
    const table = within(region).getByRole('table', { name: 'Records to create' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual(
      records.map((record) => [record.type, record.name, `${record.value}Copy`, record.purpose]),
    );
    expect(within(region).getByText('sunrise.test will lead to www.sunrise.test: create its records too.')).toBeTruthy();
    expect(within(region).getByText('Where to create the records')).toBeTruthy();
    expect(within(region).getByText(/Cloudflare: .*“DNS only” \(the grey cloud\)/)).toBeTruthy();
    expect(within(region).getByText(/^ERNET \(names ending \.edu\.in or \.ac\.in\)/)).toBeTruthy();
  });

  it('says under the field why a domain is refused, and keeps what was typed', async () => {
    const user = userEvent.setup();
    signedIn(null).on('POST', DOMAIN, failure(400, 'That is an IP address. Type the name of your domain, such as www.yourschool.edu.in.'));
    renderDashboard('/dashboard/profile');
    const field = within(await card()).getByRole('textbox', { name: /Your domain/ });
    await user.type(field, '203.0.113.5{Enter}');
    expect(await screen.findByText('That is an IP address. Type the name of your domain, such as www.yourschool.edu.in.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('203.0.113.5');
  });

  it('"Check now" lists what to correct, naming the wrong target, then says Connected once the records are right', async () => {
    const user = userEvent.setup();
    const checkedAt = '2026-11-29T04:30:00.000Z';
    const api = signedIn(pending).on('POST', CHECK, answer({ ...pending, problems: [wrongTarget], checkedAt }));
    renderDashboard('/dashboard/profile');
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Check now' }));

    expect(await within(region).findByText(wrongTarget)).toBeTruthy();
    expect(within(region).getByRole('heading', { name: 'What to correct' })).toBeTruthy();
    expect(within(region).getByRole('status').textContent).toBe('Not connected yet: 1 thing to correct.');
    expect(within(region).getByText(/^Last checked /)).toBeTruthy();

    const profileReads = api.callsTo('GET', INFO).length;
    api.on('POST', CHECK, answer({ ...pending, status: 'verified', checkedAt, verifiedAt: checkedAt }));
    await user.click(within(region).getByRole('button', { name: 'Check now' }));
    expect(await within(region).findByText('Connected')).toBeTruthy();
    expect(within(region).getByRole('status').textContent).toBe('Connected: www.sunrise.test is your site’s address.');
    expect(within(region).queryByText(wrongTarget)).toBeNull();
    expect(within(region).getByText('Your site opens at https://www.sunrise.test. Keep these records as they are.')).toBeTruthy();
    expect(api.callsTo('POST', CHECK)).toHaveLength(2);
    // The site's address is now at the domain: the profile (and its address card) is read again.
    await waitFor(() => expect(api.callsTo('GET', INFO)).toHaveLength(profileReads + 1));
  });

  it('says a lost domain no longer points here', async () => {
    signedIn({ ...pending, status: 'lost', verifiedAt: '2026-11-20T00:00:00.000Z' });
    renderDashboard('/dashboard/profile');
    const region = await card();
    expect(await within(region).findByText('Lost')).toBeTruthy();
    expect(within(region).getByText(/^The records of www\.sunrise\.test no longer point here/)).toBeTruthy();
  });

  it('removes the domain only after it is confirmed', async () => {
    const user = userEvent.setup();
    const api = signedIn(pending).on('DELETE', DOMAIN, answer(null));
    renderDashboard('/dashboard/profile');
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Remove domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove www.sunrise.test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', DOMAIN)).toHaveLength(0);
    expect(within(region).getByRole('button', { name: 'Remove domain' })).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Remove domain' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove www.sunrise.test?' })).getByRole('button', { name: 'Remove' }));
    const field = await within(region).findByRole('textbox', { name: /Your domain/ });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(api.callsTo('DELETE', DOMAIN)).toHaveLength(1);
    expect(await screen.findByText('Your own domain was removed.')).toBeTruthy();
  });

  it('copies a record’s value and says so politely', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => undefined);
    signedIn(pending);
    renderDashboard('/dashboard/profile');
    const region = await card();
    setClipboard({ writeText });
    await user.click(await within(region).findByRole('button', { name: 'Copy the value of the TXT record for _schoolpage.www.sunrise.test' }));
    expect(writeText).toHaveBeenCalledWith('schoolpage-verify=abc123');
    await waitFor(() => expect(within(region).getByRole('status').textContent).toBe('Copied schoolpage-verify=abc123'));
  });

  it('is not shown to a contributor', async () => {
    const api = signedIn(pending, 'contributor');
    renderDashboard('/dashboard/profile');
    expect(await screen.findByText('office@sunrise.example')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your own domain' })).toBeNull();
    expect(api.callsTo('GET', DOMAIN)).toHaveLength(0);
  });
});
