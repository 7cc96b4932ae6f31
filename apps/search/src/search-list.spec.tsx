import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { answerByPath, jsonResponse, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { probedState, renderAtRoute } from '@schoolpage/ui/testing';
import { useLocation } from 'react-router-dom';
import SearchList from './search-list';

const TWENTY = Array.from({ length: 20 }, (_, i) => ({
  _id: `org-${i + 1}`,
  templateName: i % 2 ? 'nbl' : 'run',
  organizationName: `School ${i + 1}`,
  contactDetails: { address: `${i + 1} Main Road` },
}));

function setup(list: () => Response | Promise<Response>, state: unknown = { searchValue: 'School' }) {
  const fetchSpy = stubFetch().mockImplementation(answerByPath({ '/api/search/organization-list': list }));
  renderAtRoute(<SearchList />, '/search-list', state);
  return fetchSpy;
}

function shownNames(): string[] {
  return screen
    .queryAllByRole('link')
    .map((link) => link.querySelector('span')?.textContent ?? '');
}

describe('SearchList', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the matches of the typed name, 8 a page, with previous, next and page numbers over 20 results', async () => {
    const fetchSpy = setup(() => jsonResponse({ success: true, info: TWENTY }));
    expect(screen.getByRole('heading', { level: 1, name: 'Available List' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');

    await screen.findByText('School 1');
    expect(requestsSent(fetchSpy)).toEqual([{ url: '/api/search/organization-list?searchValue=School', method: 'GET' }]);
    expect(shownNames()).toEqual(TWENTY.slice(0, 8).map((o) => o.organizationName));
    expect(screen.getByText('1 Main Road')).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Search results pages' });
    const previous = within(pages).getByRole<HTMLButtonElement>('button', { name: 'Previous' });
    const next = within(pages).getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(within(pages).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(previous.disabled).toBe(true);
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(next);
    expect(shownNames()).toEqual(TWENTY.slice(8, 16).map((o) => o.organizationName));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(previous.disabled).toBe(false);

    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(shownNames()).toEqual(['School 17', 'School 18', 'School 19', 'School 20']);
    expect(next.disabled).toBe(true);
    expect(within(pages).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(previous);
    expect(shownNames()[0]).toBe('School 9');
    expect(requestsSent(fetchSpy)).toHaveLength(1);
  });

  it('opens the site of a listed institution with its id and template name', async () => {
    setup(() => jsonResponse({ success: true, info: TWENTY }));
    await userEvent.click(await screen.findByRole('link', { name: /School 2\b/ }));
    const probe = await screen.findByTestId('location');
    expect(probe.textContent).toBe('/web/nbl');
    expect(probedState(probe)).toEqual({ _id: 'org-2', templateName: 'nbl' });
  });

  it('opens a listed school at its own address when the answer names it', async () => {
    setup(() => jsonResponse({ success: true, info: TWENTY.map((o, i) => ({ ...o, slug: `school-${i + 1}`, siteUrl: `/s/school-${i + 1}` })) }));
    expect((await screen.findByRole('link', { name: /School 2\b/ })).getAttribute('href')).toBe('/s/school-2');
  });

  it('never links a listed school to an address that is not a web page', async () => {
    setup(() => jsonResponse({ success: true, info: [{ ...TWENTY[0], siteUrl: 'javascript:alert(1)' }, { ...TWENTY[1], siteUrl: '//elsewhere.example' }] }));
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/web/run', '/web/nbl']);
  });

  it('searches the words in its address, so a reload or a shared search shows the list', async () => {
    const fetchSpy = stubFetch().mockImplementation(answerByPath({ '/api/search/organization-list': () => jsonResponse({ success: true, info: TWENTY.slice(0, 2) }) }));
    render(
      <MemoryRouter initialEntries={['/search-list?q=Green%20Valley']}>
        <Routes>
          <Route path="/search-list" element={<SearchList />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByText('School 2');
    expect(requestsSent(fetchSpy)[0]?.url).toBe('/api/search/organization-list?searchValue=Green+Valley');
    expect(screen.getByText('“Green Valley”')).toBeTruthy();
  });

  it('puts the words handed over as navigation state into its address', async () => {
    stubFetch().mockImplementation(answerByPath({ '/api/search/organization-list': () => jsonResponse({ success: true, info: TWENTY }) }));
    function Address() {
      const { pathname, search } = useLocation();
      return <output data-testid="address">{pathname + search}</output>;
    }
    render(
      <MemoryRouter initialEntries={[{ pathname: '/search-list', state: { searchValue: 'School', page: 2 } }]}>
        <Routes>
          <Route
            path="/search-list"
            element={
              <>
                <SearchList />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByText('School 9');
    expect(screen.getByTestId('address').textContent).toBe('/search-list?q=School');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('shows again the page the visitor left when coming back from a school\'s site', async () => {
    stubFetch().mockImplementation(answerByPath({ '/api/search/organization-list': () => jsonResponse({ success: true, info: TWENTY }) }));
    function SiteWithBack() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={[{ pathname: '/search-list', state: { searchValue: 'School' } }]}>
        <Routes>
          <Route path="/search-list" element={<SearchList />} />
          <Route path="/web/*" element={<SiteWithBack />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByText('School 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('link', { name: /School 10\b/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));

    await screen.findByText('School 9');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(shownNames()).toEqual(TWENTY.slice(8, 16).map((o) => o.organizationName));
  });

  it('opens on the page kept in its navigation state', async () => {
    setup(() => jsonResponse({ success: true, info: TWENTY }), { searchValue: 'School', page: 3 });
    await screen.findByText('School 17');
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
  });

  it('keeps keyboard focus in the page controls when Next turns disabled on the last page', async () => {
    setup(() => jsonResponse({ success: true, info: TWENTY }));
    await screen.findByText('School 1');
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 3' }));
  });

  it('shows no page controls for one page', async () => {
    setup(() => jsonResponse({ success: true, info: TWENTY.slice(0, 8) }));
    await screen.findByText('School 8');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it.each([
    ['nothing matches', () => jsonResponse({ success: true, info: [] })],
    ['the search fails', () => jsonResponse({ message: 'down' }, 500)],
  ])("says 'No results found.' when %s", async (_case, list) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup(list);
    expect(await screen.findByText('No results found.')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it("says 'No results found.' without searching when no name came with the navigation", () => {
    const fetchSpy = setup(() => jsonResponse({ success: true, info: TWENTY }), null);
    expect(screen.getByText('No results found.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('accepts the bare typed name as navigation state', async () => {
    const fetchSpy = setup(() => jsonResponse({ success: true, info: TWENTY.slice(0, 1) }), 'Green Valley');
    await screen.findByText('School 1');
    expect(requestsSent(fetchSpy)[0]?.url).toBe('/api/search/organization-list?searchValue=Green+Valley');
  });
});
