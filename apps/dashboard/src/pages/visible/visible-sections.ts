import { DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { pictureOf } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { deleteFailedFor } from '../../sections/section-messages';
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
    caption: 'Caption (optional)',
    alt: 'Picture description for screen readers (optional)',
    focalPoint: 'Focal point of the gallery image',
  },
  submitLabel: 'Upload image',
  addFailed: M.imageFailed,
  deleteFailed: M.sliderImageDeleteFailed,
  preview: (item, index) => ({
    title: item.caption || `Image ${index + 1}`,
    image: pictureOf(item, item.alt || `Gallery image ${index + 1}`),
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
