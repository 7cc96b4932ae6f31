import type { Catalogues } from '@schoolpage/words';

const en = {
  slider: 'Slider',
  sliderQuote: 'Slider quote',
  sliderImage: 'Slider image',
  sliderFocalPoint: 'Focal point of the slider image',
  addSlide: 'Add slide',
  slidePicture: 'Slide {number}',
  activityPicture: 'Activity {number}',
  gallery: 'Gallery',
  galleryImage: 'Gallery image',
  galleryCaption: 'Caption (optional; a picture uploaded with others is named from its file)',
  galleryFocalPoint: 'Focal point of the gallery image',
  uploadImage: 'Upload image',
  activities: 'Activities',
  activityName: 'Activity name',
  activityContent: 'Activity content',
  activityImage: 'Activity image (optional)',
  addActivity: 'Add activity',
} as const;

const hi: Record<keyof typeof en, string> = {
  slider: 'स्लाइडर',
  sliderQuote: 'स्लाइडर का उद्धरण',
  sliderImage: 'स्लाइडर का चित्र',
  sliderFocalPoint: 'स्लाइडर चित्र का फ़ोकल पॉइंट',
  addSlide: 'स्लाइड जोड़ें',
  slidePicture: 'स्लाइड {number}',
  activityPicture: 'गतिविधि {number}',
  gallery: 'गैलरी',
  galleryImage: 'गैलरी का चित्र',
  galleryCaption: 'कैप्शन (वैकल्पिक; दूसरों के साथ अपलोड किए गए चित्र का नाम उसकी फ़ाइल से लिया जाता है)',
  galleryFocalPoint: 'गैलरी चित्र का फ़ोकल पॉइंट',
  uploadImage: 'चित्र अपलोड करें',
  activities: 'गतिविधियाँ',
  activityName: 'गतिविधि का नाम',
  activityContent: 'गतिविधि का विवरण',
  activityImage: 'गतिविधि का चित्र (वैकल्पिक)',
  addActivity: 'गतिविधि जोड़ें',
};

/** The Visible page's sections: slider, gallery and activities (the configurations use the English words). */
export const visibleSectionWords = { en, hi } satisfies Catalogues;
