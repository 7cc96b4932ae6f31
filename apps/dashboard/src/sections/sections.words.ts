import type { Catalogues } from '@schoolpage/words';

const en = {
  loading: 'Loading...',
  saving: 'Saving...',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  deleteItem: 'Delete {name}',
  remove: 'Remove',
  removing: 'Removing...',
  removePicture: 'Remove {name}',
  savedPictures: 'Saved pictures',
  moveUp: 'Move up',
  moveDown: 'Move down',
  dragToReorder: 'Drag to reorder',
  showMore: 'Show more',
  showLess: 'Show less',
  selectField: 'Select {field}',
  needsAltText: 'No alt text yet: choose Edit to describe this picture.',
  preview: 'Preview',
  previewOf: 'Preview: {title}',
  howItLooks: 'How it will look on your site',
  lookNotLoaded: "Your template's look could not be loaded, so this preview is plain.",
} as const;

const hi: Record<keyof typeof en, string> = {
  loading: 'लोड हो रहा है...',
  saving: 'सहेजा जा रहा है...',
  save: 'सहेजें',
  cancel: 'रद्द करें',
  edit: 'बदलें',
  delete: 'हटाएँ',
  deleteItem: '{name} हटाएँ',
  remove: 'हटाएँ',
  removing: 'हटाया जा रहा है...',
  removePicture: '{name} हटाएँ',
  savedPictures: 'सहेजे गए चित्र',
  moveUp: 'ऊपर ले जाएँ',
  moveDown: 'नीचे ले जाएँ',
  dragToReorder: 'क्रम बदलने के लिए खींचें',
  showMore: 'और दिखाएँ',
  showLess: 'कम दिखाएँ',
  selectField: '{field} चुनें',
  needsAltText: 'अभी वैकल्पिक पाठ (alt text) नहीं है: इस चित्र का वर्णन लिखने के लिए "बदलें" चुनें।',
  preview: 'पूर्वावलोकन',
  previewOf: 'पूर्वावलोकन: {title}',
  howItLooks: 'आपकी साइट पर यह ऐसा दिखेगा',
  lookNotLoaded: 'आपके टेम्पलेट का रूप लोड नहीं हो सका, इसलिए यह पूर्वावलोकन सादा है।',
};

/** The words every section page shares: its lists' and forms' buttons, loading and previews. */
export const sectionsWords = { en, hi } satisfies Catalogues;
