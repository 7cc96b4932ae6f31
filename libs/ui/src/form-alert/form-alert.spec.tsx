import { render, screen } from '@testing-library/react';
import { FormAlert } from './form-alert';

describe('FormAlert', () => {
  it('shows the message in an alert region', () => {
    render(<FormAlert>All fields are required!</FormAlert>);
    expect(screen.getByRole('alert').textContent).toBe('All fields are required!');
  });

  it('renders nothing without a message', () => {
    render(<FormAlert>{undefined}</FormAlert>);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
