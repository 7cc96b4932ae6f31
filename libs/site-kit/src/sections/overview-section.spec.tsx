import { render, screen } from '@testing-library/react';
import { OverviewSection } from './overview-section';

describe('OverviewSection', () => {
  it("shows each of the school's overview paragraphs, keeping its line breaks, beside its picture", () => {
    render(
      <OverviewSection
        items={[
          { id: 'o1', overviewContent: 'Founded in 1962.\nA green campus.', imageUrl: { url: '/campus.webp' } },
          { id: 'o2', overviewContent: '   ', imageUrl: { url: '/blank.webp' } },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Overview' });
    expect(section.querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByText(/Founded in 1962/).textContent).toBe('Founded in 1962.\nA green campus.');
    expect(section.querySelector('img')?.getAttribute('src')).toBe('/campus.webp');
  });

  it('is left out while the school has written no overview', () => {
    const { container } = render(<OverviewSection items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
