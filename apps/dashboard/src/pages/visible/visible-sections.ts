import { DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { fileNameOf, pictureOf } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { deleteFailedFor } from '../../sections/section-messages';
import { PICTURE_TEXT_LABELS } from '../../sections/section-fields';
import { truncateWords } from '../../sections/truncate-words';
import { GalleryUpload } from './gallery-upload';
import { visibleSectionWords } from './visible-sections.words';

/** The sections' English words (shown in the reader's language through SectionTexts). */
const W = visibleSectionWords.en;

export const sliderSection = listSectionConfig('slider', {
  title: W.slider,
  labels: { sliderQuote: W.sliderQuote, sliderImage: W.sliderImage, focalPoint: W.sliderFocalPoint },
  submitLabel: W.addSlide,
  addFailed: M.genericFailed,
  deleteFailed: M.sliderImageDeleteFailed,
  preview: (item, index) => ({
    text: truncateWords(item.sliderQuote),
    fullText: item.sliderQuote,
    image: pictureOf(item.imageUrl, `Slide ${index + 1}`),
  }),
});

export const gallerySection = listSectionConfig('gallery', {
  title: W.gallery,
  addMany: GalleryUpload,
  labels: {
    galleryImage: W.galleryImage,
    caption: { label: W.galleryCaption, placeholder: PICTURE_TEXT_LABELS.caption.placeholder },
    altText: PICTURE_TEXT_LABELS.altText,
    focalPoint: W.galleryFocalPoint,
  },
  submitLabel: W.uploadImage,
  addFailed: M.imageFailed,
  deleteFailed: M.sliderImageDeleteFailed,
  // Named by its caption, else its file: never by its place, which changes as pictures come and go.
  preview: (item) => ({
    title: item.caption?.trim() || fileNameOf(item.url),
    image: pictureOf(item, item.caption?.trim() || ''),
  }),
});

export const activitySection = listSectionConfig('activities', {
  title: W.activities,
  labels: { activitieTitle: W.activityName, activitieContent: W.activityContent, activitieImage: W.activityImage },
  submitLabel: W.addActivity,
  addFailed: M.activityFailed,
  deleteFailed: deleteFailedFor('Activity'),
  preview: (item, index) => ({
    title: item.title,
    text: truncateWords(item.content),
    fullText: item.content,
    image: pictureOf(item.imageUrl, `Activity ${index + 1}`),
  }),
});
