import { render, screen } from '@testing-library/react';
import { SiteImage } from './site-image';

describe('SiteImage', () => {
  it("offers a school's stored picture in every width, for the width it is shown at", () => {
    render(<SiteImage src="/api/files/0123456789abcdef0123456789abcdef.jpg" alt="Our campus" width={960} height={600} sizes="50vw" priority />);
    const picture = screen.getByRole('img', { name: 'Our campus' });
    expect(picture.getAttribute('srcset')).toContain('/api/files/0123456789abcdef0123456789abcdef.jpg?w=640 640w');
    expect(picture.getAttribute('sizes')).toBe('50vw');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(picture.getAttribute('width')).toBe('960');
    expect(picture.getAttribute('height')).toBe('600');
  });

  it('shows a built-in picture as it is', () => {
    render(<SiteImage src="/assets/default-hero.webp" alt="A school" width={960} height={600} />);
    const picture = screen.getByRole('img', { name: 'A school' });
    expect(picture.getAttribute('srcset')).toBeNull();
    expect(picture.getAttribute('sizes')).toBeNull();
  });
});
