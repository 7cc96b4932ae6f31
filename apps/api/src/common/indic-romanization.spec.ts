import { hasIndicLetters, romanizeIndic } from './indic-romanization';

describe('Indian scripts in Latin letters', () => {
  it.each([
    // The example, and Hindi names as parents write them.
    ['सनराइज़ पब्लिक स्कूल', 'sanraiz pablik skul'],
    ['दिल्ली पब्लिक स्कूल', 'dilli pablik skul'],
    ['केन्द्रीय विद्यालय', 'kendriya vidyalay'],
    ['सरस्वती शिशु मंदिर', 'sarasvati shishu mandir'],
    ['राष्ट्रीय आदर्श विद्यालय', 'rashtriya adarsh vidyalay'],
    ['श्री कृष्ण विद्या मंदिर', 'shri krishna vidya mandir'],
    ['भारत', 'bharat'],
    ['धर्म', 'dharm'],
    ['कमल', 'kamal'],
    ['नमस्ते', 'namaste'],
    ['ज्ञान गंगा', 'jnan ganga'],
    ['चंपा', 'champa'],
    ['फ़ातिमा कॉन्वेंट', 'fatima konvent'],
    // Other scripts of the same family, read through Devanagari's layout.
    ['রামকৃষ্ণ মিশন বিদ্যালয়', 'ramkrishna mishan bidyalay'],
    // Punjabi writes no virama where it is heard: the letters are read as written.
    ['ਖ਼ਾਲਸਾ ਸਕੂਲ', 'khalsa sakul'],
    ['શ્રી વિદ્યા મંદિર', 'shri vidya mandir'],
    ['ଶ୍ରୀ ବିଦ୍ୟା ମନ୍ଦିର', 'shri bidya mandir'],
    // The southern languages keep the vowel every syllable has.
    ['శ్రీ చైతన్య స్కూల్', 'shri chaitanya skul'],
    ['ಶ್ರೀ ವಿದ್ಯಾ ಮಂದಿರ', 'shri vidya mandira'],
    ['ശ്രീ വിദ്യാ മന്ദിരം', 'shri vidya mandiram'],
    ['ஸ்ரீ வித்யா மந்திர்', 'sri vitya mantir'],
  ])('%s → %s', (name, latin) => {
    expect(romanizeIndic(name)).toBe(latin);
  });

  it('keeps Latin words, digits and punctuation as they are, and reads Indian digits', () => {
    expect(romanizeIndic('St. Mary’s स्कूल, No. ५')).toBe('St. Mary’s skul, No. 5');
    expect(romanizeIndic('Greenwood High')).toBe('Greenwood High');
  });

  it('says whether a text has letters of an Indian script', () => {
    expect(hasIndicLetters('सनराइज़')).toBe(true);
    expect(hasIndicLetters('Sunrise')).toBe(false);
    expect(hasIndicLetters('اسلامیہ')).toBe(false);
  });
});
