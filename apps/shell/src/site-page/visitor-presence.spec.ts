import { keepPressedButton, onVisitorPresence, PRESENCE_SIGNS } from './visitor-presence';

describe("the take-over waits for the visitor's first sign of presence (#45)", () => {
  it.each(PRESENCE_SIGNS)('starts once, at the first %s', (sign) => {
    const page = new EventTarget();
    const start = jest.fn();
    onVisitorPresence(page, start);
    expect(start).not.toHaveBeenCalled();
    page.dispatchEvent(new Event(sign));
    page.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not start on what a page does by itself', () => {
    const start = jest.fn();
    onVisitorPresence(document, start);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    window.dispatchEvent(new Event('load'));
    document.body.append(document.createElement('img'));
    expect(start).not.toHaveBeenCalled();
  });
});

describe('a button pressed before the take-over', () => {
  beforeEach(() => {
    document.body.innerHTML = '<header><button type="button" aria-expanded="false"><span>Menu</span></button></header><form><button>Send</button></form>';
  });

  it('is the last one pressed, pressed anywhere inside it', () => {
    const pressed = keepPressedButton(document);
    expect(pressed()).toBeUndefined();
    document.querySelector('span')?.click();
    expect(pressed()).toBe(document.querySelector('button[type="button"]'));
  });

  it('is not one that sends a form (that works without script)', () => {
    const pressed = keepPressedButton(document);
    document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    document.querySelector<HTMLButtonElement>('form button')?.click();
    expect(pressed()).toBeUndefined();
  });
});
