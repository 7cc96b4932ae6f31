import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { DISCLOSURE_DOCUMENTS, disclosureCompleteness } from '@schoolpage/content-contract';
import { ok, stubApi } from '../../testing/api-stub';
import { LanguageProvider } from '@schoolpage/words';
import { renderDashboard } from '../../testing/render-dashboard';
import { DisclosurePage } from './disclosure-page';

const DISCLOSURE = '/api/dashboard/disclosure';

function info(overrides: Record<string, unknown> = {}) {
  const general = { schoolName: 'Green Valley School', email: 'office@greenvalley.edu' };
  return {
    board: 'CBSE',
    general,
    prefilled: ['schoolName', 'email'],
    documents: DISCLOSURE_DOCUMENTS.map(({ kind, title, section }) => ({
      kind,
      title,
      section,
      fileUrl: kind === 'fire-safety-certificate' ? { url: '/api/files/fire.pdf' } : null,
      sizeBytes: kind === 'fire-safety-certificate' ? 2048 : null,
      issuedOn: kind === 'fire-safety-certificate' ? '2025-04-01' : null,
      validUntil: kind === 'fire-safety-certificate' ? '2026-03-31' : null,
      status: kind === 'fire-safety-certificate' ? 'expired' : 'missing',
    })),
    academics: { boardResults: [] },
    staff: { teacherSectionRatio: null },
    infrastructure: {},
    completeness: disclosureCompleteness({ general, updatedAt: '' }, '2026-11-26'),
    updatedAt: null,
    ...overrides,
  };
}

describe('Mandatory Disclosure page', () => {
  it('shows how complete it is, each missing item linking to its field, and an expired document as expired', async () => {
    stubApi()
      .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
      .on('GET', '/api/dashboard/profile/info', ok({ info: { userId: 'gv', email: 'a@b.c', slug: 'green-valley-school' } }))
      .on('GET', DISCLOSURE, ok({ info: info() }));
    renderDashboard('/dashboard/mandatory-disclosure');
    const completeness = await screen.findByRole('region', { name: 'Completeness' });
    expect(within(completeness).getByRole('progressbar', { name: 'Complete:' }).getAttribute('value')).toBe(String(Math.floor((2 / 42) * 100)));
    const udise = within(completeness).getByRole('link', { name: 'UDISE+ code' });
    expect(udise.getAttribute('href')).toBe('#general.udiseCode');
    await userEvent.click(udise);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /UDISE\+ code/ }));
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText(/Expired on 31 Mar 2026/)).toBeTruthy();
    expect(within(documents).getByRole('link', { name: 'Open the current file' }).getAttribute('href')).toBe('/api/files/fire.pdf');
  });

  it('saves section A with what was typed, and works out a pass percentage as the numbers are typed', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi()
      .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
      .on('GET', '/api/dashboard/profile/info', ok({ info: { userId: 'gv', email: 'a@b.c' } }))
      .on('GET', DISCLOSURE, ok({ info: info() }))
      .on('POST', DISCLOSURE, ok({ message: 'Saved: Mandatory Disclosure.', info: info({ updatedAt: '2026-11-26T06:00:00.000Z', prefilled: [] }) }));
    renderDashboard('/dashboard/mandatory-disclosure');
    await user.type(await screen.findByRole('textbox', { name: /UDISE\+ code/ }), '09123456789');
    await user.click(screen.getByRole('button', { name: 'Save general information' }));
    expect(await screen.findByText('Saved: Mandatory Disclosure.')).toBeTruthy();
    const sent = api.callsTo('POST', DISCLOSURE)[0]?.json as { general: Record<string, string> };
    expect(sent.general).toMatchObject({ schoolName: 'Green Valley School', udiseCode: '09123456789', pinCode: '' });

    await user.click(screen.getByRole('button', { name: 'Add a result' }));
    const row = within(screen.getByRole('group', { name: 'Result 1' }));
    await user.type(row.getByRole('textbox', { name: 'Registered' }), '48');
    await user.type(row.getByRole('textbox', { name: 'Passed' }), '47');
    await waitFor(() => expect(row.getByText('97.9%')).toBeTruthy());
  });

  it('speaks Hindi in a Hindi dashboard: parts, fields, documents, dates and buttons in CBSE\'s Hindi', async () => {
    stubApi()
      .on('GET', '/api/dashboard/profile/info', ok({ info: { userId: 'gv', email: 'a@b.c' } }))
      .on('GET', DISCLOSURE, ok({ info: info() }));
    render(
      <MemoryRouter>
        <LanguageProvider language="hi">
          <DisclosurePage />
        </LanguageProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'अनिवार्य प्रकटीकरण' })).toBeTruthy();
    const completeness = await screen.findByRole('region', { name: 'पूर्णता' });
    expect(within(completeness).getByRole('link', { name: 'UDISE+ कोड' }).getAttribute('href')).toBe('#general.udiseCode');
    expect(within(completeness).getByRole('link', { name: 'सक्षम प्राधिकारी द्वारा जारी वैध अग्नि सुरक्षा प्रमाणपत्र की प्रति' })).toBeTruthy();
    expect(within(completeness).getByRole('heading', { name: /^अभी भरना बाकी \(\d+\)$/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'क. सामान्य जानकारी' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /संबद्धता संख्या/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सामान्य जानकारी सहेजें' })).toBeTruthy();
    const documents = screen.getByRole('region', { name: 'दस्तावेज़' });
    expect(within(documents).getByText(/31 मार्च 2026 को समाप्त हो गया/)).toBeTruthy();
    expect(within(documents).getAllByRole('button', { name: 'अपलोड करें' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'परिणाम जोड़ें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ङ. विद्यालय की अवसंरचना' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'इंटरनेट सुविधा' })).toBeTruthy();
  });
});
