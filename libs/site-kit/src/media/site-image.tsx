import { pictureSources, type FocalPoint } from '@schoolpage/content-contract';
import { objectPositionOf } from './focal-point';
import type { FieldLanguage } from '../words/site-words';
import styles from './site-image.module.css';

interface SiteImageProps {
  src: string;
  alt: string;
  /** The alt text's `lang` (and `dir`) when it shows untranslated (see useSiteWords' fieldLanguage). */
  altLanguage?: FieldLanguage;
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
  /** The spot kept in view when the picture is cropped (`object-position`); the centre when not given. */
  focalPoint?: FocalPoint;
  /**
   * Shown at exactly `width` x `height` CSS pixels (a logo, an icon): `sizes` is that width and the
   * picture keeps its own box instead of filling its container.
   */
  fixed?: boolean;
  /** Loads at once without being the page's first picture (a logo in the header). */
  eager?: boolean;
}

/**
 * A content picture: lazy-loaded, sized, described, in the width the screen needs. A school's stored
 * picture is a `<picture>` offering AVIF and WebP in every width, with the picture's own format as the
 * `<img>` fallback; a built-in picture is a plain `<img>`.
 */
export function SiteImage({ src, alt, altLanguage, width, height, className, priority = false, sizes = '100vw', focalPoint, fixed = false, eager = false }: SiteImageProps) {
  const offered = pictureSources(src);
  const shownAt = fixed ? `${width}px` : sizes;
  const image = (
    <img
      src={src}
      srcSet={offered?.fallbackSrcSet}
      sizes={offered ? shownAt : undefined}
      alt={alt}
      {...altLanguage}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={[fixed ? '' : styles.image, className ?? ''].filter(Boolean).join(' ')}
      style={focalPoint ? { objectPosition: objectPositionOf(focalPoint) } : undefined}
    />
  );
  if (!offered) return image;
  return (
    <picture className={styles.picture}>
      {offered.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={shownAt} />
      ))}
      {image}
    </picture>
  );
}
