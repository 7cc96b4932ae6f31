import { loadTakeOver, TAKE_OVER_GLOBAL, TAKE_OVER_SCRIPT_ATTRIBUTE, takeOverFilesOf, type TakeOver } from './take-over-script';

describe("the page's entry finds the take-over's files (#45)", () => {
  it('in its own script tag: the script, then what it starts with', () => {
    const entry = document.createElement('script');
    entry.setAttribute(TAKE_OVER_SCRIPT_ATTRIBUTE, '/site-take-over.1a2b3c4d.js /site-shared.5e6f7a8b.js /site-267.9c0d1e2f.js');
    expect(takeOverFilesOf(entry)).toEqual({ script: '/site-take-over.1a2b3c4d.js', startsWith: ['/site-shared.5e6f7a8b.js', '/site-267.9c0d1e2f.js'] });
  });

  it('nowhere when its script tag names none, or there is no script tag', () => {
    const entry = document.createElement('script');
    expect(takeOverFilesOf(entry)).toBeUndefined();
    entry.setAttribute(TAKE_OVER_SCRIPT_ATTRIBUTE, ' ');
    expect(takeOverFilesOf(entry)).toBeUndefined();
    expect(takeOverFilesOf(null)).toBeUndefined();
  });
});

describe("the take-over's files", () => {
  const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')];
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href')]);

  beforeEach(() => {
    document.head.innerHTML = '';
    Reflect.deleteProperty(window, TAKE_OVER_GLOBAL);
  });

  it('are downloaded together when asked for, and the script gives the start it leaves once it has run', async () => {
    const start: TakeOver = jest.fn(() => Promise.resolve());
    const loading = loadTakeOver(document, { script: '/site-take-over.1a2b3c4d.js', startsWith: ['/site-shared.5e6f7a8b.js', '/site-267.9c0d1e2f.css'] });
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual(['/site-take-over.1a2b3c4d.js']);
    expect(preloads()).toEqual([
      ['preload', 'script', '/site-shared.5e6f7a8b.js'],
      ['preload', 'style', '/site-267.9c0d1e2f.css'],
    ]);
    Object.assign(window, { [TAKE_OVER_GLOBAL]: start });
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(start);
  });

  it('fail clearly when the script cannot be downloaded, or leaves no start', async () => {
    const missing = loadTakeOver(document, { script: '/site-take-over.gone.js', startsWith: [] });
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(missing).rejects.toThrow('/site-take-over.gone.js could not be downloaded.');

    const empty = loadTakeOver(document, { script: '/site-take-over.empty.js', startsWith: [] });
    scripts()[1].dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('/site-take-over.empty.js gave no take-over.');
  });
});
