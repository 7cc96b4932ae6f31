import { render, screen } from '@testing-library/react';
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
});
