import { useEffect, useRef, useState, type ReactNode } from 'react';
import { canAnimate } from './can-animate';
import styles from './reveal.module.css';

/**
 * Fades and lifts its content into view the first time it is scrolled to. The duration comes from the
 * `--site-reveal-duration` custom property (800 ms by default; a template page may set 1000 ms).
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => !canAnimate());

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
