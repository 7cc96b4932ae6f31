import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, ok, stubApi, type ApiStub } from '../../testing/api-stub';
import { renderDashboard } from '../../testing/render-dashboard';

const COURSE = '/api/dashboard/notice-course/course';
const CATEGORY = '/api/dashboard/notice-course/category';
const courses = [
  { category: 'Masters', course: [{ title: 'MBA', fee: '1,20,000 - 1,60,000', duration: '2 years' }] },
  { category: 'Undergraduate', course: [] },
];

function open(): ApiStub {
  const api = stubApi()
    .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
    .on('GET', COURSE, ok({ info: courses }))
    .on('GET', '/api/dashboard/notice-course/notice', ok({ info: [] }));
  renderDashboard('/dashboard/coursenotice');
  return api;
}

const getCount = (api: ApiStub) => api.callsTo('GET', COURSE).length;

describe('notice & courses page', () => {
  it('lists categories with their courses', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Masters courses' });
    expect(within(list).getByText('MBA')).toBeTruthy();
    expect(within(list).getByText('Fee: 1,20,000 - 1,60,000 · Duration: 2 years')).toBeTruthy();
  });

  it("adds a category with {category}, or says 'Category required!'", async () => {
    const user = userEvent.setup({ delay: null });
    const api = open().on('POST', CATEGORY, ok({ message: 'Added successfully.' }));
    await screen.findByText('MBA');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(screen.getAllByText('Category required!')).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Diploma');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(api.callsTo('POST', CATEGORY)[0]?.json).toEqual({ category: 'Diploma' }));
    await waitFor(() => expect(getCount(api)).toBe(2));
  });

  it('shows the courses the add answered with, without reading them again', async () => {
    const user = userEvent.setup({ delay: null });
    const withDiploma = [...courses, { category: 'Diploma', course: [] }];
    const api = open().on('POST', CATEGORY, ok({ message: 'Added successfully.', info: withDiploma, courses: withDiploma }));
    await screen.findByText('MBA');
    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Diploma');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('button', { name: 'Delete category Diploma' })).toBeTruthy();
    expect(getCount(api)).toBe(1);
  });

  it("shows 'Failed to add Category!' when the category is refused", async () => {
    const user = userEvent.setup({ delay: null });
    open().on('POST', CATEGORY, failure(400, 'This category already exists.'));
    await screen.findByText('MBA');
    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Masters');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Failed to add Category!')).toBeTruthy();
  });

  it('adds a course with {courseName, fee, duration, category} after the spec check', async () => {
    const user = userEvent.setup({ delay: null });
    const api = open().on('POST', COURSE, ok({ message: 'Course added.' }));
    await screen.findByText('MBA');
    await user.click(screen.getByRole('button', { name: 'Add course' }));
    expect(screen.getAllByText('Category and Course name both are required!')).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Undergraduate');
    await user.type(screen.getByLabelText('Course name'), 'BCA');
    await user.type(screen.getByLabelText('Fee'), '90,000');
    await user.type(screen.getByLabelText('Duration'), '3 years');
    await user.click(screen.getByRole('button', { name: 'Add course' }));
    expect(await screen.findByText('Course added.')).toBeTruthy();
    expect(api.callsTo('POST', COURSE)[0].json).toEqual({
      category: 'Undergraduate',
      courseName: 'BCA',
      fee: '90,000',
      duration: '3 years',
    });
    await waitFor(() => expect(getCount(api)).toBe(2));
  });

  it('deletes a course with {category, courseTitle}', async () => {
    const user = userEvent.setup({ delay: null });
    const api = open().on('DELETE', COURSE, ok());
    await user.click(await screen.findByRole('button', { name: 'Delete MBA' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', COURSE)[0]?.json).toEqual({ category: 'Masters', courseTitle: 'MBA' }));
    await waitFor(() => expect(getCount(api)).toBe(2));
  });

  it("asks before deleting a category and says 'Category not deleted!' when declined", async () => {
    const user = userEvent.setup({ delay: null });
    const api = open().on('DELETE', CATEGORY, ok({ message: 'Removed successfully.' }));
    await user.click(await screen.findByRole('button', { name: 'Delete category Masters' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(
      'Are you sure you want to delete this category? This will also delete all courses under this category.',
    )).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Category not deleted!').getAttribute('role')).toBe('status');
    expect(api.callsTo('DELETE', CATEGORY)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete category Masters' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', CATEGORY)[0]?.json).toEqual({ category: 'Masters' }));
    expect(await screen.findByText('Removed successfully.')).toBeTruthy();
  });

  it('limits the notice picker to images and PDFs', async () => {
    open();
    const picker = await screen.findByLabelText('Notice file (image or PDF)');
    expect(picker.getAttribute('accept')).toBe('image/*,application/pdf,.pdf');
  });

  it('asks for the alt text of a picture notice, not of a PDF one, and edits it with PATCH', async () => {
    const user = userEvent.setup({ delay: null });
    const NOTICE = '/api/dashboard/notice-course/notice';
    const notices = [
      { id: 'n000000000000000', title: 'Holiday on Friday', uploadDate: '2026-03-10T08:00:00.000Z', fileUrl: { url: '/api/files/0123456789abcdef0123456789abcdef.jpg' } },
      { id: 'n111111111111111', title: 'Fee structure', uploadDate: '2026-03-08T08:00:00.000Z', fileUrl: { url: '/api/files/00112233445566778899aabbccddeeff.pdf' } },
    ];
    const api = stubApi()
      .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
      .on('GET', COURSE, ok({ info: courses }))
      .on('GET', NOTICE, ok({ info: notices }))
      .on('PATCH', `${NOTICE}/n000000000000000`, ok({ message: 'Saved successfully.', info: [{ ...notices[0], altText: 'School closed on Friday' }, notices[1]] }));
    renderDashboard('/dashboard/coursenotice');
    expect(await screen.findByLabelText('Alt text: what the picture shows, for people who cannot see it')).toBeTruthy();
    expect(screen.getByLabelText('Caption (optional)')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Notices list' });
    await within(list).findByText('Holiday on Friday');
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]).getByText('No alt text yet: choose Edit to describe this picture.')).toBeTruthy();
    expect(within(rows[1]).queryByText('No alt text yet: choose Edit to describe this picture.')).toBeNull();

    await user.click(within(rows[0]).getByRole('button', { name: 'Edit' }));
    await user.type(within(rows[0]).getByLabelText('Alt text: what the picture shows, for people who cannot see it'), 'School closed on Friday');
    await user.click(within(rows[0]).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${NOTICE}/n000000000000000`)).toHaveLength(1));
    const sent = api.callsTo('PATCH', `${NOTICE}/n000000000000000`)[0].form;
    expect([...(sent?.entries() ?? [])]).toEqual([['altText', 'School closed on Friday']]);
    const saved = await screen.findByRole('img', { name: 'School closed on Friday' });
    expect(saved.getAttribute('src')).toBe(notices[0].fileUrl.url);
    expect(screen.queryByText('No alt text yet: choose Edit to describe this picture.')).toBeNull();

    // A PDF notice's edit form has no picture to describe: its title and file only.
    const pdfRow = within(list).getAllByRole('listitem')[1];
    await user.click(within(pdfRow).getByRole('button', { name: 'Edit' }));
    expect(within(pdfRow).getByLabelText('Notice title')).toBeTruthy();
    expect(within(pdfRow).queryByLabelText('Caption (optional)')).toBeNull();
    expect(within(pdfRow).queryByLabelText('Alt text: what the picture shows, for people who cannot see it')).toBeNull();
  });

  describe('renaming, editing and moving', () => {
    const identified = [
      { id: 'cat0000000000000', category: 'Masters', course: [
        { id: 'mba0000000000000', title: 'MBA', fee: '1,20,000', duration: '2 years' },
        { id: 'mca0000000000000', title: 'MCA', fee: '', duration: '2 years' },
      ] },
      { id: 'cat1111111111111', category: 'Undergraduate', course: [] },
    ];
    function openIdentified(): ApiStub {
      const api = stubApi()
        .on('GET', '/api/auth/isauth', ok({ loggedIn: true }))
        .on('GET', COURSE, ok({ info: identified }))
        .on('GET', '/api/dashboard/notice-course/notice', ok({ info: [] }));
      renderDashboard('/dashboard/coursenotice');
      return api;
    }
    const categoryRow = (name: string) =>
      within(screen.getByRole('list', { name: 'Course categories list' }))
        .getAllByRole('listitem')
        .find((row) => row.querySelector('h3')?.textContent === name)!;

    it('renames a category in place with {category}', async () => {
      const user = userEvent.setup({ delay: null });
      const api = openIdentified().on('PATCH', `${CATEGORY}/cat0000000000000`, ok({ message: 'Saved successfully.' }));
      await screen.findByText('MBA');
      const masters = categoryRow('Masters');
      await user.click(within(masters).getAllByRole('button', { name: 'Edit' })[0]);
      const name = within(masters).getByRole<HTMLInputElement>('textbox', { name: 'Category' });
      expect(name.value).toBe('Masters');
      await user.clear(name);
      await user.type(name, 'Postgraduate');
      await user.click(within(masters).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.callsTo('PATCH', `${CATEGORY}/cat0000000000000`)[0]?.json).toEqual({ category: 'Postgraduate' }));
      await waitFor(() => expect(getCount(api)).toBe(2));
    });

    it('moves a category down and announces its new position', async () => {
      const user = userEvent.setup({ delay: null });
      const api = openIdentified().on('POST', `${CATEGORY}/cat0000000000000/move`, ok({ message: 'Moved successfully.' }));
      await screen.findByText('MBA');
      const masters = categoryRow('Masters');
      const [up, down] = [within(masters).getAllByRole('button', { name: 'Move up' })[0], within(masters).getAllByRole('button', { name: 'Move down' })[0]];
      expect(up.getAttribute('aria-disabled')).toBe('true');
      await user.click(down);
      await waitFor(() => expect(api.callsTo('POST', `${CATEGORY}/cat0000000000000/move`)[0]?.json).toEqual({ to: 1 }));
      expect(await screen.findByText('“Masters” moved to position 2 of 2.')).toBeTruthy();
    });

    it('edits a course filled in (its category offered) and moves it within its category', async () => {
      const user = userEvent.setup({ delay: null });
      const api = openIdentified()
        .on('PATCH', `${COURSE}/mba0000000000000`, ok({ message: 'Saved successfully.' }))
        .on('POST', `${COURSE}/mca0000000000000/move`, ok({ message: 'Moved successfully.' }));
      const list = await screen.findByRole('list', { name: 'Masters courses' });
      await user.click(within(list).getAllByRole('button', { name: 'Edit' })[0]);
      expect((within(list).getByLabelText<HTMLInputElement>('Course name')).value).toBe('MBA');
      expect((within(list).getByRole<HTMLSelectElement>('combobox', { name: 'Category' })).value).toBe('Masters');
      const fee = within(list).getByLabelText<HTMLInputElement>('Fee');
      expect(fee.value).toBe('1,20,000');
      await user.clear(fee);
      await user.type(fee, '1,30,000');
      await user.selectOptions(within(list).getByRole('combobox', { name: 'Category' }), 'Undergraduate');
      await user.click(within(list).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(api.callsTo('PATCH', `${COURSE}/mba0000000000000`)[0]?.json).toEqual({ category: 'Undergraduate', fee: '1,30,000' }),
      );
      await waitFor(() => expect(within(list).queryByRole('button', { name: 'Save' })).toBeNull());

      await user.click(within(list).getAllByRole('button', { name: 'Move up' })[1]);
      await waitFor(() => expect(api.callsTo('POST', `${COURSE}/mca0000000000000/move`)[0]?.json).toEqual({ to: 0 }));
      expect(await screen.findByText('“MCA” moved to position 1 of 2.')).toBeTruthy();
    });

    it('offers Undo after a course is deleted', async () => {
      const user = userEvent.setup({ delay: null });
      const api = openIdentified()
        .on('DELETE', COURSE, ok({ message: 'Removed successfully.', deletedId: 'del0000000000000' }))
        .on('POST', '/api/dashboard/trash/del0000000000000/restore', ok({ message: 'Restored successfully.' }));
      await screen.findByText('MBA');
      await user.click(screen.getByRole('button', { name: 'Delete MBA' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await user.click(await screen.findByRole('button', { name: 'Undo' }));
      await waitFor(() => expect(api.callsTo('POST', '/api/dashboard/trash/del0000000000000/restore')).toHaveLength(1));
    });
  });
});
