import { BOARDS, HEADING_FONTS } from '@schoolpage/content-contract';
import { makeWords } from '@schoolpage/words';
import { boardName } from '../pages/profile/board-name';
import { profileWords } from '../pages/profile/profile.words';
import { brandWords } from './brand.words';
import { typefaceName } from './typeface-name';

describe('typefaces and boards in the reader’s words', () => {
  it('says each typeface in English exactly as the contract does, and in Hindi with its own name kept', () => {
    const english = makeWords('en', brandWords);
    const hindi = makeWords('hi', brandWords);
    for (const font of HEADING_FONTS) {
      expect(typefaceName(english, font)).toBe(font.label);
      const inHindi = typefaceName(hindi, font);
      expect(inHindi).not.toBe(font.label);
      // The font's proper name stays; the words around it are Hindi.
      expect(inHindi.replace(/^[A-Z][A-Za-z ]+ \(/, '(')).not.toMatch(/[A-Za-z]/);
    }
  });

  it('names the boards that are words in Hindi, the others by their own names', () => {
    const hindi = makeWords('hi', profileWords);
    expect(BOARDS.map((board) => boardName(hindi, board))).toEqual(['CBSE', 'CISCE', 'राज्य बोर्ड', 'IB', 'Cambridge', 'अन्य', 'कोई नहीं']);
    expect(BOARDS.map((board) => boardName(makeWords('en', profileWords), board))).toEqual([...BOARDS]);
  });
});
