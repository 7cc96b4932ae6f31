import type { SiteContent } from '@schoolpage/content-contract';
import { otherPageOf } from './other-page';
import { pageDataText, withPageContent } from './page-moves';

function clickOn(href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}): MouseEvent {
  const link = document.createElement('a');
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const inner = document.createElement('span');
  link.append(inner);
  document.body.append(link);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  inner.dispatchEvent(event);
  link.remove();
  return event;
}

describe('moving to another page of a school site (#45)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/s/greenfield'));

  it('is a plain click on a link to another page of the same site', () => {
    expect(otherPageOf(clickOn('/s/greenfield/about'), '/s/greenfield')?.pathname).toBe('/s/greenfield/about');
    expect(otherPageOf(clickOn('/s/greenfield/news/sports-day#top'), '/s/greenfield')?.hash).toBe('#top');
  });

  it('is not a click on the same page, another site or origin, a new tab or a download', () => {
    expect(otherPageOf(clickOn('/s/greenfield#main'), '/s/greenfield')).toBeUndefined();
    expect(otherPageOf(clickOn('/s/greenfield-two/about'), '/s/greenfield')).toBeUndefined();
    expect(otherPageOf(clickOn('https://elsewhere.example/s/greenfield/about'), '/s/greenfield')).toBeUndefined();
    expect(otherPageOf(clickOn('/s/greenfield/about', { ctrlKey: true }), '/s/greenfield')).toBeUndefined();
    expect(otherPageOf(clickOn('/s/greenfield/about', {}, { target: '_blank' }), '/s/greenfield')).toBeUndefined();
    expect(otherPageOf(clickOn('/s/greenfield/form.pdf', {}, { download: '' }), '/s/greenfield')).toBeUndefined();
  });

  it('adds the next page\'s lists to those read so far, never emptying one (each page leaves the others\' lists empty)', () => {
    const home = { organizationName: 'Greenfield', slider: [{ sliderQuote: 'Hi' }], history: [] } as unknown as SiteContent;
    const about = { organizationName: 'Greenfield', slider: [], history: [{ title: 'Founded' }] } as unknown as SiteContent;
    expect(withPageContent(home, about)).toEqual({ organizationName: 'Greenfield', slider: [{ sliderQuote: 'Hi' }], history: [{ title: 'Founded' }] });
  });

  it("reads the next page's data from its HTML as text, without parsing the document (its styles are not this page's)", () => {
    const html =
      '<html><head><style>.about{margin:0}</style></head><body><div id="root"><p>About</p></div>' +
      '<script id="site-data" type="application/json">{"basePath":"/s/greenfield","note":"\\u003c/script>"}</script>' +
      '<script defer src="/site.js"></script></body></html>';
    expect(pageDataText(html)).toBe('{"basePath":"/s/greenfield","note":"\\u003c/script>"}');
    expect(pageDataText('<html><body><p>No data</p></body></html>')).toBeUndefined();
  });
});
