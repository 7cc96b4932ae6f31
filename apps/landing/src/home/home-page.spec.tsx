import { screen, within } from '@testing-library/react';
import { answerByPath, jsonResponse, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { renderAtRoute } from '@schoolpage/ui/testing';
import { HomePage } from './home-page';

function figure(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('HomePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the hero with the search box it is given', async () => {
    stubFetch().mockImplementation(answerByPath({}));
    renderAtRoute(<HomePage searchBox={<input aria-label="Search your School" />} />, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Bring your school online' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search your School' })).toBeTruthy();
    await screen.findByText('900+');
  });

  it('shows the six feature cards, the three steps and the FAQ', async () => {
    stubFetch().mockImplementation(answerByPath({}));
    renderAtRoute(<HomePage />, '/');
    const features = screen.getByRole('region', { name: 'Everything your school website needs' });
    expect(within(features).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Global search',
      'Bring your school online',
      'Built-in CMS',
      'Easy to use',
      'Custom templates',
      'Mobile-friendly',
    ]);
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq.querySelectorAll('details summary').length).toBeGreaterThanOrEqual(4);
    await screen.findByText('900+');
  });

  it('shows the live counts of institutions and searches', async () => {
    const fetchSpy = stubFetch().mockImplementation(
      answerByPath({ '/api/platform/stats': { success: true, info: { institutions: 12, searches: 1234 } } }),
    );
    renderAtRoute(<HomePage />, '/');
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(figure('Institutions registered')).toBe('12');
    expect(figure('Searches made')).toBe('1,234');
    expect(requestsSent(fetchSpy)).toEqual([{ url: '/api/platform/stats', method: 'GET' }]);
  });

  it('shows the spec figures 10+ and 900+ until the live counts pass them', async () => {
    stubFetch().mockImplementation(answerByPath({ '/api/platform/stats': { success: true, info: { institutions: 3, searches: 950 } } }));
    renderAtRoute(<HomePage />, '/');
    expect(await screen.findByText('950')).toBeTruthy();
    expect(figure('Institutions registered')).toBe('10+');
    expect(figure('Searches made')).toBe('950');
  });

  it.each([
    ['the call fails', () => Promise.reject(new TypeError('offline'))],
    ['the server answers an error', () => jsonResponse({ message: 'down' }, 503)],
    ['the answer has no counts', () => jsonResponse({ success: true, info: {} })],
  ])('falls back to 10+ and 900+ when %s', async (_case, answer) => {
    stubFetch().mockImplementation(answerByPath({ '/api/platform/stats': answer }));
    renderAtRoute(<HomePage />, '/');
    expect(await screen.findByText('900+')).toBeTruthy();
    expect(figure('Institutions registered')).toBe('10+');
  });
});
