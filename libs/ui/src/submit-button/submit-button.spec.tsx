import { render, screen } from '@testing-library/react';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('is an enabled submit button with its label when idle', () => {
    render(<SubmitButton busyLabel="Logging in...">Log in</SubmitButton>);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Log in' });
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(false);
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('is disabled and shows a spinner with the busy label while busy', () => {
    render(
      <SubmitButton busy busyLabel="Logging in...">
        Log in
      </SubmitButton>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Logging in...' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('spinner')).toBeTruthy();
  });
});
