import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { emptySiteContent } from '@schoolpage/content-contract';
import { SAMPLE_DISCLOSURE } from '@schoolpage/content-contract/sample';
import { loadSiteCatalogue } from '../words/site-catalogues';
import { SiteLanguage } from '../words/site-words';
import { DisclosurePage } from './disclosure-page';
import { DISCLOSURE_CATALOGUES } from './words/disclosure-words';

describe('DisclosurePage', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00') });
  });
  afterEach(() => jest.useRealTimers());

  const renderPage = () => render(<DisclosurePage content={{ ...emptySiteContent('Green Valley School'), disclosure: SAMPLE_DISCLOSURE }} />);

  it('gives sections A to E in the board order as tables with captions and header cells', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mandatory Public Disclosure');
    expect(screen.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'A. General information',
      'B. Documents and information',
      'C. Result and academics',
      'Board examination results',
      'D. Staff (teaching)',
      'E. School infrastructure',
    ]);
    const general = within(screen.getByRole('table', { name: 'A. General information' }));
    expect(general.getByRole('rowheader', { name: 'UDISE+ code' }).nextElementSibling?.textContent).toBe('09123456789');
    expect(general.getByRole('rowheader', { name: 'Complete address' }).nextElementSibling?.textContent).toBe('Not given');
    expect(screen.getByText('20 Nov 2026').closest('time')?.getAttribute('dateTime')).toBe(SAMPLE_DISCLOSURE.updatedAt);
  });

  it('links each document there with its size and validity, shows an expired one as expired and never links a missing one', () => {
    renderPage();
    const documents = within(screen.getByRole('table', { name: 'B. Documents and information' }));
    const affiliation = documents.getByRole('link', { name: /affiliation\/upgradation letter/ });
    expect(affiliation.getAttribute('href')).toBe('/api/files/affiliation.pdf');
    const affiliationRow = affiliation.closest('tr') as HTMLElement;
    expect(affiliationRow.textContent).toContain('(PDF, 245 KB)');
    expect(affiliationRow.textContent).toContain('valid until 31 Mar 2029');
    const fireRow = documents.getByRole('link', { name: /fire safety certificate/ }).closest('tr') as HTMLElement;
    expect(fireRow.textContent).toContain('(PDF, 1.2 MB)');
    expect(fireRow.textContent).toContain('Expired on 31 Mar 2026');
    expect(documents.getAllByRole('link')).toHaveLength(2);
    expect(documents.getAllByText('Not uploaded yet')).toHaveLength(6);
  });

  it('works out the pass percentage of each result and the teacher-section ratio', () => {
    renderPage();
    const results = within(screen.getByRole('table', { name: 'Board examination results' }));
    expect(results.getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['2025', 'X', '48', '47', '97.9%', ''],
      ['2025', 'XII', '40', '40', '100%', 'All passed'],
      ['2024', 'X', '50', '49', '98%', ''],
    ]);
    const staff = within(screen.getByRole('table', { name: 'D. Staff (teaching)' }));
    expect(staff.getByRole('rowheader', { name: 'Teacher-section ratio' }).nextElementSibling?.textContent).toBe('1.5 : 1');
    const infrastructure = within(screen.getByRole('table', { name: 'E. School infrastructure' }));
    expect(infrastructure.getByRole('rowheader', { name: 'Internet facility' }).nextElementSibling?.textContent).toBe('Yes');
    expect(infrastructure.getByRole('rowheader', { name: 'Number and size of classrooms (sq ft)' }).nextElementSibling?.textContent).toBe('24, 500 sq ft each');
    expect(infrastructure.getByRole('rowheader', { name: 'Number of computers' }).nextElementSibling?.textContent).toBe('Not given');
    expect(infrastructure.getByRole('link', { name: 'Watch the inspection video on YouTube' })).toBeTruthy();
  });
});

describe('DisclosurePage in Hindi', () => {
  const renderInHindi = async () => {
    await Promise.all([loadSiteCatalogue('hi'), DISCLOSURE_CATALOGUES.load('hi')]);
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <SiteLanguage language="hi">
            <DisclosurePage content={{ ...emptySiteContent('Green Valley School'), disclosure: SAMPLE_DISCLOSURE }} />
          </SiteLanguage>
        </Suspense>,
      );
    });
  };

  it('gives its title, section captions, column heads, date and print button in Hindi under a Hindi page', async () => {
    await renderInHindi();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('अनिवार्य सार्वजनिक प्रकटीकरण');
    expect(screen.getByRole('table', { name: 'A. सामान्य जानकारी' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'बोर्ड परीक्षा परिणाम' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader', { name: 'दस्तावेज़' })).toHaveLength(2);
    expect(screen.getByText('20 नवंबर 2026').closest('time')?.getAttribute('dateTime')).toBe(SAMPLE_DISCLOSURE.updatedAt);
    expect(screen.getByRole('button').textContent).toBe('प्रिंट करें या PDF के रूप में सहेजें');
  });

  it('gives its row labels, "Not given", Yes and No and the documents\' status in Hindi', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00') });
    await renderInHindi();
    jest.useRealTimers();
    const general = within(screen.getByRole('table', { name: 'A. सामान्य जानकारी' }));
    expect(general.getByRole('rowheader', { name: 'पूरा पता' }).nextElementSibling?.textContent).toBe('नहीं दिया गया');
    const documents = within(screen.getByRole('table', { name: 'B. दस्तावेज़ और जानकारी' }));
    const fireRow = documents.getByRole('link', { name: /अग्नि सुरक्षा प्रमाणपत्र/ }).closest('tr') as HTMLElement;
    expect(fireRow.textContent).toContain('31 मार्च 2026 को समाप्त हो गया');
    expect(documents.getByRole('link', { name: /संबद्धता\/उन्नयन पत्र/ }).closest('tr')?.textContent).toContain('31 मार्च 2029 तक मान्य');
    expect(documents.getAllByText('अभी अपलोड नहीं किया गया')).toHaveLength(6);
    const infrastructure = within(screen.getByRole('table', { name: 'E. विद्यालय का बुनियादी ढाँचा' }));
    expect(infrastructure.getByRole('rowheader', { name: 'इंटरनेट सुविधा' }).nextElementSibling?.textContent).toBe('हाँ');
    expect(infrastructure.getByRole('rowheader', { name: 'कक्षा-कक्षों की संख्या और आकार (वर्ग फुट)' }).nextElementSibling?.textContent).toBe('24, हर एक 500 वर्ग फुट');
    expect(infrastructure.getByRole('link', { name: 'निरीक्षण का वीडियो YouTube पर देखें' })).toBeTruthy();
    expect(screen.queryByText(/Not given|Not uploaded|valid until|Expired on|sq ft/)).toBeNull();
  });
});
