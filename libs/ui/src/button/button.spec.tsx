import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';

function Publish() {
  const [busy, setBusy] = useState(false);
  const [presses, setPresses] = useState(0);
  return (
    <>
      <Button
        busy={busy}
        busyLabel="Publishing..."
        onClick={() => {
          setPresses((count) => count + 1);
          setBusy(true);
        }}
      >
        Publish Website
      </Button>
      <button type="button" onClick={() => setBusy(false)}>
        Done
      </button>
      <output>{presses}</output>
    </>
  );
}

describe('Button', () => {
  it('keeps the focus while busy (aria-disabled, aria-busy, not disabled) and ignores presses until done', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Publish />);
    const button = screen.getByRole('button', { name: 'Publish Website' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.textContent).toBe('Publishing...');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('does nothing when aria-disabled is given, and acts again once it is not', async () => {
    const user = userEvent.setup({ delay: null });
    const pressed = jest.fn();
    const { rerender } = render(
      <Button aria-disabled onClick={pressed}>
        Move up
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Move up' }));
    expect(pressed).not.toHaveBeenCalled();
    rerender(
      <Button aria-disabled={false} onClick={pressed}>
        Move up
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Move up' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await user.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('lets a button that cannot act explain itself when pressed, but not while busy', async () => {
    const user = userEvent.setup({ delay: null });
    const pressed = jest.fn();
    const explained = jest.fn();
    const { rerender } = render(
      <Button aria-disabled onClick={pressed} onUnavailablePress={explained}>
        Create Account
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(explained).toHaveBeenCalledTimes(1);
    expect(pressed).not.toHaveBeenCalled();
    rerender(
      <Button aria-disabled busy onClick={pressed} onUnavailablePress={explained}>
        Create Account
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(explained).toHaveBeenCalledTimes(1);
    expect(pressed).not.toHaveBeenCalled();
  });
});
