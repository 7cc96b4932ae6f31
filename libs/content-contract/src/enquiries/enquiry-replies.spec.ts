import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LANGUAGES } from '../languages/site-languages';
import { ENQUIRY_LIMITS } from './enquiry';
import { ENQUIRY_MESSAGES as M } from './enquiry-messages';
import { ENQUIRY_REPLIES_EN, enquiryPurpose, problemOf, problemText, refusalOf, replyText, type EnquiryReplyId } from './enquiry-replies';
import { ENQUIRY_REPLIES, enquiryLanguage, enquiryPurposeIn, enquiryRepliesIn } from './enquiry-replies-in';

const placesOf = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('what a school’s site says to a parent about an enquiry, in every language', () => {
  it('says in English exactly the API’s messages and the purpose the consent box always had', () => {
    const { message, tooLong, consent, tooFast, refused, tooMany, unknownSchool, noStartTime, formExpired, otherSchool, forged, studentName, classSought, parentName, phone, email } = M;
    expect(ENQUIRY_REPLIES_EN).toMatchObject({ message, consent, tooFast, refused, tooMany, unknownSchool, noStartTime, formExpired, otherSchool, forged, studentName, classSought, parentName, phone, email });
    expect(replyText(ENQUIRY_REPLIES_EN, 'tooLong', { limit: 120 })).toBe(tooLong(120));
    expect(enquiryPurpose('Green Valley School')).toBe(
      'Green Valley School will use these details only to answer this admission enquiry and will delete them within a year. You can ask the school to delete them at any time.',
    );
    expect(enquiryPurpose('')).toMatch(/^The school will use these details/);
  });

  it('has every reply in every supported language, with the same places to fill, and a catalogue for no other', () => {
    const codes = SUPPORTED_LANGUAGES.map((language) => language.code).sort();
    expect(Object.keys(ENQUIRY_REPLIES).sort()).toEqual(codes);
    expect(readdirSync(join(__dirname, 'replies')).map((file) => file.replace('.json', '')).sort()).toEqual(codes);
    for (const code of codes) {
      const replies = ENQUIRY_REPLIES[code];
      expect([code, Object.keys(replies).sort()]).toEqual([code, Object.keys(ENQUIRY_REPLIES_EN).sort()]);
      for (const id of Object.keys(ENQUIRY_REPLIES_EN) as EnquiryReplyId[]) {
        expect([code, id, placesOf(replies[id] ?? '')]).toEqual([code, id, placesOf(ENQUIRY_REPLIES_EN[id])]);
        if (code !== 'en' && id !== 'purpose') expect([code, id, replies[id]]).not.toEqual([code, id, ENQUIRY_REPLIES_EN[id]]);
      }
    }
  });

  it('names the problem and the refusal behind each English message, so the form says them in its own language', () => {
    expect(problemOf('studentName', M.studentName)).toBe('studentName');
    expect(problemOf('studentName', M.tooLong(ENQUIRY_LIMITS.name))).toBe('tooLong');
    expect(problemOf('classSought', M.tooLong(ENQUIRY_LIMITS.classSought))).toBe('tooLong');
    expect(problemOf('consent', M.consent)).toBe('consent');
    expect(problemOf('studentName', M.consent)).toBeUndefined();
    expect(problemText(enquiryRepliesIn('hi'), 'tooLong', 'classSought')).toBe('कृपया इसे 60 अक्षरों से छोटा रखें।');
    expect(refusalOf(M.tooFast)).toBe('tooFast');
    expect(refusalOf(M.noStartTime)).toBe('noStartTime');
    expect(refusalOf(M.formExpired)).toBe('formExpired');
    expect(refusalOf(M.otherSchool)).toBe('otherSchool');
    expect(refusalOf(M.forged)).toBe('forged');
    expect(refusalOf('Something else')).toBeUndefined();
  });

  it('takes the language the form says, else (none, or none supported) the site’s default', () => {
    const languages = { default: 'hi', languages: ['hi', 'ur'] };
    expect(enquiryLanguage({ languages }, 'ur')).toBe('ur');
    expect(enquiryLanguage({ languages }, 'en')).toBe('en');
    expect(enquiryLanguage({ languages }, 'xx')).toBe('hi');
    expect(enquiryLanguage({ languages }, undefined)).toBe('hi');
    expect(enquiryLanguage({}, undefined)).toBe('en');
  });

  it('writes the purpose a Hindi page shows with the school’s Hindi name, and the English one with its English name', () => {
    const content = {
      organizationName: 'Sunrise Public School',
      languages: { default: 'en', languages: ['en', 'hi', 'ur'] },
      translations: { hi: { organizationName: { text: 'सनराइज़ पब्लिक स्कूल', source: 'x' } } },
    };
    expect(enquiryPurposeIn(content, 'hi')).toBe(
      'सनराइज़ पब्लिक स्कूल इन जानकारियों का उपयोग केवल इस प्रवेश पूछताछ का उत्तर देने के लिए करेगा और इन्हें एक वर्ष के भीतर मिटा देगा। आप कभी भी विद्यालय से इन्हें मिटाने के लिए कह सकते हैं।',
    );
    expect(enquiryPurposeIn(content, 'ur')).toMatch(/^Sunrise Public School یہ تفصیلات/);
    expect(enquiryPurposeIn(content, 'en')).toBe(enquiryPurpose('Sunrise Public School'));
  });
});
