import { render, screen } from '@testing-library/react';
import { CheckboxField } from './checkbox-field';
import { PasswordField } from './password-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

function describedBy(control: HTMLElement): string | null | undefined {
  const hintId = control.getAttribute('aria-describedby');
  return hintId ? document.getElementById(hintId)?.textContent : null;
}

describe('the field frame of every labelled field', () => {
  it('labels each control and reads its hint out with it', () => {
    render(
      <>
        <TextField label="Name" hint="As on the certificate." />
        <PasswordField label="Password" hint="8 characters or more." />
        <SelectField label="Country" hint="Where the school is.">
          <option value="india">India</option>
        </SelectField>
        <TextAreaField label="History" hint="A few lines." />
      </>,
    );
    expect(describedBy(screen.getByRole('textbox', { name: 'Name' }))).toBe('As on the certificate.');
    expect(describedBy(screen.getByLabelText('Password'))).toBe('8 characters or more.');
    expect(describedBy(screen.getByRole('combobox', { name: 'Country' }))).toBe('Where the school is.');
    expect(describedBy(screen.getByRole('textbox', { name: 'History' }))).toBe('A few lines.');
  });

  it('keeps a given id and describes nothing when there is no hint', () => {
    render(<SelectField label="Template" id="template-choice"><option>Run</option></SelectField>);
    const select = screen.getByRole('combobox', { name: 'Template' });
    expect(select.id).toBe('template-choice');
    expect(select.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows what is wrong under the control, marks it invalid and reads the error out before the hint', () => {
    render(
      <>
        <TextField label="User ID" hint="You sign in with this." error="User ID is required." />
        <SelectField label="Country" error="Please choose a country from the list.">
          <option value="">Choose</option>
        </SelectField>
        <CheckboxField label="I Agree" error="Please tick I Agree." />
        <TextField label="Name" />
      </>,
    );
    const userId = screen.getByRole('textbox', { name: 'User ID' });
    expect(userId.getAttribute('aria-invalid')).toBe('true');
    const ids = (userId.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['User ID is required.', 'You sign in with this.']);
    expect(describedBy(screen.getByRole('combobox', { name: 'Country' }))).toBe('Please choose a country from the list.');
    const agree = screen.getByRole('checkbox', { name: 'I Agree' });
    expect(agree.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(agree)).toBe('Please tick I Agree.');
    expect(screen.getByRole('textbox', { name: 'Name' }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('keeps the room of its message under a field that may be wrong, before anything is, so a message moves nothing', () => {
    const { rerender } = render(
      <>
        <TextField label="User ID" hint="You sign in with this." error={undefined} />
        <PasswordField label="Password" error={undefined} errorRoom="Password must be at least 8 characters." />
        <CheckboxField label="I Agree" error={undefined} />
        <TextField label="Name" />
      </>,
    );
    const rooms = () => Array.from(document.querySelectorAll('[data-room]')).map((room) => room.getAttribute('data-room'));
    expect(rooms()).toEqual(['\u00a0', 'Password must be at least 8 characters.', '\u00a0']);
    expect(screen.getByRole('textbox', { name: 'User ID' }).getAttribute('aria-describedby')).toBe(`${screen.getByRole('textbox', { name: 'User ID' }).id}-hint`);

    rerender(
      <>
        <TextField label="User ID" hint="You sign in with this." error="User ID is required." />
        <PasswordField label="Password" error="Password is required." errorRoom="Password must be at least 8 characters." />
        <CheckboxField label="I Agree" error="Please tick I Agree." />
        <TextField label="Name" />
      </>,
    );
    expect(rooms()).toEqual(['\u00a0', 'Password must be at least 8 characters.', '\u00a0']);
    for (const [control, message] of [
      [screen.getByRole('textbox', { name: 'User ID' }), 'User ID is required.'],
      [screen.getByLabelText('Password'), 'Password is required.'],
      [screen.getByRole('checkbox', { name: 'I Agree' }), 'Please tick I Agree.'],
    ] as const) {
      const error = document.getElementById(`${control.id}-error`);
      expect(error?.textContent).toBe(message);
      // Drawn in the room, and said once (the room's copy is no text of the page).
      expect(error?.parentElement?.hasAttribute('data-room')).toBe(true);
      expect(screen.getAllByText(message)).toHaveLength(1);
    }
  });
});
