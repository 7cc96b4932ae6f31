import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListSection, type ListSectionConfig } from '../../sections/list-section';
import { failure, ok, stubApi } from '../../testing/api-stub';
import { gallerySection } from './visible-sections';

const GALLERY = '/api/dashboard/visible/gallery';
const picture = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('gallery: several pictures at once', () => {
  it('sends each chosen picture on its own with its own progress, and refuses a too large one before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi().on('GET', GALLERY, ok({ gallery: [] })).on('POST', GALLERY, ok({ message: 'Added successfully.' }));
    render(<ListSection config={gallerySection as ListSectionConfig<never>} />);
    const picker = await screen.findByLabelText('Gallery images (several at once)');
    expect(picker.hasAttribute('multiple')).toBe(true);
    await user.upload(picker, [picture('assembly.jpg'), picture('huge.jpg', 26 * 1024 * 1024), picture('sports.jpg')]);
    // Shown once the upload starts (after the picture is checked to fit): waited for, as a busy machine may be slow.
    expect(await screen.findByRole('progressbar', { name: 'Uploading “assembly.jpg”' })).toBeTruthy();
    const uploads = screen.getByRole('list', { name: 'Picture uploads' });
    expect(await within(uploads).findByText('“assembly.jpg” added.')).toBeTruthy();
    expect(await within(uploads).findByText('“sports.jpg” added.')).toBeTruthy();
    expect(within(uploads).getByText('“huge.jpg” is 26 MB: a JPEG, PNG, WebP or GIF file can be up to 25 MB.')).toBeTruthy();
    const sent = api.callsTo('POST', GALLERY).map((call) => (call.form?.get('galleryImage') as File).name);
    expect(sent).toEqual(['assembly.jpg', 'sports.jpg']);
    // The list is read again as each picture arrives.
    await waitFor(() => expect(api.callsTo('GET', GALLERY).length).toBeGreaterThanOrEqual(3));
  });

  it('takes pictures dropped on the zone, and names the server’s refusal', async () => {
    const api = stubApi().on('GET', GALLERY, ok({ gallery: [] })).on('POST', GALLERY, failure(415, 'Please upload an image (JPEG, PNG, WebP or GIF).'));
    render(<ListSection config={gallerySection as ListSectionConfig<never>} />);
    const zone = await screen.findByRole('group', { name: 'Add several pictures at once: choose them, or drop them here.' });
    fireEvent.drop(zone, { dataTransfer: { files: [picture('fake.jpg')], types: ['Files'] } });
    expect(await screen.findByText('“fake.jpg” not added: Please upload an image (JPEG, PNG, WebP or GIF).')).toBeTruthy();
    expect(api.callsTo('POST', GALLERY)).toHaveLength(1);
  });
});
