import { overviewPreview, truncateWords } from './truncate-words';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('list previews', () => {
  it('keep the first 7 words and add no ellipsis', () => {
    expect(truncateWords(words(10))).toBe('w1 w2 w3 w4 w5 w6 w7');
    expect(truncateWords('  short   text ')).toBe('short text');
  });

  it('overview adds an ellipsis only above 15 words', () => {
    expect(overviewPreview(words(15))).toBe('w1 w2 w3 w4 w5 w6 w7');
    expect(overviewPreview(words(16))).toBe('w1 w2 w3 w4 w5 w6 w7...');
    expect(overviewPreview(words(3))).toBe('w1 w2 w3');
  });
});
