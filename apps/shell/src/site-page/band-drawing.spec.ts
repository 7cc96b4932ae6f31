import { BANDS_ATTRIBUTE } from '@schoolpage/content-contract';
import { bandDrawing } from './band-drawing';

describe("the page's bands below its first screen are drawn after its first paint, one a step (#45)", () => {
  beforeEach(() => {
    document.documentElement.setAttribute(BANDS_ATTRIBUTE, 'after-paint');
    document.body.innerHTML = '<section id="a" style="color: red"></section><section id="b"></section><div id="c"></div>';
  });
  afterEach(() => document.documentElement.removeAttribute(BANDS_ATTRIBUTE));

  const band = (id: string) => document.getElementById(id) as HTMLElement;
  const asTheServerSentThem = () => {
    expect(document.documentElement.hasAttribute(BANDS_ATTRIBUTE)).toBe(false);
    expect(band('a').getAttribute('style')).toBe('color: red;');
    expect(band('b').hasAttribute('style')).toBe(false);
    expect(band('c').hasAttribute('style')).toBe(false);
  };

  it('draws one band a step, in order, then every band as usual, leaving the page as the server sent it', () => {
    const { steps } = bandDrawing(document);
    expect(steps).toHaveLength(3);
    steps[0]();
    expect(band('a').style.contentVisibility).toBe('visible');
    expect(band('b').style.contentVisibility).toBe('');
    steps[1]();
    expect(band('b').style.contentVisibility).toBe('visible');
    expect(document.documentElement.hasAttribute(BANDS_ATTRIBUTE)).toBe(true);
    steps[2]();
    asTheServerSentThem();
  });

  it('draws every band at once when the visitor acts, and the steps left then do nothing', () => {
    const { steps, drawAll } = bandDrawing(document);
    steps[0]();
    drawAll();
    asTheServerSentThem();
    for (const step of steps.slice(1)) step();
    asTheServerSentThem();
  });

  it('has nothing to do on a page drawn whole', () => {
    document.documentElement.removeAttribute(BANDS_ATTRIBUTE);
    const { steps, drawAll } = bandDrawing(document);
    expect(steps).toEqual([]);
    drawAll();
    expect(band('a').getAttribute('style')).toBe('color: red');
  });
});
