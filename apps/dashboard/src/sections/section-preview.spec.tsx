import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_API_PATH, DASHBOARD_API, LANGUAGES_API_PATH, PLATFORM_API, BUILT_IN_TEMPLATES } from '@schoolpage/content-contract';
import { loadSiteCatalogue, type LoadTemplateSectionPreview, type TemplateSectionPreviewProps } from '@schoolpage/site-kit';
import { faqSection } from '../pages/about/about-sections';
import { socialMediaSection } from '../pages/contact/social-media-section';
import { gallerySection } from '../pages/visible/visible-sections';
import { setEditingLanguage } from '../languages/editing-language';
import { forgetSiteLanguages } from '../languages/use-site-languages';
import { ok, stubApi } from '../testing/api-stub';
import { MemoryRouter } from 'react-router-dom';
import { orgInfoForm } from '../pages/home/home-forms';
import { ContactDetailsForm } from '../pages/contact/contact-details-form';
import { FormSection } from './form-section';
import { ListSection, type ListSectionConfig } from './list-section';
import { PreviewLookProvider } from './preview-look';
import { SectionPage } from './section-page';
import { TemplateSectionPreviewLoader } from './template-look';

const d = '/api/dashboard';
const faq = [{ id: 'aaaaaaaaaaaaaaaa', question: 'When does school start?', answer: 'In June' }];
const original = { matchMedia: window.matchMedia, createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

/** The screen is `wide` (at least 1100 px) or a phone's. */
function screenIs(wide: boolean) {
  window.matchMedia = jest.fn(() => ({ matches: wide, addEventListener: jest.fn(), removeEventListener: jest.fn() })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  setEditingLanguage(undefined);
  forgetSiteLanguages();
  window.matchMedia = original.matchMedia;
  URL.createObjectURL = original.createObjectURL;
  URL.revokeObjectURL = original.revokeObjectURL;
});

/** A template's section preview as a remote would give it: its own class around the section, named by the section. */
function TemplateLook({ list, children }: TemplateSectionPreviewProps) {
  return <div className={`template-theme template-${list}`}>{children}</div>;
}

function renderFaq(load?: LoadTemplateSectionPreview) {
  const api = stubApi()
    .on('GET', `${d}/about/faq`, ok({ faq }))
    .on('GET', `${d}/about/faq?lang=hi`, ok({ faq }))
    .on('GET', BRAND_API_PATH, ok({ info: { color: '#b91c1c', headingFont: 'template' } }))
    .on('GET', DASHBOARD_API.templateState, ok({ info: { templateName: 'nbl', templateId: 'nbl' } }))
    .on('GET', PLATFORM_API.templates, ok({ info: BUILT_IN_TEMPLATES }))
    .on('GET', LANGUAGES_API_PATH, ok({ default: 'en', languages: ['en', 'hi'], supported: [], progress: [] }));
  render(
    <TemplateSectionPreviewLoader.Provider value={load}>
      <PreviewLookProvider>
        <ListSection config={faqSection as ListSectionConfig<never>} />
      </PreviewLookProvider>
    </TemplateSectionPreviewLoader.Provider>,
  );
  return api;
}

describe('section preview', () => {
  it('on a phone, hides the preview behind a Preview toggle that shows and hides it', async () => {
    screenIs(false);
    renderFaq();
    const user = userEvent.setup({ delay: null });
    const toggle = screen.getByRole('button', { name: 'Preview' });
    // Folded, the preview is hidden (no landmark to land on); the toggle controls it.
    expect(screen.queryByRole('region', { name: 'Preview: FAQ' })).toBeNull();
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(region.getAttribute('aria-label')).toBe('Preview: FAQ');
    expect(region.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('section-preview')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Preview: FAQ' })).toBe(region);
    expect(await within(region).findByText('Frequently Asked Questions')).toBeTruthy();
    expect(await within(region).findByText('When does school start?')).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(region.hidden).toBe(true);
    expect(within(region).queryByText('When does school start?')).toBeNull();
  });

  it("draws the template's words in the language being edited, as that page of the site says them", async () => {
    screenIs(true);
    setEditingLanguage('hi');
    // Loaded as the browser would while the preview waits (a chunk of its own there).
    await loadSiteCatalogue('hi');
    renderFaq();
    const drawn = await screen.findByTestId('section-preview');
    expect(await within(drawn).findByText('अक्सर पूछे जाने वाले प्रश्न')).toBeTruthy();
    expect(within(drawn).queryByText('Frequently Asked Questions')).toBeNull();
    expect(drawn.getAttribute('lang')).toBe('hi');
  });

  it('on a wide screen, shows the site section beside the form, in the school colour, out of keyboard reach', async () => {
    screenIs(true);
    renderFaq();
    const region = screen.getByRole('region', { name: 'Preview: FAQ' });
    expect(await within(region).findByText('When does school start?')).toBeTruthy();
    const site = screen.getByTestId('section-preview');
    expect(site.hasAttribute('inert')).toBe(true);
    expect(site.getAttribute('aria-hidden')).toBe('true');
    // Nothing in it answers to a label of the dashboard ("Question" is not "Frequently Asked Questions").
    await waitFor(() => expect(site.querySelector('[aria-labelledby], [aria-label], [aria-describedby]')).toBeNull());
    await waitFor(() => expect(site.style.getPropertyValue('--sp-brand')).toBe('#b91c1c'));
  });

  it("draws the section in the chosen template's look, loaded through the shell by the template's remote", async () => {
    screenIs(true);
    const load = jest.fn<ReturnType<LoadTemplateSectionPreview>, Parameters<LoadTemplateSectionPreview>>(async () => TemplateLook);
    renderFaq(load);
    const site = screen.getByTestId('section-preview');
    await waitFor(() => expect(site.querySelector('.template-theme.template-faq')).not.toBeNull());
    expect(within(site.querySelector('.template-theme') as HTMLElement).getByText('When does school start?')).toBeTruthy();
    expect(load.mock.calls).toEqual([['template_nbl']]);
    expect(screen.queryByText(/look could not be loaded/)).toBeNull();
  });

  it('falls back to the plain look, with a short note, when the template cannot be loaded', async () => {
    screenIs(true);
    renderFaq(async () => {
      throw new Error('remote down');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const region = screen.getByRole('region', { name: 'Preview: FAQ' });
    expect(await within(region).findByText("Your template's look could not be loaded, so this preview is plain.")).toBeTruthy();
    expect(within(region).getByText('When does school start?')).toBeTruthy();
    expect(region.querySelector('.template-theme')).toBeNull();
    error.mockRestore();
  });

  it('keeps the plain look when the template\'s section preview throws as it draws', async () => {
    screenIs(true);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('template bug');
    };
    renderFaq(async () => Broken);
    const region = screen.getByRole('region', { name: 'Preview: FAQ' });
    await waitFor(() => expect(error).toHaveBeenCalledWith("The template's section preview failed to draw", expect.any(Error), expect.anything()));
    expect(within(region).getByText('When does school start?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add question' })).toBeTruthy();
    error.mockRestore();
  });

  it('shows a question live as it is typed in the add form, and drops it when the form is cleared', async () => {
    screenIs(true);
    const api = renderFaq();
    api.on('POST', `${d}/about/faq`, ok({ message: 'Saved successfully.' }));
    const user = userEvent.setup({ delay: null });
    const region = screen.getByRole('region', { name: 'Preview: FAQ' });
    await within(region).findByText('When does school start?');
    const form = screen.getByRole('button', { name: 'Add question' }).closest('form') as HTMLFormElement;

    await user.type(within(form).getByLabelText('Question'), 'Is there a bus?');
    expect(within(region).getByText('Is there a bus?')).toBeTruthy();
    expect(within(region).getByText('When does school start?')).toBeTruthy();

    await user.type(within(form).getByLabelText('Answer'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(within(region).queryByText('Is there a bus?')).toBeNull());
  });

  it('shows an item being edited with its typed changes in place of what is saved', async () => {
    screenIs(true);
    renderFaq();
    const user = userEvent.setup({ delay: null });
    const region = screen.getByRole('region', { name: 'Preview: FAQ' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const list = screen.getByRole('list', { name: 'FAQ list' });
    const question = within(list).getByLabelText('Question');
    await user.clear(question);
    await user.type(question, 'When does school open?');
    expect(within(region).getByText('When does school open?')).toBeTruthy();
    expect(within(region).queryByText('When does school start?')).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Cancel' }));
    expect(within(region).getByText('When does school start?')).toBeTruthy();
  });

  it('shows a chosen gallery picture with its typed caption', async () => {
    screenIs(true);
    URL.createObjectURL = jest.fn(() => 'blob:picture');
    URL.revokeObjectURL = jest.fn();
    stubApi().on('GET', `${d}/visible/gallery`, ok({ gallery: [] })).on('GET', BRAND_API_PATH, ok({ info: null }));
    render(<ListSection config={gallerySection as ListSectionConfig<never>} />);
    const user = userEvent.setup({ delay: null });
    const region = screen.getByRole('region', { name: 'Preview: Gallery' });
    const form = screen.getByRole('button', { name: 'Upload image' }).closest('form') as HTMLFormElement;
    await user.type(within(form).getByLabelText(/^Caption/), 'Sports day');
    // A picture is what a gallery item is: nothing shows until one is chosen.
    expect(within(region).queryByText('Sports day')).toBeNull();

    await user.upload(within(form).getByLabelText('Gallery image'), new File(['png'], 'sports.png', { type: 'image/png' }));
    expect(await within(region).findByText('Sports day')).toBeTruthy();
    expect(region.querySelector('img')?.getAttribute('src')).toBe('blob:picture');
  });

  it('reads the brand and the template once for all the previews of a page, and not at all while they are folded on a phone', async () => {
    const load = jest.fn(async () => TemplateLook);
    const page = () => (
      <TemplateSectionPreviewLoader.Provider value={load}>
        <SectionPage title="About">
          <ListSection config={faqSection} />
          <ListSection config={gallerySection} />
        </SectionPage>
      </TemplateSectionPreviewLoader.Provider>
    );
    const stub = () =>
      stubApi()
        .on('GET', `${d}/about/faq`, ok({ faq }))
        .on('GET', `${d}/visible/gallery`, ok({ gallery: [] }))
        .on('GET', BRAND_API_PATH, ok({ info: { color: '#b91c1c', headingFont: 'template' } }))
        .on('GET', DASHBOARD_API.templateState, ok({ info: { templateName: 'run', templateId: 'run' } }))
        .on('GET', PLATFORM_API.templates, ok({ info: BUILT_IN_TEMPLATES }));

    screenIs(false);
    const phone = stub();
    const { unmount } = render(page());
    await screen.findAllByText('When does school start?');
    expect(phone.callsTo('GET', BRAND_API_PATH)).toHaveLength(0);
    expect(phone.callsTo('GET', DASHBOARD_API.templateState)).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
    await userEvent.setup({ delay: null }).click(screen.getAllByRole('button', { name: 'Preview' })[0]);
    await waitFor(() => expect(phone.callsTo('GET', BRAND_API_PATH)).toHaveLength(1));
    unmount();
    load.mockClear();

    screenIs(true);
    const wide = stub();
    render(page());
    const previews = await screen.findAllByTestId('section-preview');
    expect(previews).toHaveLength(2);
    await waitFor(() => previews.forEach((preview) => expect(preview.style.getPropertyValue('--sp-brand')).toBe('#b91c1c')));
    expect(wide.callsTo('GET', BRAND_API_PATH)).toHaveLength(1);
    await waitFor(() => previews.forEach((preview) => expect(preview.querySelector('.template-theme')).not.toBeNull()));
    expect(wide.callsTo('GET', DASHBOARD_API.templateState)).toHaveLength(1);
    expect(wide.callsTo('GET', PLATFORM_API.templates)).toHaveLength(1);
    expect(load.mock.calls).toEqual([['template_run']]);
  });

  it("previews the Contact page's social links as the site shows them (its empty-state text while there are none)", async () => {
    screenIs(true);
    stubApi().on('GET', `${d}/contact/social-media`, ok({ socialMedia: [] }));
    render(<ListSection config={socialMediaSection as ListSectionConfig<never>} />);
    expect(await screen.findByRole('button', { name: 'Add social link' })).toBeTruthy();
    const region = await screen.findByRole('region', { name: /^Preview/ });
    expect(await within(region).findByText('We will provide soon...')).toBeTruthy();
  });

  it("previews the Home page's welcome as the site's hero, live as it is typed", async () => {
    screenIs(true);
    stubApi().on('GET', DASHBOARD_API.orgInfo, ok({ info: { organizationName: 'Hill School', welcomeMessage: 'Welcome, everyone.' } }));
    render(
      <MemoryRouter>
        <FormSection config={orgInfoForm} />
      </MemoryRouter>,
    );
    const region = await screen.findByRole('region', { name: 'Preview: Organisation' });
    expect(await within(region).findByText('Welcome, everyone.')).toBeTruthy();
    expect(within(region).getByText('Hill School')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Welcome message'));
    await userEvent.type(screen.getByLabelText('Welcome message'), 'Learning together');
    expect(await within(region).findByText('Learning together')).toBeTruthy();
  });

  it("previews the Contact page's details as the site's Contact Us, live as they are typed", async () => {
    screenIs(true);
    stubApi().on('GET', DASHBOARD_API.contactAddress, ok({ info: { address: '12 Hill Road', latitude: '', longitude: '', phone: [], email: [], officeHours: '' } }));
    render(<ContactDetailsForm />);
    const region = await screen.findByRole('region', { name: /^Preview/ });
    expect(await within(region).findByText('12 Hill Road')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Office hours'), 'Mon to Fri, 8 to 2');
    expect(await within(region).findByText('Mon to Fri, 8 to 2')).toBeTruthy();
  });
});
