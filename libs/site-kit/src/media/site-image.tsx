import { pictureSrcSet } from '@schoolpage/content-contract';
import styles from './site-image.module.css';

interface SiteImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the space before the picture arrives, so nothing jumps. */
  width: number;
  height: number;
  className?: string;
  /** The first picture a visitor sees loads at once; every other one waits until it is near the screen. */
  priority?: boolean;
  /**
   * How wide the picture is shown (`sizes`), so the browser picks the smallest offered width that fills
   * it (a school's stored pictures come in PICTURE_WIDTHS); the whole screen width when not given.
   */
  sizes?: string;
}

/** A content picture: lazy-loaded, sized, described, in the width the screen needs. */
export function SiteImage({ src, alt, width, height, className, priority = false, sizes = '100vw' }: SiteImageProps) {
  const srcSet = pictureSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={[styles.image, className ?? ''].filter(Boolean).join(' ')}
    />
  );
}
