import { absoluteUrl, isWebAddress, publicOrigin, siteUrl } from './site-url';

describe('publicOrigin', () => {
  it('drops a trailing slash or path', () => {
    expect(publicOrigin('https://schools.example/')).toBe('https://schools.example');
    expect(publicOrigin('http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('refuses an origin that is not an absolute http(s) address', () => {
    expect(() => publicOrigin('schools.example')).toThrow('The public origin "schools.example" is not an absolute http(s) address.');
    expect(() => publicOrigin('ftp://schools.example')).toThrow('is not an absolute http(s) address');
  });
});

describe('siteUrl', () => {
  it('is the absolute /s/<slug> address for home and /s/<slug>/<page> below it', () => {
    expect(siteUrl('https://schools.example/', 'greenfield')).toBe('https://schools.example/s/greenfield');
    expect(siteUrl('https://schools.example', 'greenfield', 'about')).toBe('https://schools.example/s/greenfield/about');
  });

  it('encodes characters that cannot stand in a path', () => {
    expect(siteUrl('https://schools.example', 'a b', 'x?y')).toBe('https://schools.example/s/a%20b/x%3Fy');
  });
});

describe('absoluteUrl', () => {
  it('puts a stored file or asset path on the origin and keeps a full address', () => {
    expect(absoluteUrl('https://schools.example', '/api/files/abc.png')).toBe('https://schools.example/api/files/abc.png');
    expect(absoluteUrl('https://schools.example', 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  });

  it('gives nothing for a blank URL or one that is not http(s)', () => {
    expect(absoluteUrl('https://schools.example', '')).toBeUndefined();
    expect(absoluteUrl('https://schools.example', '  ')).toBeUndefined();
    expect(absoluteUrl('https://schools.example', undefined)).toBeUndefined();
    expect(absoluteUrl('https://schools.example', 'javascript:alert(1)')).toBeUndefined();
    expect(absoluteUrl('https://schools.example', 'data:image/png;base64,AAAA')).toBeUndefined();
  });
});

describe('isWebAddress', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(isWebAddress('https://www.facebook.com/school')).toBe(true);
    expect(isWebAddress('http://example.org')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('mailto:a@b.example')).toBe(false);
    expect(isWebAddress('www.facebook.com/school')).toBe(false);
    expect(isWebAddress('')).toBe(false);
  });
});
