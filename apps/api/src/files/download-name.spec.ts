import contentDisposition from 'content-disposition';
import { contentDispositionHeader, downloadFileName } from './download-name';

describe('the file name of a download', () => {
  it.each([
    ['Admission Form 2027-28', 'pdf', 'Admission Form 2027-28.pdf'],
    ['  Fee   structure\n2026 ', 'pdf', 'Fee structure 2026.pdf'],
    ['Form.PDF', 'pdf', 'Form.pdf'],
    ['Term 1/2: dates?', 'jpg', 'Term 1 2 dates.jpg'],
    ['..hidden..', 'pdf', 'hidden.pdf'],
    ['प्रवेश फॉर्म 2027', 'pdf', 'प्रवेश फॉर्म 2027.pdf'],
  ])('%j as .%s is %j', (title, extension, name) => {
    expect(downloadFileName(title, extension)).toBe(name);
  });

  it('is undefined when nothing of the title is left, and is kept short', () => {
    expect(downloadFileName(' / ? ', 'pdf')).toBeUndefined();
    expect(downloadFileName('a'.repeat(500), 'pdf')).toBe(`${'a'.repeat(120)}.pdf`);
  });
});

describe('the Content-Disposition header', () => {
  it('names a plain ASCII file once', () => {
    expect(contentDispositionHeader('attachment', 'Admission Form 2027-28.pdf')).toBe('attachment; filename="Admission Form 2027-28.pdf"');
    expect(contentDispositionHeader('inline', 'Sports day.jpg')).toBe('inline; filename="Sports day.jpg"');
  });

  it('gives other names an ASCII filename= and the whole name in filename*=UTF-8 (RFC 5987)', () => {
    const header = contentDispositionHeader('attachment', 'Café form – 2027.pdf');
    expect(header).toBe(`attachment; filename="Cafe form - 2027.pdf"; filename*=UTF-8''Caf%C3%A9%20form%20%E2%80%93%202027.pdf`);
    expect(contentDisposition.parse(header).parameters.filename).toBe('Café form – 2027.pdf');

    const hindi = contentDispositionHeader('attachment', 'प्रवेश फॉर्म.pdf');
    expect(hindi).toMatch(/^attachment; filename="pravesh phorm\.pdf"; filename\*=UTF-8''%E0%A4%AA/);
    expect(contentDisposition.parse(hindi).parameters.filename).toBe('प्रवेश फॉर्म.pdf');
    expect(header + hindi).toMatch(/^[\x20-\x7e]+$/);
  });

  it('keeps quotes and percent signs out of the quoted name', () => {
    const header = contentDispositionHeader('attachment', 'Say "hi" 100%.pdf');
    expect(contentDisposition.parse(header).parameters.filename).toBe('Say "hi" 100%.pdf');
    expect(header.startsWith('attachment; filename="Say _hi_ 100_.pdf"; filename*=')).toBe(true);
  });

  it('is the bare type without a name', () => {
    expect(contentDispositionHeader('inline')).toBe('inline');
  });
});
