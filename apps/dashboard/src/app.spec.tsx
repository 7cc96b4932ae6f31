import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, stubApi, type ApiStub } from './testing/api-stub';
import { renderDashboard } from './testing/render-dashboard';

const profile = {
  userId: 'greenfield',
  email: 'office@greenfield.edu',
  phone: '9876543210',
  country: 'unitedKingdom',
  isAccountVerified: true,
  isPublish: false,
};

function signedIn(): ApiStub {
  return stubApi()
    .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
    .on('GET', '/api/dashboard/profile/info', ok({ info: profile }));
}

const location = () => screen.getByTestId('location').textContent;

describe('dashboard shell', () => {
  it('sends a visitor without a session to /login', async () => {
    stubApi().on('GET', '/api/auth/isauth', ok({ loggedIn: false }));
    renderDashboard('/dashboard/home');
    expect(await screen.findByRole('heading', { name: 'Log in to Dashboard' })).toBeTruthy();
    expect(location()).toBe('/login');
  });

  it('sends to /login when the session check fails', async () => {
    stubApi().on('GET', '/api/auth/isauth', failure(401, 'Please log in to continue.'));
    renderDashboard('/dashboard');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('shows the top bar, the nine menu items of the spec, Mandatory Disclosure, Alert, Pages, News, Enquiries, Visitors, Subscribers, Languages, Recently deleted, Approvals, Team and Activity, and marks Profile active on /dashboard', async () => {
    signedIn();
    renderDashboard('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.firstChild?.textContent)).toEqual([
      'Profile',
      'Home',
      'Visible',
      'About',
      'Academics',
      'Our Members',
      'Notice & Courses',
      'Contact',
      'Templates',
      'Mandatory Disclosure',
      'Alert',
      'Pages',
      'News',
      'Enquiries',
      'Visitors',
      'Subscribers',
      'Languages',
      'Recently deleted',
      'Approvals',
      'Team',
      'Activity',
    ]);
    // Under each of the spec's words, a short line of what parents will see (its description, not its name).
    // The link's name stays the word; the line is its description.
    expect(within(menu).getByRole('link', { name: 'Visible', description: 'slider, gallery, activities' })).toBe(links[2]);
    expect(within(menu).getByRole('link', { name: 'About', description: 'history, facilities, FAQ' })).toBe(links[3]);
    expect(within(links[2]).getByText('slider, gallery, activities')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'SchoolPage' }).getAttribute('href')).toBe('/');
    expect(await screen.findByText('greenfield', { selector: 'dd' })).toBeTruthy();
  });

  it('marks Profile active on /dashboard/profile and Templates on /dashboard/template', async () => {
    signedIn()
      .on('GET', '/api/platform/templates', ok({ info: [] }))
      .on('GET', '/api/dashboard/template/template-state', ok({ info: { templateId: 'run' } }));
    renderDashboard('/dashboard/profile');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');

    await userEvent.setup({ delay: null }).click(within(menu).getByRole('link', { name: 'Templates' }));
    expect(location()).toBe('/dashboard/template');
    expect(within(menu).getByRole('link', { name: 'Templates' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens and closes the menu with its button and Escape (offcanvas on small screens)', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn();
    renderDashboard('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('main', { hidden: true }).hasAttribute('inert')).toBe(true);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(screen.getByRole('main').hasAttribute('inert')).toBe(false);
  });

  it('gives the focus to the page chosen from the offcanvas menu (the link is hidden with the menu)', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn();
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    within(menu).getByRole('link', { name: 'Templates' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/dashboard/template'));
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('logs out with POST /auth/logout and goes to /login', async () => {
    const user = userEvent.setup({ delay: null });
    const api = signedIn().on('POST', '/api/auth/logout', ok({ message: 'Logged out successfully.' }));
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.callsTo('POST', '/api/auth/logout')[0].credentials).toBe('include');
  });

  it("shows 'Logout failed.' when logout fails without a server message", async () => {
    const user = userEvent.setup({ delay: null });
    signedIn().on('POST', '/api/auth/logout', failure(500));
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Logout failed.');
    expect(location()).toBe('/dashboard');
  });

  it('opens /dashboard/verifyemail by its address for an unverified account', async () => {
    stubApi()
      .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
      .on('GET', '/api/dashboard/profile/info', ok({ info: { ...profile, isAccountVerified: false } }));
    renderDashboard('/dashboard/verifyemail');
    expect(await screen.findByLabelText('Verification code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeTruthy();
    expect(location()).toBe('/dashboard/verifyemail');
  });

  it('sends a verified account from /dashboard/verifyemail to /dashboard', async () => {
    stubApi()
      .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
      .on('GET', '/api/dashboard/profile/info', ok({ info: { ...profile, isAccountVerified: true } }));
    renderDashboard('/dashboard/verifyemail');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });
});

describe('an ended session', () => {
  it('goes to /login when a dashboard call is refused with 401', async () => {
    const user = userEvent.setup({ delay: null });
    signedIn()
      // A site with nothing left empty publishes without a question first.
      .on('GET', '/api/dashboard/home/orginfo', ok({ info: { organizationName: 'Greenfield', welcomeMessage: 'Hello', organizationImage: '/api/files/h.png' } }))
      .on('GET', '/api/dashboard/contact/address', ok({ info: { address: '1 Hill Road' } }))
      .on('POST', '/api/dashboard/profile/publish-web', failure(401, 'Please log in to continue.'));
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Publish Website' }));
    await waitFor(() => expect(location()).toBe('/login'));
  });
});

describe('nested routes', () => {
  it.each([
    ['/dashboard/home', 'Home', ['Organisation', 'Overview', 'Text logo', 'Vision', 'Mission', 'What We Offer']],
    ['/dashboard/visible', 'Visible', ['Slider', 'Gallery', 'Activities', 'Empty sections']],
    ['/dashboard/about', 'About', ['Facilities', 'FAQ', 'Organisation history']],
    ['/dashboard/academics', 'Academics', ['Calendar of events', 'Application forms', 'Admission process']],
    ['/dashboard/members', 'Our Members', ['Add a member', 'Faculty', 'Staff']],
    ['/dashboard/coursenotice', 'Notice & Courses', ['Course categories', 'Add a course', 'Notices']],
    ['/dashboard/contact', 'Contact', ['Contact details', 'Social media']],
    ['/dashboard/template', 'Templates', []],
    ['/dashboard/alert', 'Alert', ['Alert banner']],
    ['/dashboard/recently-deleted', 'Recently deleted', ['Deleted items']],
    ['/dashboard/enquiries', 'Enquiries', ['Admission enquiries', 'How long enquiries are kept']],
    ['/dashboard/visitors', 'Visitors', ['Visitors to your site']],
    ['/dashboard/subscribers', 'Subscribers', ['Parents who get your updates']],
  ])('%s shows the %s page and its sections', async (path, title, sections) => {
    signedIn();
    renderDashboard(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(sections),
    );
    if (sections.length) expect(screen.getAllByRole('region')).toHaveLength(sections.length);
  });

  it('sends an unknown dashboard path to /dashboard', async () => {
    signedIn();
    renderDashboard('/dashboard/nowhere');
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('warns on every page of a document of the Mandatory Public Disclosure that has expired, linking to where it is renewed', async () => {
    stubApi()
      .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
      .on('GET', '/api/dashboard/profile/info', ok({ info: { ...profile, expiredDocuments: [{ kind: 'noc', title: 'Copy of no objection certificate (NOC)', validUntil: '2026-03-31' }] } }));
    renderDashboard('/dashboard/gallery');
    const warning = await screen.findByText('A document of your Mandatory Public Disclosure has expired:');
    const box = warning.parentElement as HTMLElement;
    expect(box.textContent).toContain('Copy of no objection certificate (NOC) (expired on 31 Mar 2026)');
    expect(within(box).getByRole('link', { name: 'Upload the renewed documents' }).getAttribute('href')).toBe('/dashboard/mandatory-disclosure');
  });
});
