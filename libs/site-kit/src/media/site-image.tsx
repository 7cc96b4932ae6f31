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
}

/** A content picture: lazy-loaded, sized, described. */
export function SiteImage({ src, alt, width, height, className, priority = false }: SiteImageProps) {
  return (
    <img
      src={src}
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
