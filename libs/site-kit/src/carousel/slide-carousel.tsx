import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { altTextOf, type SliderItem } from '@schoolpage/content-contract';
import { PictureFigure } from '../media/picture-figure';
import { SiteImage } from '../media/site-image';
import { prefersReducedMotion } from './reduced-motion';
import { itemField, useSiteWords } from '../words/site-words';
import styles from './slide-carousel.module.css';

interface SlideCarouselProps {
  slides: readonly SliderItem[];
  /** The carousel's name for screen readers, e.g. "Highlights". */
  label: string;
  /** Time each slide stays before the next, while playing. */
  intervalMs?: number;
}

/**
 * The school's slides, one at a time, each picture with its quote as text (WAI-ARIA carousel pattern).
 * It moves on by itself unless the visitor prefers reduced motion, pauses while the pointer or keyboard
 * focus is on it, and has a Pause/Play button, Previous and Next buttons and the arrow keys. Without
 * JavaScript every slide is listed.
 */
export function SlideCarousel({ slides, label, intervalMs = 6000 }: SlideCarouselProps) {
  const count = slides.length;
  const { t, fieldLanguage } = useSiteWords();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(count > 1);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const slidesId = useId();

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  const moving = playing && !held.pointer && !held.focus && count > 1;
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [moving, count, intervalMs]);

  if (count === 0) return null;
  const go = (step: number) => setCurrent((index) => (index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      {/* Without JavaScript the buttons cannot work, so every slide is shown instead. */}
      <noscript>
        <style>{`.${styles.slide}[hidden]{display:grid}.${styles.controls},.${styles.position}{display:none}`}</style>
      </noscript>
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.button} onClick={() => setPlaying((p) => !p)} aria-controls={slidesId}>
            {playing ? t('pauseSlideshow') : t('playSlideshow')}
          </button>
          <span className={styles.arrows}>
            <button type="button" className={styles.button} onClick={() => go(-1)} aria-controls={slidesId}>
              <span aria-hidden="true">‹ </span>
              {t('previousSlide')}
            </button>
            <button type="button" className={styles.button} onClick={() => go(1)} aria-controls={slidesId}>
              {t('nextSlide')}
              <span aria-hidden="true"> ›</span>
            </button>
          </span>
        </div>
      ) : null}
      <div id={slidesId} className={styles.slides} aria-live={moving ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.id ?? index}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideOf', { index: index + 1, count })}
            hidden={index !== current}
          >
            <PictureFigure caption={slide.caption} className={styles.figure}>
              <SiteImage
                className={styles.picture}
                src={slide.imageUrl.url}
                alt={altTextOf(slide)}
                width={1600}
                height={900}
                sizes="100vw"
                focalPoint={slide.focalPoint}
                priority={index === 0}
              />
            </PictureFigure>
            <p className={styles.quote} {...fieldLanguage(itemField('slider', slide, index, 'sliderQuote'))}>
              {slide.sliderQuote}
            </p>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <p className={styles.position} aria-hidden="true">
          {current + 1} / {count}
        </p>
      ) : null}
    </section>
  );
}
