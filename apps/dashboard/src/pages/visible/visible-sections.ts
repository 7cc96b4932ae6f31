import { DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { fileNameOf, pictureOf } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { deleteFailedFor } from '../../sections/section-messages';
import { PICTURE_TEXT_LABELS } from '../../sections/section-fields';
import { truncateWords } from '../../sections/truncate-words';
import { GalleryUpload } from './gallery-upload';
import { makeWords, type Words } from '@schoolpage/words';
import { visibleSectionWords } from './visible-sections.words';

type VisibleSectionWords = Words<keyof typeof visibleSectionWords.en>;

/** The Visible screen's sections in `words`' language. */
export function visibleSections(words: VisibleSectionWords) {
  return {

sliderSection: listSectionConfig('slider', {
  title: words.t('slider'),
  labels: { sliderQuote: words.t('sliderQuote'), sliderImage: words.t('sliderImage'), focalPoint: words.t('sliderFocalPoint') },
  submitLabel: words.t('addSlide'),
  addFailed: M.genericFailed,
  deleteFailed: M.sliderImageDeleteFailed,
  preview: (item, index) => ({
    text: truncateWords(item.sliderQuote),
    fullText: item.sliderQuote,
    image: pictureOf(item.imageUrl, words.t('slidePicture', { number: index + 1 })),
  }),
}),

gallerySection: listSectionConfig('gallery', {
  title: words.t('gallery'),
  addMany: GalleryUpload,
  labels: {
    galleryImage: words.t('galleryImage'),
    caption: { label: words.t('galleryCaption'), placeholder: PICTURE_TEXT_LABELS.caption.placeholder },
    altText: PICTURE_TEXT_LABELS.altText,
    focalPoint: words.t('galleryFocalPoint'),
  },
  submitLabel: words.t('uploadImage'),
  addFailed: M.imageFailed,
  deleteFailed: M.sliderImageDeleteFailed,
  // Named by its caption, else its file: never by its place, which changes as pictures come and go.
  preview: (item) => ({
    title: item.caption?.trim() || fileNameOf(item.url),
    image: pictureOf(item, item.caption?.trim() || ''),
  }),
}),

activitySection: listSectionConfig('activities', {
  title: words.t('activities'),
  labels: { activitieTitle: words.t('activityName'), activitieContent: words.t('activityContent'), activitieImage: words.t('activityImage') },
  submitLabel: words.t('addActivity'),
  addFailed: M.activityFailed,
  deleteFailed: deleteFailedFor('Activity'),
  preview: (item, index) => ({
    title: item.title,
    text: truncateWords(item.content),
    fullText: item.content,
    image: pictureOf(item.imageUrl, words.t('activityPicture', { number: index + 1 })),
  }),
})
  };
}

/** The sections in English (the spec's words). */
export const { sliderSection, gallerySection, activitySection } = visibleSections(makeWords('en', visibleSectionWords));
