import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerByPath, jsonResponse, requestsSent, stubFetch } from '@schoolpage/api-client/testing';
import { probedSearch, probedState, renderAtRoute } from '@schoolpage/ui/testing';
import SearchBox from './search-box';

const SUGGESTIONS = [
  { _id: 'a1', templateName: 'run', organizationName: 'Green Valley School' },
  { _id: 'b2', templateName: 'nbl', organizationName: 'Greenfield College' },
  { _id: 'c3', templateName: 'run', organizationName: 'Greenwood Academy' },
];

const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search your School' });
const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

function setup(suggestion: () => Response | Promise<Response> = () => jsonResponse({ success: true, info: SUGGESTIONS })) {
  const fetchSpy = stubFetch().mockImplementation(answerByPath({ '/api/search/suggestion': suggestion }));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAtRoute(<SearchBox />, '/');
  return { fetchSpy, user };
}

async function typeAndSettle(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(input(), text);
  await advance(300);
}

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('has the placeholder and a Search button', () => {
    setup();
    expect(input().placeholder).toBe('Search your School ...');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it("asks for suggestions once, 300 ms after a burst of typing stops, showing 'Loading...' meanwhile", async () => {
    const { fetchSpy, user } = setup();
    await user.type(input(), 'gr');
    await advance(200);
    await user.type(input(), 'ee');
    await advance(299);
    await user.type(input(), 'n');
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await advance(299);
    expect(fetchSpy).not.toHaveBeenCalled();
    await advance(1);
    expect(requestsSent(fetchSpy)).toEqual([{ url: '/api/search/suggestion?searchValue=green', method: 'GET' }]);
    expect(fetchSpy.mock.calls[0][1]?.credentials).toBe('include');

    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(SUGGESTIONS.map((s) => s.organizationName));
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the place under the name, so two schools of one name can be told apart', async () => {
    const twins = [
      { _id: 'm1', templateName: 'nbl', organizationName: "St. Mary's High School", place: 'Bengaluru' },
      { _id: 'm2', templateName: 'run', organizationName: "St. Mary's High School", place: 'Nagpur' },
    ];
    const { user } = setup(() => jsonResponse({ success: true, info: twins }));
    await typeAndSettle(user, 'st marys');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(["St. Mary's High School, Bengaluru", "St. Mary's High School, Nagpur"]);
  });

  it('says when nothing matches', async () => {
    const { user } = setup(() => jsonResponse({ success: true, info: [] }));
    await typeAndSettle(user, 'Zebra ');
    expect(await screen.findByText('No results found for "Zebra"')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('stops loading quietly when the suggestions cannot be fetched', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = setup(() => Promise.reject(new TypeError('offline')));
    await typeAndSettle(user, 'green');
    await act(async () => undefined);
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('lets the arrow keys move through the suggestions and Enter open the chosen site', async () => {
    const { user } = setup();
    await typeAndSettle(user, 'green');
    await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}');
    const active = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '');
    expect(active()?.textContent).toBe('Green Valley School');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()?.textContent).toBe('Green Valley School');
    await user.keyboard('{ArrowUp}');
    expect(active()?.textContent).toBe('Greenwood Academy');
    await user.keyboard('{ArrowUp}');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('option', { selected: true }).map((o) => o.textContent)).toEqual(['Greenfield College']);

    await user.keyboard('{Enter}');
    const probe = await screen.findByTestId('location');
    expect(probe.textContent).toBe('/web/nbl');
    expect(probedState(probe)).toEqual({ _id: 'b2', templateName: 'nbl' });
  });

  it('opens the site of a clicked suggestion', async () => {
    const { user } = setup();
    await typeAndSettle(user, 'green');
    await user.click(await screen.findByRole('option', { name: 'Greenwood Academy' }));
    const probe = await screen.findByTestId('location');
    expect(probe.textContent).toBe('/web/run');
    expect(probedState(probe)).toEqual({ _id: 'c3', templateName: 'run' });
  });

  it("opens a suggested school at its own address when the answer names it", async () => {
    // jsdom cannot load another page: it reports the navigation asked for as an error.
    const navigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup(() => jsonResponse({ success: true, info: [{ ...SUGGESTIONS[0], slug: 'green-valley', siteUrl: '/s/green-valley' }] }));
    await typeAndSettle(user, 'green');
    await user.click(await screen.findByRole('option', { name: 'Green Valley School' }));
    expect(navigation).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('navigation') }));
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('closes the suggestions on Escape', async () => {
    const { user } = setup();
    await typeAndSettle(user, 'green');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input().value).toBe('green');
  });

  it('goes to /search-list with the typed name on Enter', async () => {
    const { user } = setup();
    await user.type(input(), '  Green Valley {Enter}');
    const probe = await screen.findByTestId('location');
    expect(probe.textContent).toBe('/search-list');
    expect(probedSearch(probe)).toBe('?q=Green+Valley');
    expect(probedState(probe)).toEqual({ searchValue: 'Green Valley' });
  });

  it('goes to /search-list with the typed name on Search, even with suggestions shown', async () => {
    const { user } = setup();
    await typeAndSettle(user, 'green');
    await screen.findAllByRole('option');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const probe = await screen.findByTestId('location');
    expect(probe.textContent).toBe('/search-list');
    expect(probedState(probe)).toEqual({ searchValue: 'green' });
  });

  it('does nothing on Search with an empty box', async () => {
    const { fetchSpy, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(document.activeElement).toBe(input());
    await advance(1000);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
