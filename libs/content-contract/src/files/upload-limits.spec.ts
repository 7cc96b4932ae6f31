import { acceptOf, MAX_UPLOAD_BYTES, uploadLimitText, uploadProblem } from './upload-limits';

const MB = 1024 * 1024;

describe('upload limits', () => {
  it('states the limits as people read them', () => {
    expect(uploadLimitText('image')).toBe('JPEG, PNG, WebP or GIF up to 25 MB');
    expect(uploadLimitText('pdf')).toBe('PDF up to 10 MB');
    expect(uploadLimitText('imageOrPdf')).toBe('JPEG, PNG, WebP or GIF up to 25 MB, or PDF up to 10 MB');
    expect(MAX_UPLOAD_BYTES).toBe(10 * MB);
  });

  it('accepts only the types a field takes', () => {
    expect(acceptOf('pdf')).toBe('application/pdf,.pdf');
    expect(acceptOf('image')).toBe('image/*');
    expect(acceptOf('imageOrPdf')).toBe('image/*,application/pdf,.pdf');
  });

  it('names the file and the limit it breaks', () => {
    expect(uploadProblem('image', { name: 'hall.jpg', size: 25.5 * MB, type: 'image/jpeg' })).toBe(
      '“hall.jpg” is 25.5 MB: a JPEG, PNG, WebP or GIF file can be up to 25 MB.',
    );
    // A phone photo over the server's 8 MB is taken: the dashboard scales it down before sending it.
    expect(uploadProblem('image', { name: 'phone.jpg', size: 8.4 * MB, type: 'image/jpeg' })).toBeUndefined();
    expect(uploadProblem('image', { name: 'form.pdf', size: MB, type: 'application/pdf' })).toBe(
      '“form.pdf” cannot be used here: please choose a JPEG, PNG, WebP or GIF file.',
    );
    expect(uploadProblem('imageOrPdf', { name: 'form.pdf', size: 9 * MB, type: 'application/pdf' })).toBeUndefined();
    expect(uploadProblem('pdf', { name: 'FORM.PDF', size: 11 * MB, type: '' })).toBe('“FORM.PDF” is 11 MB: a PDF file can be up to 10 MB.');
    expect(uploadProblem('image', { name: 'x.png', size: 0, type: 'image/png' })).toBe('“x.png” is empty.');
    expect(uploadProblem('image', { name: 'x.png', size: 2 * MB, type: 'image/png' })).toBeUndefined();
  });
});
