import { Suspense } from 'react';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import { SiteLanguage, useSiteWords } from './site-words';
import { loadSiteCatalogue } from './site-catalogues';

function Shown({ path }: { path?: string }) {
  const { t, date, dayAndMonth, fieldLanguage } = useSiteWords();
  const badge = dayAndMonth('2026-12-12');
  return (
    <div>
      <h2>{t('contactUs')}</h2>
      <p data-testid="date">{date('2026-12-12T23:30:00Z')}</p>
      <p data-testid="badge">{`${badge.day} ${badge.month}`}</p>
      <p data-testid="past-1">{t('pastEvents', { count: 1 })}</p>
      <p data-testid="past-3">{t('pastEvents', { count: 3 })}</p>
      {path ? (
        <p data-testid="field" {...fieldLanguage(path)}>
          Sunrise Public School
        </p>
      ) : null}
    </div>
  );
}

describe('a page in its language', () => {
  it("writes English as the spec does, with its own dates: a time on the school's day (Asia/Kolkata unless it has its own)", () => {
    render(<Shown />);
    expect(screen.getByRole('heading').textContent).toBe('Contact Us');
    // 23:30 UTC on the 12th is 05:00 on the 13th in India.
    expect(screen.getByTestId('date').textContent).toBe('13 Dec 2026');
    expect(screen.getByTestId('badge').textContent).toBe('12 Dec');
    expect(screen.getByTestId('past-3').textContent).toBe('Past Events (3)');
  });

  it('writes Hindi words, dates as Hindi writes them ("13 दिसंबर 2026", the school\'s day) and its plurals', async () => {
    await loadSiteCatalogue('hi');
    // Its plural brings FormatJS's formatter: the page waits for it (Suspense), then shows.
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <SiteLanguage language="hi">
            <Shown />
          </SiteLanguage>
        </Suspense>,
      );
    });
    expect((await screen.findByRole('heading')).textContent).toBe('संपर्क करें');
    expect(screen.getByTestId('date').textContent).toBe('13 दिसंबर 2026');
    expect(screen.getByTestId('badge').textContent).toBe('12 दिस॰');
    expect(screen.getByTestId('past-1').textContent).toBe('पिछला कार्यक्रम (1)');
    expect(screen.getByTestId('past-3').textContent).toBe('पिछले कार्यक्रम (3)');
  });

  it("reads a time in the school's own time zone, and a date as written in every zone", () => {
    const { rerender } = render(
      <SiteLanguage timeZone="America/New_York">
        <Shown />
      </SiteLanguage>,
    );
    expect(screen.getByTestId('date').textContent).toBe('12 Dec 2026');
    expect(screen.getByTestId('badge').textContent).toBe('12 Dec');
    rerender(
      <SiteLanguage timeZone="Asia/Tokyo">
        <Shown />
      </SiteLanguage>,
    );
    expect(screen.getByTestId('date').textContent).toBe('13 Dec 2026');
    expect(screen.getByTestId('badge').textContent).toBe('12 Dec');
  });

  it("marks a school's field shown untranslated with the default's lang, and dir when it differs", async () => {
    await loadSiteCatalogue('ur');
    let shown: RenderResult | undefined;
    await act(async () => {
      shown = render(
        <Suspense fallback={null}>
          <SiteLanguage language="ur" untranslated={{ lang: 'en', dir: 'ltr', fields: ['organizationName'] }}>
            <Shown path="organizationName" />
          </SiteLanguage>
        </Suspense>,
      );
    });
    expect((await screen.findByRole('heading')).textContent).toBe('رابطہ کریں');
    expect(screen.getByTestId('field').getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('field').getAttribute('dir')).toBe('ltr');
    shown?.rerender(
      <Suspense fallback={null}>
        <SiteLanguage language="ur" untranslated={{ lang: 'en', dir: 'ltr', fields: ['welcomeMessage/welcomeMsg'] }}>
          <Shown path="organizationName" />
        </SiteLanguage>
      </Suspense>,
    );
    expect(screen.getByTestId('field').hasAttribute('lang')).toBe(false);
  });
});
