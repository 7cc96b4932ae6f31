import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers, as a span unless told otherwise', () => {
    render(
      <button type="button">
        <VisuallyHidden>Menu</VisuallyHidden>
        <span aria-hidden="true">☰</span>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByText('Menu').tagName).toBe('SPAN');
  });

  it('can be a live region that announces what changes', () => {
    render(
      <VisuallyHidden as="p" role="status" aria-live="polite">
        Moved to position 2 of 3.
      </VisuallyHidden>,
    );
    const status = screen.getByRole('status');
    expect(status.tagName).toBe('P');
    expect(status.textContent).toBe('Moved to position 2 of 3.');
  });
});
