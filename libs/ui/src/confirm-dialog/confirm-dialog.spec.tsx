import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useConfirm } from './use-confirm';

function Asker() {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () => setAnswer(String(await confirm({ title: 'Delete notice?', message: 'It cannot be undone.' })))}
      >
        Remove
      </button>
      <output>{answer}</output>
      {dialog}
    </>
  );
}

describe('confirm dialog', () => {
  it('is a labelled modal dialog that focuses Cancel and keeps Tab inside', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Asker />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete notice?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('It cannot be undone.').id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('answers true on Delete and false on Escape, returning focus to the opener', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Asker />);
    const opener = screen.getByRole('button', { name: 'Remove' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('status').textContent).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status').textContent).toBe('false');
    expect(document.activeElement).toBe(opener);
  });
});
