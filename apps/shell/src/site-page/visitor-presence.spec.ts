import { OPENS_IN_PAGE_ATTRIBUTE } from '@schoolpage/content-contract';
import { KEEP_PRESS_MS, keepPressedButton, onVisitorPresence, PRESENCE_SIGNS, PRESS_AGAIN_MS } from './visitor-presence';

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

describe('a press before the site answers it', () => {
  /** The site's script as React is: it stops a press on its way to a part of the page it has not hydrated yet. */
  let hydrated: boolean;
  /** Whether the site's script is there at all (before the take-over nothing listens, nothing stops a press). */
  let listening: boolean;
  let answered: string[];
  /** The page of each test (the body outlives them). */
  let page: HTMLElement;

  beforeEach(() => {
    jest.useFakeTimers();
    hydrated = false;
    listening = true;
    answered = [];
    page = document.createElement('div');
    document.body.replaceChildren(page);
    page.innerHTML = `<div id="root"><header><button type="button" aria-expanded="false"><span>Menu</span></button></header>
      <a href="/api/files/photo.jpg" ${OPENS_IN_PAGE_ATTRIBUTE}>Photo</a><a href="/s/hill/about">About</a>
      <form><button>Send</button></form></div>`;
    const root = document.getElementById('root') as HTMLElement;
    root.addEventListener('click', (event) => (!listening || hydrated ? undefined : event.stopPropagation()), true);
    root.addEventListener('click', (event) => listening && answered.push((event.target as Element).closest('button, a')?.textContent ?? ''));
  });

  afterEach(() => jest.useRealTimers());

  const press = (selector: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.querySelector(selector)?.dispatchEvent(event);
    jest.advanceTimersByTime(0);
    return event;
  };

  it('is pressed again once the site answers, pressed anywhere inside the button, and answered once', () => {
    const answerPresses = keepPressedButton(page);
    press('span');
    hydrated = true;
    answerPresses();
    jest.advanceTimersByTime(PRESS_AGAIN_MS * 5);
    expect(answered).toEqual(['Menu']);
  });

  it('is pressed again until the part of the page it is on answers it (its code still downloading)', () => {
    const answerPresses = keepPressedButton(page);
    press('header button');
    answerPresses();
    jest.advanceTimersByTime(PRESS_AGAIN_MS * 3);
    expect(answered).toEqual([]);
    hydrated = true;
    jest.advanceTimersByTime(PRESS_AGAIN_MS);
    jest.advanceTimersByTime(PRESS_AGAIN_MS * 5);
    expect(answered).toEqual(['Menu']);
  });

  it('made after the take-over on a part not hydrated yet, is pressed again too; one the site answers is not', () => {
    const answerPresses = keepPressedButton(page);
    answerPresses();
    press('header button');
    hydrated = true;
    jest.advanceTimersByTime(PRESS_AGAIN_MS);
    press('header button');
    jest.advanceTimersByTime(PRESS_AGAIN_MS * 5);
    expect(answered).toEqual(['Menu', 'Menu']);
  });

  it('made as the take-over starts (before the press is over), is pressed again: no one listened when it was made', () => {
    const answerPresses = keepPressedButton(page);
    listening = false;
    document.querySelector('header button')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    listening = true;
    hydrated = true;
    answerPresses();
    jest.advanceTimersByTime(PRESS_AGAIN_MS * 5);
    expect(answered).toEqual(['Menu']);
  });

  it('is let go when the site never answers it', () => {
    const answerPresses = keepPressedButton(page);
    press('header button');
    answerPresses();
    jest.advanceTimersByTime(KEEP_PRESS_MS + PRESS_AGAIN_MS);
    hydrated = true;
    jest.advanceTimersByTime(PRESS_AGAIN_MS * 5);
    expect(answered).toEqual([]);
  });

  it('on a link the site opens in the page is not followed but pressed again; a press for a new tab is the browser\'s', () => {
    const answerPresses = keepPressedButton(page);
    expect(press(`a[${OPENS_IN_PAGE_ATTRIBUTE}]`).defaultPrevented).toBe(true);
    expect(press(`a[${OPENS_IN_PAGE_ATTRIBUTE}]`, { ctrlKey: true }).defaultPrevented).toBe(false);
    hydrated = true;
    answerPresses();
    expect(answered).toEqual(['Photo']);
  });

  it('is not one on a link to another page or one that sends a form (they work without script)', () => {
    const answerPresses = keepPressedButton(page);
    document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    expect(press('a[href="/s/hill/about"]').defaultPrevented).toBe(false);
    press('form button');
    hydrated = true;
    answerPresses();
    jest.advanceTimersByTime(PRESS_AGAIN_MS * 5);
    expect(answered).toEqual([]);
  });
});
