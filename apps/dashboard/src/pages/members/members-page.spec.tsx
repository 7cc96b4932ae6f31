import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, formFieldNames, ok, stubApi, type ApiStub } from '../../testing/api-stub';
import { renderDashboard } from '../../testing/render-dashboard';

const MEMBER = '/api/dashboard/our-members/member';
const lists = {
  facultyMember: [
    { fullName: 'Asha Rao', designation: 'Principal', qualification: ['PhD'], email: [], phone: [], imageUrl: { url: '/a.png' } },
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
    const user = userEvent.setup();
    const api = open().on('POST', MEMBER, ok({ message: 'Added successfully.' }));
    await screen.findByText('Asha Rao');

    await user.click(screen.getByRole('radio', { name: 'Staff' }));
    await user.type(screen.getByLabelText('Full name'), 'Meena Das');
    await user.type(screen.getByLabelText('Designation'), 'Clerk');
    await user.upload(screen.getByLabelText('Member image'), new File(['x'], 'm.png', { type: 'image/png' }));
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

    expect((await screen.findByRole('alert')).textContent).toBe('Added successfully.');
    const form = api.callsTo('POST', MEMBER)[0].form!;
    expect(formFieldNames(form)).toEqual([
      'memberType',
      'fullName',
      'designation',
      'qualification',
      'email',
      'phone',
      'memberImage',
    ]);
    expect(form.get('memberType')).toBe('staff');
    expect(form.get('fullName')).toBe('Meena Das');
    expect(JSON.parse(String(form.get('qualification')))).toEqual(['M.Com', 'B.Com']);
    expect(form.getAll('email')).toEqual(['meena@school.edu']);
    expect(form.getAll('phone')).toEqual(['9876']);
    await waitFor(() => expect(api.callsTo('GET', MEMBER)).toHaveLength(2));
    expect(screen.queryByRole('list', { name: 'Qualification entries' })).toBeNull();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
  });

  it("shows 'Failed to add member: {message}'", async () => {
    const user = userEvent.setup();
    open().on('POST', MEMBER, failure(400, 'Full name is required.'));
    await screen.findByText('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to add member: Full name is required.');
  });

  it('removes faculty and staff by position after confirmation', async () => {
    const user = userEvent.setup();
    const api = open()
      .on('DELETE', '/api/dashboard/our-members/faculty/0', ok())
      .on('DELETE', '/api/dashboard/our-members/staff/0', failure(400));
    await screen.findByText('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Delete Asha Rao' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/dashboard/our-members/faculty/0')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', MEMBER)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Staff could not deleted, Please try again!')).toBeTruthy();
  });
});
