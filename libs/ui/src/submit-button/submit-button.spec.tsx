import { useState } from 'react';
import userEvent from '@testing-library/user-event';
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

  it('while busy shows a spinner with the busy label and stays focusable, aria-disabled', () => {
    render(
      <SubmitButton busy busyLabel="Logging in...">
        Log in
      </SubmitButton>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Logging in...' });
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('spinner')).toBeTruthy();
  });

  it('takes the focus from a field of its form when the form is sent, and does not send it again while busy', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = jest.fn();
    function Form() {
      const [busy, setBusy] = useState(false);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sent();
            setBusy(true);
          }}
        >
          <input aria-label="Name" disabled={busy} />
          <SubmitButton busy={busy} busyLabel="Saving...">
            Save
          </SubmitButton>
        </form>
      );
    }
    render(<Form />);
    await user.type(screen.getByLabelText('Name'), 'Asha{Enter}');
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
