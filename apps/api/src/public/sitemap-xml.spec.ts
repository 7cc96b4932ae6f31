import { sitemapIndexXml, urlSetXml, w3cDate, xmlEscape } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes the five XML characters', () => {
    expect(xmlEscape(`https://a.example/?x=1&y=<2>"'`)).toBe('https://a.example/?x=1&amp;y=&lt;2&gt;&quot;&apos;');
  });

  it('writes dates as W3C Datetime in UTC', () => {
    expect(w3cDate(Date.UTC(2024, 4, 1, 8, 30, 0, 123))).toBe('2024-05-01T08:30:00Z');
  });

  it('writes a URL set with escaped addresses and last changes when known', () => {
    const xml = urlSetXml([
      { loc: 'https://a.example/s/hill?x=1&y=2', lastmod: Date.UTC(2024, 0, 2) },
      { loc: 'https://a.example/s/lake' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://a.example/s/hill?x=1&amp;y=2</loc><lastmod>2024-01-02T00:00:00Z</lastmod></url>\n' +
        '<url><loc>https://a.example/s/lake</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('names a page of a site in several languages in each, with the xhtml namespace only then (#29)', () => {
    const alternates = [
      { hreflang: 'en', href: 'https://a.example/s/hill/about' },
      { hreflang: 'hi', href: 'https://a.example/s/hill/hi/about' },
      { hreflang: 'x-default', href: 'https://a.example/s/hill/about' },
    ];
    const xml = urlSetXml([{ loc: 'https://a.example/s/hill/hi/about', alternates }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '<url><loc>https://a.example/s/hill/hi/about</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://a.example/s/hill/about"/>' +
        '<xhtml:link rel="alternate" hreflang="hi" href="https://a.example/s/hill/hi/about"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/s/hill/about"/></url>\n' +
        '</urlset>\n',
    );
  });

  it('writes a sitemap index', () => {
    expect(sitemapIndexXml(['https://a.example/sitemap-1.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://a.example/sitemap-1.xml</loc></sitemap>\n</sitemapindex>\n',
    );
  });
});
