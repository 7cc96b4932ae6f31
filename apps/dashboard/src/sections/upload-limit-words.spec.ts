import { uploadLimitText, type UploadKind } from '@schoolpage/content-contract';
import { makeWords } from '@schoolpage/words';
import { sectionsWords } from './sections.words';
import { uploadLimitIn } from './upload-limit-words';

describe('uploadLimitIn', () => {
  it("says a file field's limits in English exactly as the contract does, and in Hindi", () => {
    const english = makeWords('en', sectionsWords);
    for (const kind of ['image', 'pdf', 'imageOrPdf'] as UploadKind[]) expect(uploadLimitIn(english, kind)).toBe(uploadLimitText(kind));
    expect(uploadLimitIn(makeWords('hi', sectionsWords), 'imageOrPdf')).toBe('JPEG, PNG, WebP या GIF, 25 MB तक, या PDF, 10 MB तक');
  });
});
