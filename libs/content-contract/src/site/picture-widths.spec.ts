import { isPictureWidth, pictureSrcSet } from './picture-widths';

describe('pictureSrcSet', () => {
  it('offers a stored picture in every width', () => {
    expect(pictureSrcSet('/api/files/0123456789abcdef0123456789abcdef.jpg')).toBe(
      '/api/files/0123456789abcdef0123456789abcdef.jpg?w=320 320w, /api/files/0123456789abcdef0123456789abcdef.jpg?w=640 640w, ' +
        '/api/files/0123456789abcdef0123456789abcdef.jpg?w=1024 1024w, /api/files/0123456789abcdef0123456789abcdef.jpg?w=1600 1600w',
    );
  });

  it('offers nothing for PDFs, built-in pictures and other addresses', () => {
    expect(pictureSrcSet('/api/files/0123456789abcdef0123456789abcdef.pdf')).toBeUndefined();
    expect(pictureSrcSet('/assets/hero-campus.40765734.webp')).toBeUndefined();
    expect(pictureSrcSet('https://example.org/a.jpg')).toBeUndefined();
  });

  it('knows the offered widths', () => {
    expect(isPictureWidth(640)).toBe(true);
    expect(isPictureWidth(641)).toBe(false);
  });
});
