/** Shown in the hero while a school has not written its welcome message. */
export const INSPIRATIONAL_QUOTE = {
  text: 'Education is the most powerful weapon which you can use to change the world.',
  author: 'Nelson Mandela',
} as const;
