/** What the server and the editor say about a rich-text document that cannot be stored. */
export const RICH_TEXT_MESSAGES = {
  invalid: 'The text could not be read. Please copy it into the editor again.',
  unknownPart: 'The text has a part that cannot be kept (only headings, paragraphs, lists, quotes, tables, links and pictures can).',
  linkInvalid: 'A link must be a full web address (https://…), an e-mail (mailto:…) or a phone number (tel:…).',
  imageAltRequired: 'Every picture in the text needs a description (alt text) for people who cannot see it.',
  imageSourceInvalid: 'A picture in the text must be one uploaded to your site.',
  attachmentInvalid: 'A file attached to the text must be one uploaded to your site.',
  tooLong: 'The text is too long.',
} as const;

/** What the server says when a picture for a text is missing. */
export const RICH_TEXT_PICTURE_REQUIRED = 'Please choose a picture.';

/** What the server says when a file to attach to a text is missing. */
export const RICH_TEXT_FILE_REQUIRED = 'Please choose a PDF file.';
