export const VISITOR_MESSAGES = {
  range: 'Please give the days as from=YYYY-MM-DD&to=YYYY-MM-DD, from before to, at most 366 days.',
} as const;
