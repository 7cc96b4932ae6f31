import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ALERT_LEVEL_LABELS, ALERT_MESSAGES, DISMISSED_ALERT_KEY, type SiteAlert } from '@schoolpage/content-contract';
import { loadSiteCatalogue } from '../words/site-catalogues';
import { SiteLanguage } from '../words/site-words';
import { AlertBanner } from './alert-banner';
import { ALERT_CATALOGUES, ALERT_WORDS_EN } from './alert-words/alert-words';

const RAIN: SiteAlert = { message: 'School closed tomorrow — heavy rain', level: 'emergency', link: '/s/green/notice' };
const SPORTS: SiteAlert = { message: 'Sports day on Friday', level: 'info' };

describe('AlertBanner', () => {
  beforeEach(() => sessionStorage.clear());

  it('announces an emergency at once and the other levels politely, its level in words and its link', () => {
    const { unmount } = render(<AlertBanner alert={RAIN} />);
    expect(screen.getByRole('alert').textContent).toBe('Emergency: School closed tomorrow — heavy rain Read more');
    expect(screen.getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe('/s/green/notice');
    unmount();
    render(<AlertBanner alert={{ ...SPORTS, level: 'warning' }} />);
    expect(screen.getByRole('status').textContent).toBe('Warning: Sports day on Friday');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is sent with its dismiss button hidden without JavaScript (a press before the take-over is answered then) and takes the page over without a mismatch', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const markup = renderToString(<AlertBanner alert={SPORTS} />);
    expect(markup).toMatch(/<noscript><style>\.[\w-]+\{display:none\}<\/style><\/noscript>/);
    expect(markup).toContain('<button type="button"');
    const root = document.createElement('div');
    root.innerHTML = markup;
    document.body.append(root);
    act(() => {
      hydrateRoot(root, <AlertBanner alert={SPORTS} />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(root.querySelector('button')?.textContent).toBe('Dismiss');
    errors.mockRestore();
    root.remove();
  });

  it('is dismissed for the visit: the focus goes to the page (not scrolled to it), and the same alert stays away, a new one shows', async () => {
    const main = document.createElement('main');
    main.id = 'site-main';
    main.tabIndex = -1;
    document.body.append(main);
    const focus = jest.spyOn(main, 'focus');
    const { unmount } = render(<AlertBanner alert={SPORTS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss this alert for this visit' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.activeElement).toBe(main);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(sessionStorage.getItem(DISMISSED_ALERT_KEY)).toBeTruthy();
    unmount();

    const next = render(<AlertBanner alert={SPORTS} />);
    expect(screen.queryByRole('status')).toBeNull();
    next.unmount();
    render(<AlertBanner alert={{ ...SPORTS, message: 'Sports day moved to Monday' }} />);
    expect(screen.getByRole('status').textContent).toContain('Sports day moved to Monday');
    main.remove();
  });

  it("speaks the page's language, Urdu here, and marks the school's message with the language it is written in", async () => {
    await Promise.all([loadSiteCatalogue('ur'), ALERT_CATALOGUES.load('ur')]);
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <SiteLanguage language="ur" untranslated={{ lang: 'en', dir: 'ltr', fields: ['alert/message'] }}>
            <AlertBanner alert={RAIN} />
          </SiteLanguage>
        </Suspense>,
      );
    });
    expect(screen.getByRole('alert').textContent).toBe('ہنگامی صورتحال: School closed tomorrow — heavy rain مزید پڑھیں');
    const message = screen.getByText('School closed tomorrow — heavy rain');
    expect([message.getAttribute('lang'), message.getAttribute('dir')]).toEqual(['en', 'ltr']);
    expect(screen.getByRole('button', { name: 'یہ اطلاع اس بار کے لیے بند کریں' }).textContent).toBe('بند کریں');
  });
});

describe("the alert banner's words", () => {
  it('are the spec\'s in English', () => {
    expect(ALERT_WORDS_EN).toEqual({
      'level.info': ALERT_LEVEL_LABELS.info,
      'level.warning': ALERT_LEVEL_LABELS.warning,
      'level.emergency': ALERT_LEVEL_LABELS.emergency,
      moreLink: ALERT_MESSAGES.moreLink,
      dismiss: ALERT_MESSAGES.dismiss,
      dismissLabel: ALERT_MESSAGES.dismissLabel,
    });
  });
});
