/** What the server says about news stories. */
export const NEWS_MESSAGES = {
  titleRequired: 'Please give the story a title.',
  titleTooLong: 'The title is too long.',
  summaryTooLong: 'The summary is too long.',
  coverInvalid: 'The cover picture must be one uploaded to your site.',
  coverAltRequired: 'Describe the cover picture for people who cannot see it.',
  notFound: 'This story is no longer there.',
  slugTaken: "Another story of your site now has this story's address.",
  added: 'Story added.',
  saved: 'Story saved.',
  removed: 'Story deleted.',
} as const;
