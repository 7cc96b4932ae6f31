import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { GalleryImage } from '@schoolpage/content-contract';
import { VisuallyHidden } from '@schoolpage/ui/visually-hidden';
import { SiteImage } from '../media/site-image';
import { useSwipe } from './use-swipe';
import { useSiteWords, type FieldLanguage } from '../words/site-words';
import styles from './gallery-lightbox.module.css';

interface GalleryLightboxProps {
  images: readonly GalleryImage[];
  /** The picture shown. */
  index: number;
  /** The description of a picture (its alt text). */
  altOf: (image: GalleryImage, index: number) => string;
  /** The `lang` (and `dir`) of a picture's caption or alt text shown untranslated (nothing otherwise). */
  languageOf: (image: GalleryImage, index: number, key: 'caption' | 'altText') => FieldLanguage;
  onIndex: (index: number) => void;
  /** Called once the viewer has closed (Esc, the Close button). */
  onClose: () => void;
}

/**
 * One gallery picture at a time, whole (a portrait photo is not cropped), over the page: a modal
 * `<dialog>` with Previous, Next and Close, the arrow keys, Esc and swipes; its caption and description
 * are shown under it.
 */
export function GalleryLightbox({ images, index, altOf, languageOf, onIndex, onClose }: GalleryLightboxProps) {
  const { t } = useSiteWords();
  const dialog = useRef<HTMLDialogElement>(null);
  const count = images.length;
  const go = (step: 1 | -1) => onIndex((index + step + count) % count);
  const swipe = useSwipe(go);

  useEffect(() => {
    const viewer = dialog.current;
    if (!viewer || viewer.open) return;
    if (typeof viewer.showModal === 'function') viewer.showModal();
    else viewer.setAttribute('open', '');
  }, []);

  /** Closes the viewer; the dialog's close event tells `onClose` (where dialogs are not native, it is told at once). */
  function close() {
    const viewer = dialog.current;
    if (viewer && typeof viewer.close === 'function') viewer.close();
    else onClose();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowRight' && count > 1) go(1);
    else if (event.key === 'ArrowLeft' && count > 1) go(-1);
    else return;
    event.preventDefault();
  }

  const image = images[index];
  const alt = altOf(image, index);
  const caption = image.caption?.trim();
  const altLanguage = languageOf(image, index, 'altText');
  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={t('photoOf', { index: index + 1, count })}
      onKeyDown={onKeyDown}
      onClose={onClose}
      {...swipe}
    >
      <figure className={styles.figure}>
        <SiteImage key={image.url} className={styles.photo} src={image.url} alt={alt} altLanguage={altLanguage} width={1600} height={1200} sizes="100vw" priority />
        <figcaption className={styles.caption}>
          {caption ? (
            <span className={styles.captionText} {...languageOf(image, index, 'caption')}>
              {caption}
            </span>
          ) : null}
          {alt !== caption ? <span {...altLanguage}>{alt}</span> : null}
          <span className={styles.position}>
            {t('slideOf', { index: index + 1, count })}
          </span>
        </figcaption>
      </figure>
      <div className={styles.controls}>
        {count > 1 ? (
          <button type="button" className={styles.button} onClick={() => go(-1)}>
            <span aria-hidden="true">‹ </span>
            {t('previousPhoto')}
            <VisuallyHidden>{t('photoHidden')}</VisuallyHidden>
          </button>
        ) : null}
        <button type="button" className={styles.button} onClick={close}>
          {t('close')}
        </button>
        {count > 1 ? (
          <button type="button" className={styles.button} onClick={() => go(1)}>
            {t('nextPhoto')}
            <VisuallyHidden>{t('photoHidden')}</VisuallyHidden>
            <span aria-hidden="true"> ›</span>
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
