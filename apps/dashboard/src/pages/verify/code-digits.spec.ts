import { codeDigits, pastedCode } from './code-digits';

describe('the code box', () => {
  it('keeps digits only, at most six', () => {
    expect(codeDigits('12ab34567')).toBe('123456');
    expect(codeDigits('')).toBe('');
  });

  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    [' 12 34 56 \n', '123456'],
    ['12-34-56', '123456'],
    ['Your verification code is 654321\n\nIt is valid for 10 minutes.', '654321'],
    ['98765', '98765'],
  ])('takes the code out of pasted %j', (pasted, code) => {
    expect(pastedCode(pasted)).toBe(code);
  });
});
