import {
  DASHBOARD_API,
  DASHBOARD_MESSAGES as M,
  LIST_SECTIONS,
  type GalleryImage,
  type SliderItem,
  type TextSection,
} from '@schoolpage/content-contract';
import { indexPath } from '../../api/dashboard-api-paths';
import { fileField, textField } from '../../sections/item-fields';
import type { ListSectionConfig } from '../../sections/list-section';
import { GalleryUpload } from './gallery-upload';
import { deleteFailedFor } from '../../sections/section-messages';
import { truncateWords } from '../../sections/truncate-words';

export const sliderSection: ListSectionConfig<SliderItem> = {
  section: LIST_SECTIONS.slider,
  title: 'Slider',
  fields: [
    { name: 'sliderQuote', label: 'Slider quote', kind: 'text', required: true },
    { name: 'sliderImage', label: 'Slider image', kind: 'file', upload: 'image', required: true },
    { name: 'focalPoint', label: 'Focal point of the slider image', kind: 'focalPoint', picture: 'sliderImage' },
  ],
  submitLabel: 'Add slide',
  add: { path: DASHBOARD_API.slider, encoding: 'multipart' },
  requiredMessage: M.sliderRequired,
  addFailed: M.genericFailed,
  load: { path: DASHBOARD_API.slider, keys: ['slider'] },
  remove: (index, item) => ({ path: indexPath(DASHBOARD_API.slider, index, item) }),
  deleteFailed: M.sliderImageDeleteFailed,
  preview: (item, index) => {
    const src = fileField(item, 'imageUrl');
    return {
      text: truncateWords(textField(item, 'sliderQuote')),
      fullText: textField(item, 'sliderQuote'),
      image: src ? { src, alt: `Slide ${index + 1}` } : undefined,
    };
  },
};

export const gallerySection: ListSectionConfig<GalleryImage> = {
  section: LIST_SECTIONS.gallery,
  title: 'Gallery',
  addMany: GalleryUpload,
  fields: [
    { name: 'galleryImage', label: 'Gallery image', kind: 'file', upload: 'image', required: true },
    { name: 'caption', label: 'Caption (optional)', kind: 'text' },
    { name: 'alt', label: 'Picture description for screen readers (optional)', kind: 'text' },
    { name: 'focalPoint', label: 'Focal point of the gallery image', kind: 'focalPoint', picture: 'galleryImage' },
  ],
  submitLabel: 'Upload image',
  add: { path: DASHBOARD_API.gallery, encoding: 'multipart' },
  requiredMessage: M.galleryRequired,
  addFailed: M.imageFailed,
  load: { path: DASHBOARD_API.gallery, keys: ['gallery'] },
  remove: (index, item) => ({ path: indexPath(DASHBOARD_API.gallery, index, item) }),
  deleteFailed: M.sliderImageDeleteFailed,
  preview: (item, index) => {
    const src = fileField(item, 'url') ?? fileField(item, 'imageUrl');
    const caption = textField(item, 'caption');
    return {
      title: caption || `Image ${index + 1}`,
      image: src ? { src, alt: textField(item, 'alt') || `Gallery image ${index + 1}` } : undefined,
    };
  },
};

export const activitySection: ListSectionConfig<TextSection> = {
  section: LIST_SECTIONS.activities,
  title: 'Activities',
  fields: [
    { name: 'activitieTitle', label: 'Activity name', kind: 'text', required: true },
    { name: 'activitieContent', label: 'Activity content', kind: 'textarea', required: true },
    { name: 'activitieImage', label: 'Activity image (optional)', kind: 'file', upload: 'image' },
  ],
  submitLabel: 'Add activity',
  add: { path: DASHBOARD_API.activity, encoding: 'multipart' },
  requiredMessage: M.activityRequired,
  addFailed: M.activityFailed,
  load: { path: DASHBOARD_API.activity, keys: ['activity', 'activities', 'activitie'] },
  remove: (index, item) => ({ path: indexPath(DASHBOARD_API.activity, index, item) }),
  deleteFailed: deleteFailedFor('Activity'),
  preview: (item, index) => {
    const src = fileField(item, 'imageUrl');
    const title = textField(item, 'title', 'activitieTitle');
    return {
      title,
      text: truncateWords(textField(item, 'content', 'activitieContent')),
      fullText: textField(item, 'content', 'activitieContent'),
      image: src ? { src, alt: `Activity ${index + 1}` } : undefined,
    };
  },
};
