import { DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { fileNameOf, pictureOf } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { deleteFailedFor } from '../../sections/section-messages';
import { PICTURE_TEXT_LABELS } from '../../sections/section-fields';
import { truncateWords } from '../../sections/truncate-words';
import { GalleryUpload } from './gallery-upload';

export const sliderSection = listSectionConfig('slider', {
  title: 'Slider',
  labels: { sliderQuote: 'Slider quote', sliderImage: 'Slider image', focalPoint: 'Focal point of the slider image' },
  submitLabel: 'Add slide',
  addFailed: M.genericFailed,
  deleteFailed: M.sliderImageDeleteFailed,
  preview: (item, index) => ({
    text: truncateWords(item.sliderQuote),
    fullText: item.sliderQuote,
    image: pictureOf(item.imageUrl, `Slide ${index + 1}`),
  }),
});

export const gallerySection = listSectionConfig('gallery', {
  title: 'Gallery',
  addMany: GalleryUpload,
  labels: {
    galleryImage: 'Gallery image',
    caption: { label: 'Caption (optional; a picture uploaded with others is named from its file)', placeholder: 'Shown under the picture' },
    altText: PICTURE_TEXT_LABELS.altText,
    focalPoint: 'Focal point of the gallery image',
  },
  submitLabel: 'Upload image',
  addFailed: M.imageFailed,
  deleteFailed: M.sliderImageDeleteFailed,
  // Named by its caption, else its file: never by its place, which changes as pictures come and go.
  preview: (item) => ({
    title: item.caption?.trim() || fileNameOf(item.url),
    image: pictureOf(item, item.caption?.trim() || ''),
  }),
});

export const activitySection = listSectionConfig('activities', {
  title: 'Activities',
  labels: { activitieTitle: 'Activity name', activitieContent: 'Activity content', activitieImage: 'Activity image (optional)' },
  submitLabel: 'Add activity',
  addFailed: M.activityFailed,
  deleteFailed: deleteFailedFor('Activity'),
  preview: (item, index) => ({
    title: item.title,
    text: truncateWords(item.content),
    fullText: item.content,
    image: pictureOf(item.imageUrl, `Activity ${index + 1}`),
  }),
});
