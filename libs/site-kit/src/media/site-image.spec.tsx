import { render, screen } from '@testing-library/react';
import { SiteImage } from './site-image';

const STORED = '/api/files/0123456789abcdef0123456789abcdef.jpg';

describe('SiteImage', () => {
  it("offers a school's stored picture in every width, for the width it is shown at", () => {
    render(<SiteImage src={STORED} alt="Our campus" width={960} height={600} sizes="50vw" priority />);
    const picture = screen.getByRole('img', { name: 'Our campus' });
    expect(picture.getAttribute('srcset')).toContain(`${STORED}?w=640&f=jpg 640w`);
    expect(picture.getAttribute('src')).toBe(STORED);
    expect(picture.getAttribute('sizes')).toBe('50vw');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(picture.getAttribute('width')).toBe('960');
    expect(picture.getAttribute('height')).toBe('600');
  });

  it('offers AVIF and WebP sources before the fallback, with the same sizes', () => {
    const { container } = render(<SiteImage src={STORED} alt="Our campus" width={960} height={600} sizes="50vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toContain(`${STORED}?w=320&f=avif 320w`);
    expect(sources.map((source) => source.getAttribute('sizes'))).toEqual(['50vw', '50vw']);
    expect(container.querySelector('picture > img')).toBe(screen.getByRole('img', { name: 'Our campus' }));
  });

  it('keeps the focal point in view when cropped, the centre when none is set', () => {
    render(
      <>
        <SiteImage src={STORED} alt="Cropped" width={960} height={600} focalPoint={{ x: 0.25, y: 0.8 }} />
        <SiteImage src={STORED} alt="Centred" width={960} height={600} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Cropped' }).style.objectPosition).toBe('25% 80%');
    expect(screen.getByRole('img', { name: 'Centred' }).style.objectPosition).toBe('');
  });

  it('shows a built-in picture as it is', () => {
    const { container } = render(<SiteImage src="/assets/default-hero.webp" alt="A school" width={960} height={600} />);
    const picture = screen.getByRole('img', { name: 'A school' });
    expect(picture.getAttribute('srcset')).toBeNull();
    expect(picture.getAttribute('sizes')).toBeNull();
    expect(container.querySelector('picture')).toBeNull();
  });
});

describe('SiteImage at a fixed size (a logo, an icon)', () => {
  it('asks for the smallest width that fills its box, loads at once when eager, and keeps its own box', () => {
    const { container } = render(<SiteImage src={STORED} alt="" width={40} height={40} fixed eager className="logo" />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('sizes')).toBe('40px');
    expect(container.querySelector('source')?.getAttribute('sizes')).toBe('40px');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.className).toBe('logo');
  });
});
