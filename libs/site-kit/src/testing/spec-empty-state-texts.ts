/**
 * Every empty-state text of the product spec (§2), written out word for word, for tests to check a
 * whole empty site against. Kept literal on purpose: a change to the texts the sections use fails them.
 */
export const SPEC_EMPTY_STATE_TEXTS = [
  'We are updating soon...',
  'We are updating courses soon...',
  'Send your questions to our Email...',
  'No notices available at the moment . . .',
  'No Forms available at the moment . . .',
  'No information available at the moment . . .',
  'No images available at the moment . . .',
  'Uploading soon...',
  'We will provide soon...',
  'We will provide it soon...',
  '....',
] as const;
