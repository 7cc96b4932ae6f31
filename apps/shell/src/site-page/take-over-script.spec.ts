import { loadTakeOver, TAKE_OVER_GLOBAL, TAKE_OVER_SCRIPT_ATTRIBUTE, takeOverScriptOf, type TakeOver } from './take-over-script';

describe("the page's entry finds the take-over's script (#45)", () => {
  it('in its own script tag', () => {
    const entry = document.createElement('script');
    entry.setAttribute(TAKE_OVER_SCRIPT_ATTRIBUTE, '/site-take-over.1a2b3c4d.js');
    expect(takeOverScriptOf(entry)).toBe('/site-take-over.1a2b3c4d.js');
  });

  it('nowhere when its script tag names none, or there is no script tag', () => {
    expect(takeOverScriptOf(document.createElement('script'))).toBeUndefined();
    expect(takeOverScriptOf(null)).toBeUndefined();
  });
});

describe("the take-over's script", () => {
  const added = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')].map((script) => script.getAttribute('src'));

  beforeEach(() => {
    document.head.innerHTML = '';
    Reflect.deleteProperty(window, TAKE_OVER_GLOBAL);
  });

  it('is downloaded when asked for, and gives the start it leaves once it has run', async () => {
    const start: TakeOver = jest.fn(() => Promise.resolve());
    const loading = loadTakeOver(document, '/site-take-over.1a2b3c4d.js');
    expect(added()).toEqual(['/site-take-over.1a2b3c4d.js']);
    Object.assign(window, { [TAKE_OVER_GLOBAL]: start });
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(start);
  });

  it('fails clearly when it cannot be downloaded, or leaves no start', async () => {
    const missing = loadTakeOver(document, '/site-take-over.gone.js');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(missing).rejects.toThrow('/site-take-over.gone.js could not be downloaded.');

    const empty = loadTakeOver(document, '/site-take-over.empty.js');
    document.head.querySelectorAll('script')[1]?.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('/site-take-over.empty.js gave no take-over.');
  });
});
