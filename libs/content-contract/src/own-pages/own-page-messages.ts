/** What the server says about a school's own pages. */
export const OWN_PAGE_MESSAGES = {
  titleRequired: 'Please give the page a title.',
  titleTooLong: 'The title is too long.',
  slugInvalid: 'A page address uses lowercase letters, digits and hyphens, e.g. fee-structure.',
  slugReserved: 'This address is taken by a page of your template; please choose another.',
  slugTaken: 'Another page of your site already has this address.',
  tooMany: 'Your site has as many pages as it can hold; delete one first.',
  notFound: 'This page is no longer there.',
  added: 'Page added.',
  saved: 'Page saved.',
  removed: 'Page deleted.',
  moved: 'Page moved.',
} as const;
