import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { OPENS_IN_PAGE_ATTRIBUTE, type GalleryImage } from '@schoolpage/content-contract';
import { PictureFigure } from '../media/picture-figure';
import { SiteImage } from '../media/site-image';
import styles from './photo-gallery.module.css';
import { itemField, useSiteWords } from '../words/site-words';

interface PhotoGalleryProps {
  images: readonly GalleryImage[];
  organizationName: string;
}

/** The viewer's code arrives with the first photo a visitor opens: a page that is only looked at never loads it. */
const GalleryLightbox = lazy(() => import('./gallery-lightbox').then((module) => ({ default: module.GalleryLightbox })));

/** How wide a tile is shown: 2 columns on a phone, 3 on a tablet, 4 from 900 px (the section is at most 72rem wide). */
const TILE_SIZES = '(min-width: 1184px) 282px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';

/**
 * A grid of photo tiles (cropped to one shape around their focal point, or their centre), each a link to the whole picture described
 * by its alt text (else by its place in the gallery) and, when it has one, a `<figure>` with its caption; with
 * JavaScript a tile opens the picture in the GalleryLightbox instead (from the first tap: OPENS_IN_PAGE_ATTRIBUTE), and
 * closing it returns focus to that tile.
 */
export function PhotoGallery({ images, organizationName }: PhotoGalleryProps) {
  const [shown, setShown] = useState<number | null>(null);
  const opener = useRef<number>(0);
  const tiles = useRef<(HTMLAnchorElement | null)[]>([]);
  const { t, fieldLanguage } = useSiteWords();
  const altOf = (image: GalleryImage, index: number) =>
    image.altText?.trim() || t('galleryPhotoOf', { school: organizationName, index: index + 1, count: images.length });
  // A caption or alt text the school has not translated keeps its own language (the made-up alt is the page's).
  const field = (image: GalleryImage, index: number, key: 'caption' | 'altText') =>
    key === 'altText' && !image.altText?.trim() ? {} : fieldLanguage(itemField('gallery', image, index, key));

  function open(event: MouseEvent, index: number) {
    // A new tab or window (Ctrl, Cmd, Shift, middle button) gets the picture itself.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = index;
    setShown(index);
  }

  function close() {
    setShown(null);
    tiles.current[opener.current]?.focus();
  }

  return (
    <>
      <ul className={styles.grid}>
        {images.map((image, index) => (
          <li key={image.id ?? index} className={styles.item}>
            <PictureFigure caption={image.caption} captionLanguage={field(image, index, 'caption')}>
            <a
              ref={(tile) => {
                tiles.current[index] = tile;
              }}
              className={styles.tile}
              href={image.url}
              onClick={(event) => open(event, index)}
              // Tapped before the site's script takes the page over, the tile opens the viewer then, not the file.
              {...{ [OPENS_IN_PAGE_ATTRIBUTE]: '' }}
            >
              <SiteImage
                className={styles.picture}
                src={image.url}
                alt={altOf(image, index)}
                altLanguage={field(image, index, 'altText')}
                width={640}
                height={420}
                sizes={TILE_SIZES}
                focalPoint={image.focalPoint}
              />
            </a>
            </PictureFigure>
          </li>
        ))}
      </ul>
      {shown !== null && shown < images.length ? (
        <Suspense fallback={null}>
          <GalleryLightbox images={images} index={shown} altOf={altOf} languageOf={field} onIndex={setShown} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
