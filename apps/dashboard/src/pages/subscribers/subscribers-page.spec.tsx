import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '@schoolpage/words';
import { failure, ok, stubApi } from '../../testing/api-stub';
import { renderDashboard } from '../../testing/render-dashboard';
import { SubscribersPage } from './subscribers-page';

const PROFILE = { userId: 'greenfield', email: 'office@greenfield.edu', role: 'owner', isAccountVerified: true, isPublish: true, slug: 'greenfield', siteUrl: 'https://schoolpage.test/s/greenfield', timeZone: 'Asia/Kolkata' };
const none = { total: 0, news: 0, circulars: 0, events: 0, alerts: 0 };
const OVERVIEW = {
  counts: { mail: { total: 3, news: 1, circulars: 2, events: 0, alerts: 3 }, push: { total: 1, news: 1, circulars: 1, events: 1, alerts: 1 } },
  sends: [
    { topic: 'alerts', title: 'Water supply cut today', at: '2026-11-28T04:30:00.000Z', state: 'done', delivered: 2, failed: 1, problems: ['550 Mailbox unavailable'] },
    { topic: 'circulars', title: 'Exam timetable', at: '2026-11-27T06:00:00.000Z', state: 'done', delivered: 3, failed: 0, problems: [] },
    { topic: 'news', title: 'Annual day', at: '2099-01-04T04:30:00.000Z', state: 'waiting', delivered: 0, failed: 0, problems: [] },
  ],
};

function showWith(overview: unknown, status = 200) {
  stubApi()
    .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
    .on('GET', '/api/dashboard/profile/info', ok({ info: PROFILE }))
    .on('GET', '/api/dashboard/subscribers', status === 200 ? ok({ info: overview }) : failure(status, 'Something went wrong.'));
  renderDashboard('/dashboard/subscribers');
}

describe('Subscribers screen', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is in the menu, and shows the counts per channel and topic, with the CSV export', async () => {
    showWith(OVERVIEW);
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Subscribers' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeTruthy();
    const counts = await screen.findByRole('table', { name: 'Subscribers by channel and topic' });
    expect(within(counts).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Channel', 'All topics', 'News', 'Circulars', 'Events', 'Alerts']);
    expect(within(within(counts).getByRole('row', { name: /E-mail/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '1', '2', '0', '3']);
    expect(within(counts).getByRole('rowheader', { name: 'Web push' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/dashboard/subscribers.csv');
    expect(screen.queryByText('No subscribers yet.')).toBeNull();
  });

  it('lists the last sends: the post, its topic, when, delivered and failed, and why', async () => {
    showWith(OVERVIEW);
    const sends = await screen.findByRole('table', { name: 'Last sends' });
    const water = within(sends).getByRole('row', { name: /Water supply cut today/ });
    expect(within(water).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Alerts', 'Sat 28 Nov 2026, 10:00', 'Sent', '2', '1', '550 Mailbox unavailable']);
    expect(within(within(sends).getByRole('row', { name: /Exam timetable/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Circulars', 'Fri 27 Nov 2026, 11:30', 'Sent', '3', '0', '—']);
    expect(within(within(sends).getByRole('row', { name: /Annual day/ })).getAllByRole('cell')[2].textContent).toBe('Scheduled');
  });

  it('says how parents subscribe, and where, when no one has yet', async () => {
    showWith({ counts: { mail: none }, sends: [] });
    expect(await screen.findByText('No subscribers yet.')).toBeTruthy();
    expect(screen.getByText('Parents subscribe with the "Get updates" link on every page of your site, or at this address:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://schoolpage.test/s/greenfield/updates' }).getAttribute('href')).toBe('https://schoolpage.test/s/greenfield/updates');
    expect(screen.queryByRole('table', { name: 'Subscribers by channel and topic' })).toBeNull();
    expect(screen.getByText('Nothing sent yet.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('tells a contributor who opens it by its address that it is for owners and editors, not that something went wrong', async () => {
    stubApi()
      .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
      .on('GET', '/api/dashboard/profile/info', ok({ info: { ...PROFILE, role: 'contributor' } }))
      .on('GET', '/api/dashboard/subscribers', failure(403, 'As a Contributor you cannot do this. Please ask an owner or an editor.'));
    renderDashboard('/dashboard/subscribers');
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe('Only an owner or an editor of the school can see its subscribers. Please ask one of them.');
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });

  it('says so when the figures cannot be read', async () => {
    showWith(undefined, 500);
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe('Something went wrong. Please try again.');
  });

  it('speaks Hindi in a Hindi dashboard', async () => {
    stubApi().on('GET', '/api/dashboard/subscribers', ok({ info: OVERVIEW }));
    render(
      <MemoryRouter>
        <LanguageProvider language="hi">
          <SubscribersPage />
        </LanguageProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'सब्सक्राइबर' })).toBeTruthy();
    const counts = await screen.findByRole('table', { name: 'चैनल और विषय के अनुसार सब्सक्राइबर' });
    expect(within(counts).getByRole('rowheader', { name: 'ई-मेल' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CSV निर्यात करें' })).toBeTruthy();
  });
});
