import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('covers mission, vision, what we do and team', () => {
    render(<AboutPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'About SchoolPage' })).toBeTruthy();
    for (const name of ['Our mission', 'Our vision', 'What we do', 'Our team', 'Our impact']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
  });

  it('shows the impact figures of the spec', () => {
    render(<AboutPage />, { wrapper: MemoryRouter });
    const impact = screen.getByRole('region', { name: 'Our impact' });
    const pairs = within(impact)
      .getAllByRole('term')
      .map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`);
    expect(pairs).toEqual(['250+ Schools', '10K+ Students', '99.9% Uptime', '24/7 Support']);
  });
});
