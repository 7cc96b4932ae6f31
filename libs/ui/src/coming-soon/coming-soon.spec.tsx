import { render, screen } from '@testing-library/react';
import { ComingSoon } from './coming-soon';

describe('ComingSoon', () => {
  it('names the template and says it is coming soon', () => {
    render(<ComingSoon templateName="Tech Light" organizationName="Green Valley School" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Coming soon');
    expect(screen.getByText('Tech Light template')).toBeTruthy();
    expect(screen.getByText(/Green Valley School's site/)).toBeTruthy();
  });
});
