import { titleOfFile } from './file-titles';

const file = (hex: string, extension: string) => ({ url: `/api/files/${hex.repeat(32)}.${extension}` });

describe('the title of a stored file', () => {
  const content = {
    applicationForms: [{ title: 'Admission Form 2027-28', fileUrl: file('a', 'pdf') }],
    notice: [{ title: 'Holiday list', uploadDate: '2026-11-01', fileUrl: file('b', 'jpg') }],
    gallery: [{ imageUrl: file('c', 'jpg') }],
    activities: [{ title: '  ', content: 'x', imageUrl: file('d', 'png') }],
  };

  it('is the title of the item whose file it is', () => {
    expect(titleOfFile(content, `${'a'.repeat(32)}.pdf`)).toBe('Admission Form 2027-28');
    expect(titleOfFile(content, `${'b'.repeat(32)}.jpg`)).toBe('Holiday list');
  });

  it('is undefined for a file of an untitled item, a blank title, another site’s file or no content', () => {
    expect(titleOfFile(content, `${'c'.repeat(32)}.jpg`)).toBeUndefined();
    expect(titleOfFile(content, `${'d'.repeat(32)}.png`)).toBeUndefined();
    expect(titleOfFile(content, `${'e'.repeat(32)}.pdf`)).toBeUndefined();
    expect(titleOfFile(undefined, `${'a'.repeat(32)}.pdf`)).toBeUndefined();
  });
});
