import { readInCountry } from './read-in-country';
import { SocialAddressError } from './site-errors';

describe('readInCountry', () => {
  it("keeps a member's phones beside them in E.164, read in the account's country", () => {
    expect(readInCountry('facultyMember', { fullName: 'Asha', phone: ['919829011111', '123'] }, 'india')).toEqual({
      fullName: 'Asha',
      phone: ['919829011111', '123'],
      phoneE164: ['+919829011111', ''],
    });
  });

  it("makes a social link given as a phone number the WhatsApp chat of that number, in the account's country", () => {
    expect(readInCountry('socialMedia', { title: 'WhatsApp', url: '98290 11111' }, 'india')).toEqual({ title: 'WhatsApp', url: 'https://wa.me/919829011111' });
    expect(readInCountry('socialMedia', { title: 'WhatsApp', url: '020 7946 0958' }, 'unitedKingdom')).toEqual({ title: 'WhatsApp', url: 'https://wa.me/442079460958' });
    expect(readInCountry('socialMedia', { title: 'Blog', url: 'https://blog.example.org' }, 'india')).toEqual({ title: 'Blog', url: 'https://blog.example.org' });
    expect(() => readInCountry('socialMedia', { title: 'WhatsApp', url: '123' }, 'india')).toThrow(SocialAddressError);
  });

  it('leaves every other item as it is', () => {
    const faq = { question: 'When?', answer: 'At 8.' };
    expect(readInCountry('faq', faq, 'india')).toBe(faq);
    expect(readInCountry('vision', 'Every child known', 'india')).toBe('Every child known');
  });
});
