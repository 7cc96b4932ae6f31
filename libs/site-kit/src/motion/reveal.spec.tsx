import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Reveal, ScrollReveal } from './reveal';

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('Reveal', () => {
  const original = { io: window.IntersectionObserver, matchMedia: window.matchMedia };
  let callback: ObserverCallback | undefined;
  const disconnect = jest.fn();

  beforeEach(() => {
    callback = undefined;
    disconnect.mockClear();
    window.IntersectionObserver = jest.fn((cb: ObserverCallback) => {
      callback = cb;
      return { observe: jest.fn(), disconnect };
    }) as unknown as typeof IntersectionObserver;
  });

  afterEach(() => {
    window.IntersectionObserver = original.io;
    window.matchMedia = original.matchMedia;
  });

  const reduceMotion = (reduce: boolean) => {
    window.matchMedia = jest.fn(() => ({ matches: reduce })) as unknown as typeof window.matchMedia;
  };

  const placeAt = (top: number) =>
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);

  afterEach(() => jest.restoreAllMocks());

  it('is shown in the page the server sends (readable without JavaScript)', () => {
    reduceMotion(false);
    expect(renderToString(<Reveal>section text</Reveal>)).toBe('<div class="reveal shown">section text</div>');
  });

  it('keeps what is already on the screen shown', () => {
    reduceMotion(false);
    placeAt(100);
    render(<Reveal>first screen</Reveal>);
    expect(screen.getByText('first screen').className).toBe('reveal shown');
    expect(window.IntersectionObserver).not.toHaveBeenCalled();
  });

  it('keeps a section shown below the screen where scroll reveals are off (a preview of it)', () => {
    reduceMotion(false);
    placeAt(window.innerHeight + 400);
    render(
      <ScrollReveal.Provider value={false}>
        <Reveal>previewed text</Reveal>
      </ScrollReveal.Provider>,
    );
    expect(screen.getByText('previewed text').className).toBe('reveal shown');
    expect(window.IntersectionObserver).not.toHaveBeenCalled();
  });

  it('hides what is below the screen until scrolled into view, then shows and stops observing', () => {
    reduceMotion(false);
    placeAt(window.innerHeight + 400);
    render(<Reveal>section text</Reveal>);
    const wrapper = screen.getByText('section text');
    expect(wrapper.className).toBe('reveal');
    act(() => callback?.([{ isIntersecting: false }]));
    expect(wrapper.className).toBe('reveal');
    act(() => callback?.([{ isIntersecting: true }]));
    expect(wrapper.className).toBe('reveal shown');
    expect(disconnect).toHaveBeenCalled();
  });

  it('shows at once, without observing, for visitors who prefer reduced motion', () => {
    reduceMotion(true);
    render(<Reveal>calm text</Reveal>);
    expect(screen.getByText('calm text').className).toBe('reveal shown');
    expect(window.IntersectionObserver).not.toHaveBeenCalled();
  });
});
