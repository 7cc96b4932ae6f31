import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, formFieldNames, ok, stubApi, type ApiStub } from '../../testing/api-stub';
import { renderDashboard } from '../../testing/render-dashboard';

const MEMBER = '/api/dashboard/our-members/member';
const lists = {
  facultyMember: [
    { id: 'ffffffffffffffff', fullName: 'Asha Rao', designation: 'Principal', qualification: ['PhD'], email: [], phone: [], imageUrl: { url: '/a.png' } },
  ],
  staffMember: [{ fullName: 'Ravi Kumar', designation: 'Librarian', qualification: [], email: [], phone: [] }],
};

function open(): ApiStub {
  const api = stubApi().on('GET', '/api/auth/isauth', ok({ loggedIn: true })).on('GET', MEMBER, ok({ info: lists }));
  renderDashboard('/dashboard/members');
  return api;
}

describe('members page', () => {
  it('lists faculty and staff', async () => {
    open();
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Staff list' })).getByText('Ravi Kumar')).toBeTruthy();
  });

  it('adds a member with repeatable entries (blanks skipped) as multipart, then reloads', async () => {
    const user = userEvent.setup({ delay: null });
    const api = open().on('POST', MEMBER, ok({ message: 'Added successfully.' }));
    await screen.findByText('Asha Rao');

    await user.click(screen.getByRole('radio', { name: 'Staff' }));
    await user.type(screen.getByLabelText('Full name'), 'Meena Das');
    await user.type(screen.getByLabelText('Designation'), 'Clerk');
    await user.upload(screen.getByLabelText('Member image'), new File(['x'], 'm.png', { type: 'image/png' }));
    await user.type(screen.getByLabelText('Alt text: what the picture shows, for people who cannot see it'), 'Meena Das at her desk');
    await user.type(screen.getByLabelText('Qualification'), 'B.Com');
    await user.click(screen.getByRole('button', { name: 'Add qualification' }));
    await user.type(screen.getByLabelText('Qualification'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add qualification' }));
    await user.type(screen.getByLabelText('Qualification'), 'M.Com{Enter}');
    // typed but not added with the button: still sent
    await user.type(screen.getByLabelText('E-mail'), 'meena@school.edu');
    await user.type(screen.getByLabelText('Phone'), '98x76{Enter}');
    expect(within(screen.getByRole('list', { name: 'Qualification entries' })).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove B.Com' }));
    await user.type(screen.getByLabelText('Qualification'), 'B.Com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add member' }));

    expect((await screen.findByText('Added successfully.')).getAttribute('role')).toBe('status');
    const form = api.callsTo('POST', MEMBER)[0].form!;
    expect(formFieldNames(form)).toEqual([
      'memberType',
      'fullName',
      'designation',
      'qualification',
      'email',
      'phone',
      'memberImage',
      'altText',
    ]);
    expect(form.get('altText')).toBe('Meena Das at her desk');
    expect(form.get('memberType')).toBe('staff');
    expect(form.get('fullName')).toBe('Meena Das');
    expect(JSON.parse(form.get('qualification') as string)).toEqual(['M.Com', 'B.Com']);
    expect(form.getAll('email')).toEqual(['meena@school.edu']);
    expect(form.getAll('phone')).toEqual(['9876']);
    // Faculty and Staff each read the members once on opening and again after the add.
    await waitFor(() => expect(api.callsTo('GET', MEMBER)).toHaveLength(4));
    expect(screen.queryByRole('list', { name: 'Qualification entries' })).toBeNull();
    expect((screen.getByLabelText<HTMLInputElement>('Full name')).value).toBe('');
    expect((screen.getByLabelText<HTMLInputElement>('E-mail')).value).toBe('');
  });

  it('previews the member being typed live in the list it will join (Faculty, or Staff once chosen), and clears it after the add', async () => {
    const user = userEvent.setup({ delay: null });
    open().on('POST', MEMBER, ok({ message: 'Added successfully.' }));
    await screen.findByText('Asha Rao');
    const [facultyToggle, staffToggle] = screen.getAllByRole('button', { name: 'Preview' });
    await user.click(facultyToggle);
    await user.click(staffToggle);
    const facultyPreview = screen.getByRole('region', { name: 'Preview: Faculty' });
    const staffPreview = screen.getByRole('region', { name: 'Preview: Staff' });

    await user.type(screen.getByLabelText('Full name'), 'Meena Das');
    await user.type(screen.getByLabelText('Qualification'), 'B.Com{Enter}');
    expect(within(facultyPreview).getByText('Meena Das')).toBeTruthy();
    expect(within(facultyPreview).getByText(/B\.Com/)).toBeTruthy();
    expect(within(staffPreview).queryByText('Meena Das')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Staff' }));
    expect(within(staffPreview).getByText('Meena Das')).toBeTruthy();
    expect(within(facultyPreview).queryByText('Meena Das')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await screen.findByText('Added successfully.');
    await waitFor(() => expect(within(staffPreview).queryByText('Meena Das')).toBeNull());
  });

  it("shows 'Failed to add member: {message}'", async () => {
    const user = userEvent.setup({ delay: null });
    open().on('POST', MEMBER, failure(400, 'Full name is required.'));
    await screen.findByText('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to add member: Full name is required.');
  });

  it('removes faculty and staff by position after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const api = open()
      .on('DELETE', '/api/dashboard/our-members/faculty/0?id=ffffffffffffffff', ok())
      .on('DELETE', '/api/dashboard/our-members/staff/0', failure(400));
    await screen.findByText('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Delete Asha Rao' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/dashboard/our-members/faculty/0?id=ffffffffffffffff')).toHaveLength(1));
    // Both lists read on opening; Faculty reads again after its delete.
    await waitFor(() => expect(api.callsTo('GET', MEMBER)).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Staff could not deleted, Please try again!')).toBeTruthy();
  });

  it('edits a member in place, filled in, sending only what changed: the lists as entries and a new photo', async () => {
    const user = userEvent.setup({ delay: null });
    const api = open().on('PATCH', '/api/dashboard/our-members/faculty/ffffffffffffffff', ok({ message: 'Saved successfully.' }));
    await screen.findByText('Asha Rao');
    const faculty = screen.getByRole('list', { name: 'Faculty list' });
    await user.click(within(faculty).getByRole('button', { name: 'Edit' }));
    expect((within(faculty).getByLabelText<HTMLInputElement>('Full name')).value).toBe('Asha Rao');
    expect((within(faculty).getByLabelText<HTMLInputElement>('Designation')).value).toBe('Principal');
    const qualifications = within(faculty).getByLabelText<HTMLInputElement>('Qualifications (separated by commas)');
    expect(qualifications.value).toBe('PhD');
    await user.type(qualifications, ', M.Ed ,');
    await user.upload(within(faculty).getByLabelText('New member image (optional)'), new File(['x'], 'new.png', { type: 'image/png' }));
    await user.click(within(faculty).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/dashboard/our-members/faculty/ffffffffffffffff')).toHaveLength(1));
    const sent = api.callsTo('PATCH', '/api/dashboard/our-members/faculty/ffffffffffffffff')[0].form!;
    // Unchanged fields stay out of the edit (the API keeps a field left out as it is).
    expect(sent.has('fullName')).toBe(false);
    expect(JSON.parse(sent.get('qualification') as string)).toEqual(['PhD', 'M.Ed']);
    expect(sent.has('email')).toBe(false);
    expect((sent.get('memberImage') as File).name).toBe('new.png');
    expect(sent.has('memberType')).toBe(false);
    await waitFor(() => expect(within(faculty).queryByRole('button', { name: 'Save' })).toBeNull());
  });

  it('Cancel closes a member form; Move up and Move down are there, disabled at the ends', async () => {
    const user = userEvent.setup({ delay: null });
    const api = open();
    await screen.findByText('Ravi Kumar');
    const staff = screen.getByRole('list', { name: 'Staff list' });
    expect(within(staff).getByRole('button', { name: 'Move up' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(staff).getByRole('button', { name: 'Move down' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(staff).getByRole('button', { name: 'Edit' }));
    await user.click(within(staff).getByRole('button', { name: 'Cancel' }));
    expect(within(staff).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('moves a faculty member down, announcing the position, and offers Undo after a delete', async () => {
    const user = userEvent.setup({ delay: null });
    const two = { ...lists, facultyMember: [...lists.facultyMember, { id: 'gggggggggggggggg', fullName: 'Kiran Shah', qualification: [], email: [], phone: [] }] };
    const api = stubApi().on('GET', '/api/auth/isauth', ok({ loggedIn: true })).on('GET', MEMBER, ok({ info: two }));
    api.on('POST', '/api/dashboard/our-members/faculty/ffffffffffffffff/move', ok({ message: 'Moved successfully.' }));
    api.on('DELETE', '/api/dashboard/our-members/faculty/1?id=gggggggggggggggg', ok({ deletedId: 'tttttttttttttttt' }));
    api.on('POST', '/api/dashboard/trash/tttttttttttttttt/restore', ok({ message: 'Restored successfully.' }));
    renderDashboard('/dashboard/members');
    const faculty = await screen.findByRole('list', { name: 'Faculty list' });
    await user.click(within(faculty).getAllByRole('button', { name: 'Move down' })[0]);
    await waitFor(() => expect(api.callsTo('POST', '/api/dashboard/our-members/faculty/ffffffffffffffff/move')[0]?.json).toEqual({ to: 1 }));
    expect(await screen.findByText('“Asha Rao” moved to position 2 of 2.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Kiran Shah' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/dashboard/trash/tttttttttttttttt/restore')).toHaveLength(1));
  });
});
