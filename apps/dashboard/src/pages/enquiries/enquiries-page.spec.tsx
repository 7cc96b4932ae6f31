import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '@schoolpage/words';
import { ok, stubApi } from '../../testing/api-stub';
import { EnquiriesPage } from './enquiries-page';

const ENQUIRY = {
  id: 'q1',
  studentName: 'Riya',
  classSought: 'Class 3',
  parentName: 'Meena',
  phone: '+919829011111',
  email: '',
  message: '',
  status: 'new',
  note: '',
  createdAt: '2026-12-01T01:30:00.000Z',
};

function inboxOf(total: number) {
  return stubApi()
    .on('GET', '/api/dashboard/enquiries?page=1', ok({ info: { items: [ENQUIRY], total, newCount: 1, page: 1, pageSize: 20 } }))
    .on('GET', '/api/dashboard/enquiries/settings', ok({ info: { retentionDays: 365 } }));
}

function renderIn(language: string) {
  render(
    <MemoryRouter>
      <LanguageProvider language={language}>
        <EnquiriesPage />
      </LanguageProvider>
    </MemoryRouter>,
  );
}

describe('Enquiries screen', () => {
  afterEach(() => jest.restoreAllMocks());

  it('counts enquiries in English as the spec words them', async () => {
    inboxOf(1);
    renderIn('en');
    expect(await screen.findByText('1 enquiry, 1 new')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeTruthy();
    expect(screen.getByText('Received Tue 1 Dec 2026, 07:00')).toBeTruthy();
  });

  it('speaks Hindi in a Hindi dashboard: headings, fields, statuses, dates and buttons', async () => {
    inboxOf(21);
    renderIn('hi');
    expect(screen.getByRole('heading', { level: 1, name: 'पूछताछ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'प्रवेश पूछताछ' })).toBeTruthy();
    expect(await screen.findByText('21 पूछताछ, 1 नई')).toBeTruthy();
    const enquiry = screen.getByRole('listitem', { name: 'Riya — Class 3' });
    expect(within(enquiry).getByRole('button', { name: 'सहेजें' })).toBeTruthy();
    expect(within(enquiry).getByRole('button', { name: 'हटाएँ' })).toBeTruthy();
    expect(within(enquiry).getByText('अभिभावक')).toBeTruthy();
    expect(within(enquiry).getByText(/^प्राप्त: .*दिस॰ 2026/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'पूछताछ के पेज' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अगला' })).toBeTruthy();
    expect(await screen.findByRole('spinbutton', { name: 'पूछताछ इतने दिन रखें' })).toBeTruthy();
  });
});
