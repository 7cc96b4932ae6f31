import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { SliderItem } from '@schoolpage/content-contract';
import { SlideCarousel } from './slide-carousel';

const SLIDES: SliderItem[] = [
  { id: 's1', sliderQuote: 'Learning without limits', imageUrl: { url: '/one.webp' } },
  { id: 's2', sliderQuote: 'Every child is known by name', imageUrl: { url: '/two.webp' } },
  { id: 's3', sliderQuote: 'A campus full of music', imageUrl: { url: '/three.webp' } },
];

const reduceMotion = (reduce: boolean) => {
  window.matchMedia = jest.fn(() => ({ matches: reduce })) as unknown as typeof window.matchMedia;
};

/** The quote of the slide that is shown (the others are hidden). */
const shownQuote = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hidden)
    .map((slide) => slide.textContent);

describe('SlideCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a named carousel whose slides carry their quotes as text', () => {
    reduceMotion(false);
    render(<SlideCarousel slides={SLIDES} label="Highlights" />);
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((s) => [s.getAttribute('aria-roledescription'), s.getAttribute('aria-label'), s.textContent])).toEqual([
      ['slide', '1 of 3', 'Learning without limits'],
      ['slide', '2 of 3', 'Every child is known by name'],
      ['slide', '3 of 3', 'A campus full of music'],
    ]);
    expect(shownQuote()).toEqual(['Learning without limits']);
  });

  it('moves on by itself, and stops when Pause slideshow is pressed', () => {
    reduceMotion(false);
    render(<SlideCarousel slides={SLIDES} label="Highlights" intervalMs={5000} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(shownQuote()).toEqual(['Every child is known by name']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(20000));
    expect(shownQuote()).toEqual(['Every child is known by name']);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });

  it('pauses while the pointer is on it', () => {
    reduceMotion(false);
    render(<SlideCarousel slides={SLIDES} label="Highlights" intervalMs={5000} />);
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => jest.advanceTimersByTime(12000));
    expect(shownQuote()).toEqual(['Learning without limits']);
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => jest.advanceTimersByTime(5000));
    expect(shownQuote()).toEqual(['Every child is known by name']);
  });

  it('never moves by itself for a visitor who prefers reduced motion, and announces the slides the visitor picks', () => {
    reduceMotion(true);
    render(<SlideCarousel slides={SLIDES} label="Highlights" />);
    act(() => jest.advanceTimersByTime(60000));
    expect(shownQuote()).toEqual(['Learning without limits']);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
    expect(document.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('goes to the previous and next slide by button and by arrow key, wrapping around', () => {
    reduceMotion(true);
    render(<SlideCarousel slides={SLIDES} label="Highlights" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownQuote()).toEqual(['A campus full of music']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownQuote()).toEqual(['Learning without limits']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next slide' }), { key: 'ArrowRight' });
    expect(shownQuote()).toEqual(['Every child is known by name']);
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowLeft' });
    expect(shownQuote()).toEqual(['Learning without limits']);
  });

  it('has no buttons for a single slide and nothing at all without slides', () => {
    const { unmount } = render(<SlideCarousel slides={SLIDES.slice(0, 1)} label="Highlights" />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(shownQuote()).toEqual(['Learning without limits']);
    unmount();
    const { container } = render(<SlideCarousel slides={[]} label="Highlights" />);
    expect(container.innerHTML).toBe('');
  });

  it('sends every quote in the server-rendered page, with a no-JavaScript style that lists every slide', () => {
    const html = renderToString(<SlideCarousel slides={SLIDES} label="Highlights" />);
    for (const slide of SLIDES) expect(html).toContain(slide.sliderQuote);
    expect(html).toContain('<noscript><style>');
    expect(html).toContain('Pause slideshow');
  });
});
