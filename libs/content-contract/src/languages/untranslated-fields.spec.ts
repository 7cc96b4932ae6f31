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

  it("names the members', courses', gallery's, own pages', news' and notices' texts by the paths the pages mark them by", () => {
    const lists = {
      facultyMember: [{ id: 'm1', fullName: 'Asha Rao', designation: 'Principal', qualification: ['M.Sc.'], email: ['a@b.in'], phone: [], caption: 'Annual day' }],
      courses: [{ id: 'c1', category: 'Masters', course: [{ id: 'k1', title: 'MBA', fee: '₹1', duration: '2 years' }] }],
      gallery: [{ id: 'g1', url: '/api/files/x.jpg', caption: 'Earth Day', altText: 'Pupils planting trees' }],
      pages: [{ id: 'p1', title: 'Fees', slug: 'fees', body: { type: 'doc', content: [{ type: 'paragraph' }] }, showInMenu: true }],
      news: [{ id: 'n1', title: 'Sports day', slug: 'sports-day', summary: 'Races', coverImage: { url: '/api/files/y.jpg', altText: 'Track' } }],
      notice: [{ id: 'x1', title: 'Holiday', altText: 'Circular', fileUrl: { url: '/api/files/z.pdf' }, uploadDate: '2026-11-25' }],
      languages: { default: 'en', languages: ['en', 'hi'] },
    };
    expect(untranslatedFields(lists, 'hi')?.fields).toEqual([
      'facultyMember/#m1/fullName', 'facultyMember/#m1/designation', 'facultyMember/#m1/qualification/0', 'facultyMember/#m1/caption',
      'courses/#c1/category', 'courses/#c1/course/#k1/title', 'courses/#c1/course/#k1/fee', 'courses/#c1/course/#k1/duration',
      'gallery/#g1/caption', 'gallery/#g1/altText',
      'pages/#p1/title', 'pages/#p1/body',
      'news/#n1/title', 'news/#n1/summary',
      'notice/#x1/title', 'notice/#x1/altText',
    ]);
  });

  it("names the alert's message, which is written in the default language only", () => {
    const withAlert = { ...content, alert: { message: 'School closed tomorrow', level: 'warning' } };
    expect(untranslatedFields(withAlert, 'hi')?.fields).toContain('alert/message');
    expect(untranslatedFields(content, 'hi')?.fields).not.toContain('alert/message');
  });
});
