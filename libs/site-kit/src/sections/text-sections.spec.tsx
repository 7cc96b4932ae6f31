import { render, screen } from '@testing-library/react';
import type { TextSection } from '@schoolpage/content-contract';
import { TextSections } from './text-sections';

const items: TextSection[] = [
  { title: 'Founded', content: 'In 1998.', imageUrl: { url: '/api/files/a.jpg' } },
  { title: 'New campus', content: 'In 2010.', imageUrl: { url: '/api/files/b.jpg' } },
];

describe('TextSections', () => {
  it('loads every picture lazily by default', () => {
    render(<TextSections id="history" title="Our History" items={items} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });

  it('as the first section of its page, loads its first picture at once, with high priority', () => {
    render(<TextSections id="history" title="Our History" items={items} leading />);
    const [first, second] = screen.getAllByRole('img');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(second.getAttribute('loading')).toBe('lazy');
  });
});
