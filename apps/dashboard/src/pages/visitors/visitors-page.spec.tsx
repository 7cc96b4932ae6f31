import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { addDays } from '@schoolpage/content-contract';
import { LanguageProvider } from '@schoolpage/words';
import { ok, stubApi } from '../../testing/api-stub';
import { VisitorsPage } from './visitors-page';

jest.mock('./draw-visitors-chart', () => ({ drawVisitorsChart: () => () => undefined }));

const to = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const from = addDays(to, -29);
const FIGURES = {
  from,
  to,
  daily: [{ day: to, visitors: 12, views: 30 }],
  totals: { visitors: 12, views: 30 },
  previous: { visitors: 10, views: 30 },
  pages: [{ page: '', views: 20 }],
  referrers: [],
  devices: [{ device: 'phone', visitors: 9 }],
  countries: [],
  searchWords: [],
};

function renderIn(language: string) {
  stubApi()
    .on('GET', `/api/dashboard/visitors?from=${from}&to=${to}`, ok({ info: FIGURES }))
    .on('GET', '/api/dashboard/brand', ok({ info: {} }));
  render(
    <MemoryRouter>
      <LanguageProvider language={language}>
        <VisitorsPage />
      </LanguageProvider>
    </MemoryRouter>,
  );
}

describe('Visitors screen', () => {
  afterEach(() => jest.restoreAllMocks());

  it('compares with the days before in English', async () => {
    renderIn('en');
    expect(await screen.findByText('+20% on the 30 days before (10)')).toBeTruthy();
    expect(screen.getByText('same as the 30 days before')).toBeTruthy();
    expect(screen.getByRole('img', { name: `Daily visitors and page views, ${from} to ${to}: 12 visitors, 30 page views in all.` })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Devices' })).getByRole('rowheader', { name: 'Phone' })).toBeTruthy();
  });

  it('speaks Hindi in a Hindi dashboard: headings, buttons, tables and comparisons', async () => {
    renderIn('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'आगंतुक' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपकी साइट पर आगंतुक' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पिछले 7 दिन' })).toBeTruthy();
    expect(await screen.findByText('उससे पहले के 30 दिनों (10) की तुलना में +20%')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'दिन के अनुसार आगंतुक' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'सबसे ज़्यादा देखे गए पेज' })).getByRole('rowheader', { name: 'होम' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'डिवाइस' })).getByRole('rowheader', { name: 'फ़ोन' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'देश' })).getByText('अभी कुछ नहीं')).toBeTruthy();
  });
});
