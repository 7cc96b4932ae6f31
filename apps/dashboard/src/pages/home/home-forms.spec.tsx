import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormSection } from '../../sections/form-section';
import { failure, formFieldNames, ok, stubApi } from '../../testing/api-stub';
import { orgInfoForm, textLogoForm } from './home-forms';

const ORG_INFO = '/api/dashboard/home/orginfo';
const TEXT_LOGO = '/api/dashboard/home/text-logo';

describe('organisation info form', () => {
  it("says 'All fields cannot be empty!' once and sends nothing when everything is empty", async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi();
    render(<FormSection config={orgInfoForm} />);
    // The form opens once the saved values are read.
    await screen.findByLabelText('Organization name');
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect(screen.getAllByText('All fields cannot be empty!')).toHaveLength(1);
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('sends only the filled-in values as multipart', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi().on('POST', ORG_INFO, ok({ message: 'Saved successfully.' }));
    render(<FormSection config={orgInfoForm} />);
    await waitFor(() => expect(api.callsTo('GET', ORG_INFO)).toHaveLength(1));
    api.on('GET', ORG_INFO, ok({ info: { organizationName: 'Greenfield School', welcomeMessage: '', organizationImage: '', organizationLogo: '' } }));
    await user.type(await screen.findByLabelText('Organization name'), 'Greenfield School');
    await user.upload(screen.getByLabelText('Organization logo'), new File(['x'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect((await screen.findByText('Saved successfully.')).getAttribute('role')).toBe('status');
    const form = api.callsTo('POST', ORG_INFO)[0].form;
    expect(formFieldNames(form)).toEqual(['organizationName', 'organizationLogo']);
    expect(form?.get('organizationName')).toBe('Greenfield School');
    // After the save the form is read again and shows what is saved, not blanks.
    await waitFor(() => expect(api.callsTo('GET', ORG_INFO)).toHaveLength(2));
    expect((screen.getByLabelText<HTMLInputElement>('Organization name')).value).toBe('Greenfield School');
  });

  it('opens with the saved name, welcome message, welcome image and logo', async () => {
    stubApi().on('GET', ORG_INFO, ok({ info: { organizationName: 'Green Valley', welcomeMessage: 'Welcome all', organizationImage: '/api/files/w.png', organizationLogo: '/api/files/l.png' } }));
    render(<FormSection config={orgInfoForm} />);
    expect(await screen.findByDisplayValue('Green Valley')).toBeTruthy();
    expect((screen.getByLabelText<HTMLTextAreaElement>('Welcome message')).value).toBe('Welcome all');
    expect(screen.getByRole('img', { name: 'Saved welcome image' }).getAttribute('src')).toBe('/api/files/w.png');
    expect(screen.getByRole('img', { name: 'Saved organization logo' }).getAttribute('src')).toBe('/api/files/l.png');
  });

  it('asks for the alt text of the welcome image and the logo beside them, and sends only what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi()
      .on('GET', ORG_INFO, ok({ info: { organizationName: 'Green Valley', organizationImage: '/api/files/w.png', organizationImageAltText: '', organizationLogoAltText: 'Green Valley crest' } }))
      .on('POST', ORG_INFO, ok({ message: 'Saved successfully.' }));
    render(<FormSection config={orgInfoForm} />);
    const welcomeAlt = await screen.findByLabelText('Alt text of the welcome image: what it shows, for people who cannot see it');
    expect(screen.getByLabelText<HTMLInputElement>('Alt text of the logo: what it shows, for people who cannot see it').value).toBe('Green Valley crest');
    await user.type(welcomeAlt, 'Pupils in front of the main building');
    await user.type(screen.getByLabelText('Caption of the welcome image (optional)'), 'Our campus');
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved successfully.');
    const form = api.callsTo('POST', ORG_INFO)[0].form;
    expect(formFieldNames(form)).toEqual(['organizationImageAltText', 'organizationImageCaption']);
    expect(form?.get('organizationImageAltText')).toBe('Pupils in front of the main building');
  });

  it("shows 'Failed to Save the History!' when the save fails", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi().on('POST', ORG_INFO, failure(400, 'Please upload an image.'));
    render(<FormSection config={orgInfoForm} />);
    // The form opens once the saved values are read.
    await screen.findByLabelText('Organization name');
    await user.type(screen.getByLabelText('Welcome message'), 'Welcome!');
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to Save the History!');
  });

  it('limits both pictures to images', async () => {
    stubApi();
    render(<FormSection config={orgInfoForm} />);
    // The form opens once the saved values are read.
    await screen.findByLabelText('Organization name');
    expect(screen.getByLabelText('Welcome image').getAttribute('accept')).toBe('image/*');
    expect(screen.getByLabelText('Organization logo').getAttribute('accept')).toBe('image/*');
  });
});

describe('text logo form', () => {
  it('opens with the saved text logo', async () => {
    stubApi().on('GET', TEXT_LOGO, ok({ info: { startLogo: 'Green', endLogo: 'Valley' } }));
    render(<FormSection config={textLogoForm} />);
    await screen.findByLabelText('Start of logo');
    expect(await screen.findByDisplayValue('Green')).toBeTruthy();
    expect((screen.getByLabelText<HTMLInputElement>('End of logo')).value).toBe('Valley');
  });

  it("needs both parts ('Both fields are required!') and sends {startLogo, endLogo}", async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi().on('POST', TEXT_LOGO, ok({ message: 'Saved successfully.' }));
    render(<FormSection config={textLogoForm} />);
    await screen.findByLabelText('Start of logo');
    await user.type(screen.getByLabelText('Start of logo'), 'Green');
    await user.click(screen.getByRole('button', { name: 'Save text logo' }));
    expect(screen.getAllByText('Both fields are required!')).toHaveLength(1);
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    await user.type(screen.getByLabelText('End of logo'), 'field');
    await user.click(screen.getByRole('button', { name: 'Save text logo' }));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(api.callsTo('POST', TEXT_LOGO)[0].json).toEqual({ startLogo: 'Green', endLogo: 'field' });
  });

  it("shows 'Failed to update: {message}'", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi().on('POST', TEXT_LOGO, failure(400, 'Too long.'));
    render(<FormSection config={textLogoForm} />);
    await user.type(await screen.findByLabelText('Start of logo'), 'A');
    await user.type(screen.getByLabelText('End of logo'), 'B');
    await user.click(screen.getByRole('button', { name: 'Save text logo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update: Too long.');
  });
});

describe('organisation info form: saving what changed', () => {
  const SAVED = { organizationName: 'Green Valley', welcomeMessage: 'Welcome all', organizationImage: '/api/files/w.png', organizationLogo: '/api/files/l.png' };

  it('sends only the changed welcome message and says what was saved', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi().on('GET', ORG_INFO, ok({ info: SAVED })).on('POST', ORG_INFO, ok({ message: 'Saved successfully.' }));
    render(<FormSection config={orgInfoForm} />);
    const message = await screen.findByDisplayValue<HTMLTextAreaElement>('Welcome all');
    await user.clear(message);
    await user.type(message, 'Welcome, families');
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect((await screen.findByText('Saved successfully.')).getAttribute('role')).toBe('status');
    expect(await screen.findByText('Saved: welcome message.')).toBeTruthy();
    const form = api.callsTo('POST', ORG_INFO)[0].form;
    expect(formFieldNames(form)).toEqual(['welcomeMessage']);
    expect(form?.get('welcomeMessage')).toBe('Welcome, families');
  });

  it('sends nothing when nothing changed, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi().on('GET', ORG_INFO, ok({ info: SAVED }));
    render(<FormSection config={orgInfoForm} />);
    await screen.findByDisplayValue('Green Valley');
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect((await screen.findByText('Nothing to save: nothing has changed.')).getAttribute('role')).toBe('status');
    expect(api.callsTo('POST', ORG_INFO)).toHaveLength(0);
  });

  it('removes the saved welcome image with Remove', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi()
      .on('GET', ORG_INFO, ok({ info: SAVED }))
      .on('DELETE', `${ORG_INFO}/organizationImage`, ok({ message: 'Removed successfully.' }));
    render(<FormSection config={orgInfoForm} />);
    expect(await screen.findByText('Current welcome image')).toBeTruthy();
    api.on('GET', ORG_INFO, ok({ info: { ...SAVED, organizationImage: '' } }));
    await user.click(screen.getByRole('button', { name: 'Remove welcome image' }));
    expect((await screen.findByText('Removed successfully.')).getAttribute('role')).toBe('status');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Saved welcome image' })).toBeNull());
    expect(screen.getByRole('img', { name: 'Saved organization logo' })).toBeTruthy();
    expect(api.callsTo('DELETE', `${ORG_INFO}/organizationImage`)).toHaveLength(1);
  });

  it('states the limits beside each picture and refuses a too large one before sending it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi().on('GET', ORG_INFO, ok({ info: SAVED }));
    render(<FormSection config={orgInfoForm} />);
    await screen.findByDisplayValue('Green Valley');
    expect(screen.getAllByText('JPEG, PNG, WebP or GIF up to 25 MB')).toHaveLength(2);
    const big = new File([new Uint8Array(26 * 1024 * 1024)], 'hall.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Welcome image'), big);
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('“hall.jpg” is 26 MB: a JPEG, PNG, WebP or GIF file can be up to 25 MB.');
    expect(api.callsTo('POST', ORG_INFO)).toHaveLength(0);
  });

  it('shows the upload progress and a busy button while the picture is sent', async () => {
    // No pause between steps, so the page is seen while the upload is still on its way.
    const user = userEvent.setup({ delay: null });
    const api = stubApi().on('GET', ORG_INFO, ok({ info: SAVED })).on('POST', ORG_INFO, ok({ message: 'Saved successfully.' }));
    render(<FormSection config={orgInfoForm} />);
    await screen.findByDisplayValue('Green Valley');
    await user.upload(screen.getByLabelText('Organization logo'), new File(['x'], 'logo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect(screen.getByRole('button', { name: /Saving/ })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toBeTruthy();
    expect(await screen.findByText('Saved: organization logo.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(formFieldNames(api.callsTo('POST', ORG_INFO)[0].form)).toEqual(['organizationLogo']);
  });
});
