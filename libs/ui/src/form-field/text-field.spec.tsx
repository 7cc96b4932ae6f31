import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and describes it with the hint', () => {
    render(<TextField label="User ID" hint="The ID you chose at sign-up." />);
    const input = screen.getByLabelText('User ID');
    expect(screen.getByRole('textbox', { name: 'User ID' })).toBe(input);
    const hintId = input.getAttribute('aria-describedby');
    expect(hintId && document.getElementById(hintId)?.textContent).toBe('The ID you chose at sign-up.');
  });
});

describe('PasswordField', () => {
  it('hides the password until the show button is pressed', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    expect(input.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});
