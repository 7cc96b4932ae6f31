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
    const user = userEvent.setup();
    const api = open().on('POST', CATEGORY, ok({ message: 'Added successfully.' }));
    await screen.findByText('MBA');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(screen.getAllByText('Category required!')).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Diploma');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(api.callsTo('POST', CATEGORY)[0]?.json).toEqual({ category: 'Diploma' }));
    await waitFor(() => expect(getCount(api)).toBe(2));
  });

  it("shows 'Failed to add Category!' when the category is refused", async () => {
    const user = userEvent.setup();
    open().on('POST', CATEGORY, failure(400, 'This category already exists.'));
    await screen.findByText('MBA');
    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Masters');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Failed to add Category!')).toBeTruthy();
  });

  it('adds a course with {courseName, fee, duration, category} after the spec check', async () => {
    const user = userEvent.setup();
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
    const user = userEvent.setup();
    const api = open().on('DELETE', COURSE, ok());
    await user.click(await screen.findByRole('button', { name: 'Delete MBA' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', COURSE)[0]?.json).toEqual({ category: 'Masters', courseTitle: 'MBA' }));
    await waitFor(() => expect(getCount(api)).toBe(2));
  });

  it("asks before deleting a category and says 'Category not deleted!' when declined", async () => {
    const user = userEvent.setup();
    const api = open().on('DELETE', CATEGORY, ok({ message: 'Removed successfully.' }));
    await user.click(await screen.findByRole('button', { name: 'Delete category Masters' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(
      'Are you sure you want to delete this category? This will also delete all courses under this category.',
    )).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alert').textContent).toBe('Category not deleted!');
    expect(api.callsTo('DELETE', CATEGORY)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete category Masters' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', CATEGORY)[0]?.json).toEqual({ category: 'Masters' }));
    expect(await screen.findByText('Removed successfully.')).toBeTruthy();
  });

  it('limits the notice picker to images', async () => {
    open();
    const picker = await screen.findByLabelText('Notice file (image)');
    expect(picker.getAttribute('accept')).toBe('image/*');
  });
});
