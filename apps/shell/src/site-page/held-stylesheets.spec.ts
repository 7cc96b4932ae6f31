import { holdTemplateStylesheets } from './held-stylesheets';

function linkChunkStylesheet(attributes: Record<string, string> = { 'data-rspack': 'template_nbl:chunk-106' }): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/templates/nbl/106.css';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
  return link;
}

/** MutationObserver's records arrive in a microtask. */
const observed = () => Promise.resolve();

describe("the template's whole stylesheets wait for the visitor's first action (#45)", () => {
  let release: () => void;
  beforeEach(() => {
    document.head.innerHTML = '';
    release = holdTemplateStylesheets(document);
  });
  afterEach(() => release());

  it('holds a chunk stylesheet the runtime links (it loads, but does not apply)', async () => {
    const link = linkChunkStylesheet();
    await observed();
    expect(link.media).toBe('not all');
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'])('lets them apply at the first %s', async (action) => {
    const link = linkChunkStylesheet();
    await observed();
    document.body.dispatchEvent(new Event(action, { bubbles: true }));
    expect(link.hasAttribute('media')).toBe(false);
    const later = linkChunkStylesheet();
    await observed();
    expect(later.hasAttribute('media')).toBe(false);
  });

  it('leaves alone stylesheets that are not a chunk’s, and a chunk’s with a media of its own', async () => {
    const own = linkChunkStylesheet({});
    const printed = linkChunkStylesheet({ 'data-rspack': 'template_nbl:chunk-117', media: 'print' });
    await observed();
    expect(own.hasAttribute('media')).toBe(false);
    expect(printed.media).toBe('print');
  });
});
