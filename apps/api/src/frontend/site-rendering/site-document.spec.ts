import { parseSitePageData } from '@schoolpage/content-contract';
import { siteDocument } from './site-document';

const PAGE =
  '<!doctype html><html lang="<!--site-lang-->"><head><!--site-head--></head><body><!--site-banner--><!--site-languages--><div id="root"><!--site-html--></div><!--site-data--></body></html>';

const parts = {
  lang: 'en',
  head: '<title>St. Mary’s</title>',
  templateFiles: [
    { href: '/remotes/templates/nbl/remoteEntry.js', as: 'script' as const },
    { href: '/remotes/templates/nbl/site.css', as: 'style' as const },
  ],
  html: '<main><h1>St. Mary’s</h1></main>',
  data: { content: { organizationName: '</script><script>alert(1)</script>' } as never, basePath: '/s/st-marys', remote: 'template_nbl', entry: '/m.json', entryScript: '/remoteEntry.js' },
};

describe('siteDocument', () => {
  it('fills every slot: language, head, the rendered page and its data for the browser', () => {
    const html = siteDocument(PAGE, parts);
    expect(html).toContain('<html lang="en" data-script-faces="after-paint" data-bands="after-paint">');
    expect(html).toContain('<title>St. Mary’s</title>');
    expect(html).toContain('<div id="root"><main><h1>St. Mary’s</h1></main></div>');
    // The take-over's scripts download after the first paint (#45): none is named up front.
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<link rel="stylesheet" href="/remotes/templates/nbl/site.css">');
    expect(html).not.toContain('<!--site-');
  });

  it('keeps school text in the data inert: it can never close the data script', () => {
    const html = siteDocument(PAGE, parts);
    const data = html.slice(html.indexOf('<script id="site-data"'));
    expect(data.match(/<\/script>/g)).toHaveLength(1);
    // The browser reads it back with the contract's reader (apps/shell site-page-data.ts).
    expect(parseSitePageData(data.slice(data.indexOf('>') + 1, data.indexOf('</script>')))?.content.organizationName).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('carries no data when the template\'s entry script is not known: the page stays as it was sent', () => {
    expect(siteDocument(PAGE, { ...parts, data: undefined })).not.toContain('site-data');
  });

  it('links the school’s updates page below the site, outside what the script takes over, with and without it (#48)', () => {
    const link = '<nav class="site-updates" aria-label="Get updates"><a href="/s/st-marys/updates">Get updates</a></nav>';
    const html = siteDocument(PAGE, { ...parts, updates: { href: '/s/st-marys/updates', text: 'Get updates' } });
    expect(html).toContain(`</div>${link}<script id="site-data"`);
    expect(siteDocument(PAGE, { ...parts, data: undefined, updates: { href: '/s/st-marys/updates', text: 'Get updates' } })).toContain(`</div>${link}</body>`);
    expect(siteDocument(PAGE, parts)).not.toContain('site-updates');
  });

  it('writes what the page needs of a stylesheet into the page instead of linking it (#45)', () => {
    const html = siteDocument(PAGE, { ...parts, criticalStyles: { css: '.a{color:red}', covers: new Set(['/remotes/templates/nbl/site.css']) } });
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('preloads the hero picture first, as the page will choose it, asked for before anything else (#45)', () => {
    const hero =
      '<picture><source type="image/avif" srcSet="/h.webp?w=320&amp;f=avif 320w, /h.webp?w=640&amp;f=avif 640w" sizes="100vw"/>' +
      '<img src="/h.webp" srcSet="/h.webp?w=320&amp;f=webp 320w" sizes="100vw" alt="" fetchPriority="high"/></picture>';
    const html = siteDocument(PAGE, { ...parts, html: `<main>${hero}</main>` });
    expect(html).toContain(
      '<head><link rel="preload" as="image" type="image/avif" imagesrcset="/h.webp?w=320&amp;f=avif 320w, /h.webp?w=640&amp;f=avif 640w" imagesizes="100vw" fetchpriority="high"><title>',
    );
    expect(siteDocument(PAGE, parts)).not.toContain('as="image"');
    // React preloads a high-priority picture outside a <picture> itself: not twice.
    const preloaded = '<link rel="preload" as="image" href="/h.webp" fetchPriority="high"/><img src="/h.webp" alt="" fetchPriority="high"/>';
    expect(siteDocument(PAGE, { ...parts, html: preloaded }).match(/rel="preload"/g)).toHaveLength(1);
  });

  it('has a page its script takes over draw its first paint with the phone\'s faces, the site\'s own for India\'s scripts after it (#29)', () => {
    expect(siteDocument(PAGE, { ...parts, lang: 'hi' })).toContain('<html lang="hi" data-script-faces="after-paint" data-bands="after-paint">');
    expect(siteDocument(PAGE, { ...parts, lang: 'ur', dir: 'rtl' })).toContain('<html lang="ur" dir="rtl" data-script-faces="after-paint" data-bands="after-paint">');
    // Without the script nothing would let them in: such a page has them from the start.
    expect(siteDocument(PAGE, { ...parts, lang: 'hi', data: undefined })).toContain('<html lang="hi">');
    expect(siteDocument(PAGE, parts)).not.toContain('rel="preload" as="font"');
  });

  it('shows the hidden-site notice with where to publish', () => {
    const html = siteDocument(PAGE, { ...parts, banner: { text: 'Only you can see this', link: { href: '/dashboard/profile', text: 'Publish' } } });
    expect(html).toContain('<p role="status" class="site-preview-banner">Only you can see this <a href="/dashboard/profile">Publish</a></p>');
  });

  it('marks an Urdu page right to left and offers the other languages as plain links, each in its own language (#29)', () => {
    const html = siteDocument(PAGE, {
      ...parts,
      lang: 'ur',
      dir: 'rtl',
      languages: [
        { lang: 'en', name: 'English', href: 'https://x.test/s/st-marys/about', current: false },
        { lang: 'hi', name: 'हिन्दी', href: 'https://x.test/s/st-marys/hi/about', current: false },
        { lang: 'ur', name: 'اردو', href: 'https://x.test/s/st-marys/ur/about', current: true },
      ],
    });
    expect(html).toContain('<html lang="ur" dir="rtl" data-script-faces="after-paint" data-bands="after-paint">');
    expect(html).toContain('<nav class="site-languages" aria-label="Language"><ul>');
    expect(html).toContain('<a href="https://x.test/s/st-marys/hi/about" hreflang="hi" lang="hi">हिन्दी</a>');
    expect(html).toContain('<a href="https://x.test/s/st-marys/ur/about" hreflang="ur" lang="ur" aria-current="true">اردو</a>');
  });

  it('shows no language links on a site of one language', () => {
    const html = siteDocument(PAGE, { ...parts, languages: [{ lang: 'en', name: 'English', href: '/s/a', current: true }] });
    expect(html).not.toContain('site-languages');
  });
});
