import { isPictureFormat, isPictureWidth, pictureSources, pictureSrcSet } from './picture-widths';

const JPEG = '/api/files/0123456789abcdef0123456789abcdef.jpg';

describe('pictureSrcSet', () => {
  it('offers a stored picture in every width', () => {
    expect(pictureSrcSet(JPEG)).toBe(
      `${JPEG}?w=320 320w, ${JPEG}?w=640 640w, ${JPEG}?w=800 800w, ${JPEG}?w=1024 1024w, ${JPEG}?w=1600 1600w, ${JPEG}?w=2400 2400w`,
    );
  });

  it('offers a stored picture in every width in a given format', () => {
    expect(pictureSrcSet(JPEG, 'avif')).toBe(
      `${JPEG}?w=320&f=avif 320w, ${JPEG}?w=640&f=avif 640w, ${JPEG}?w=800&f=avif 800w, ${JPEG}?w=1024&f=avif 1024w, ${JPEG}?w=1600&f=avif 1600w, ${JPEG}?w=2400&f=avif 2400w`,
    );
  });

  it('offers nothing for PDFs, GIFs, built-in pictures and other addresses', () => {
    expect(pictureSrcSet('/api/files/0123456789abcdef0123456789abcdef.pdf')).toBeUndefined();
    expect(pictureSrcSet('/api/files/0123456789abcdef0123456789abcdef.gif')).toBeUndefined();
    expect(pictureSrcSet('/assets/hero-campus.40765734.webp')).toBeUndefined();
    expect(pictureSrcSet('https://example.org/a.jpg')).toBeUndefined();
  });

  it('knows the offered widths and formats', () => {
    expect(isPictureWidth(640)).toBe(true);
    expect(isPictureWidth(641)).toBe(false);
    // The width a 412 px phone at 1.75 device pixels a pixel (721) takes, rather than 1024.
    expect(isPictureWidth(800)).toBe(true);
    expect(isPictureFormat('avif')).toBe(true);
    expect(isPictureFormat('gif')).toBe(false);
  });
});

describe('pictureSources', () => {
  it('offers AVIF, then WebP, and the JPEG itself as the fallback', () => {
    const offered = pictureSources(JPEG);
    expect(offered?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(offered?.sources[1].srcSet).toContain(`${JPEG}?w=640&f=webp 640w`);
    expect(offered?.fallbackSrcSet).toContain(`${JPEG}?w=320&f=jpg 320w`);
  });

  it('offers a WebP picture as AVIF with a WebP fallback', () => {
    const webp = '/api/files/0123456789abcdef0123456789abcdef.webp';
    expect(pictureSources(webp)?.sources.map((source) => source.type)).toEqual(['image/avif']);
    expect(pictureSources(webp)?.fallbackSrcSet).toContain(`${webp}?w=1024&f=webp 1024w`);
  });

  it('offers nothing for other pictures', () => {
    expect(pictureSources('/assets/default-hero.webp')).toBeUndefined();
  });
});
