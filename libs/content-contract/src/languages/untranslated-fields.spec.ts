import { textFingerprint } from './translations';
import { untranslatedFields } from './untranslated-fields';

describe('untranslatedFields', () => {
  const content = {
    organizationName: 'Sunrise Public School',
    welcomeMessage: { welcomeMsg: 'Welcome' },
    faq: [{ id: 'q1', question: 'When?', answer: 'Soon' }],
    languages: { default: 'en', languages: ['en', 'hi', 'ur'] },
    translations: { hi: { organizationName: { text: 'सनराइज़ पब्लिक स्कूल', source: textFingerprint('Sunrise Public School') } } },
  };

  it("names the fields a page in another language shows in the default's lang, with dir only when it differs", () => {
    expect(untranslatedFields(content, 'hi')).toEqual({ lang: 'en', fields: ['welcomeMessage/welcomeMsg', 'faq/#q1/question', 'faq/#q1/answer'] });
    expect(untranslatedFields(content, 'ur')).toEqual({
      lang: 'en',
      dir: 'ltr',
      fields: ['organizationName', 'welcomeMessage/welcomeMsg', 'faq/#q1/question', 'faq/#q1/answer'],
    });
  });

  it('is nothing on a page in the default language', () => {
    expect(untranslatedFields(content, 'en')).toBeUndefined();
    const englishOnly: object = { organizationName: 'X' };
    expect(untranslatedFields(englishOnly, 'en')).toBeUndefined();
  });
});
