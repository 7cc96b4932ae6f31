import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { canAnimate } from './can-animate';
import styles from './reveal.module.css';

/** Whether sections fade in when first scrolled to: a picture of a section (the dashboard's preview) shows it at once. */
export const ScrollReveal = createContext(true);

/**
 * Fades and lifts its content into view the first time it is scrolled to. The duration comes from the
 * `--site-reveal-duration` custom property (800 ms by default; a template page may set 1000 ms).
 *
 * The page the server sends shows everything (it must read well without JavaScript, and the browser's
 * first render must match it); once the page runs, only what is still below the screen is hidden, to
 * fade in when it is reached.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(true);
  const reveals = useContext(ScrollReveal);

  useEffect(() => {
    const element = ref.current;
    if (!reveals || !element || !canAnimate() || element.getBoundingClientRect().top < window.innerHeight) return;
    setShown(false);
  }, [reveals]);

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  const classes = [styles.reveal, shown ? styles.shown : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div ref={ref} className={classes}>
      {children}
    </div>
  );
}
