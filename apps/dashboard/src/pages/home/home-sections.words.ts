import type { Catalogues } from '@schoolpage/words';

const en = {
  overview: 'Overview',
  overviewImage: 'Overview image',
  addOverview: 'Add overview',
  vision: 'Vision',
  mission: 'Mission',
  addVision: 'Add vision',
  addMission: 'Add mission',
  organisation: 'Organisation',
  organizationName: 'Organization name',
  welcomeMessage: 'Welcome message',
  welcomeImage: 'Welcome image',
  welcomeFocalPoint: 'Focal point of the welcome image',
  welcomeAltText: 'Alt text of the welcome image: what it shows, for people who cannot see it',
  welcomeCaption: 'Caption of the welcome image (optional)',
  organizationLogo: 'Organization logo',
  logoAltText: 'Alt text of the logo: what it shows, for people who cannot see it',
  saveOrganisation: 'Save organisation',
  textLogo: 'Text logo',
  startOfLogo: 'Start of logo',
  endOfLogo: 'End of logo',
  saveTextLogo: 'Save text logo',
} as const;

const hi: Record<keyof typeof en, string> = {
  overview: 'परिचय',
  overviewImage: 'परिचय का चित्र',
  addOverview: 'परिचय जोड़ें',
  vision: 'दृष्टि',
  mission: 'लक्ष्य',
  addVision: 'दृष्टि जोड़ें',
  addMission: 'लक्ष्य जोड़ें',
  organisation: 'संस्था',
  organizationName: 'संस्था का नाम',
  welcomeMessage: 'स्वागत संदेश',
  welcomeImage: 'स्वागत चित्र',
  welcomeFocalPoint: 'स्वागत चित्र का फ़ोकल पॉइंट',
  welcomeAltText: 'स्वागत चित्र का वैकल्पिक पाठ (alt text): उसमें क्या है, उन लोगों के लिए जो उसे देख नहीं सकते',
  welcomeCaption: 'स्वागत चित्र का कैप्शन (वैकल्पिक)',
  organizationLogo: 'संस्था का लोगो',
  logoAltText: 'लोगो का वैकल्पिक पाठ (alt text): उसमें क्या है, उन लोगों के लिए जो उसे देख नहीं सकते',
  saveOrganisation: 'संस्था का विवरण सहेजें',
  textLogo: 'टेक्स्ट लोगो',
  startOfLogo: 'लोगो का पहला भाग',
  endOfLogo: 'लोगो का दूसरा भाग',
  saveTextLogo: 'टेक्स्ट लोगो सहेजें',
};

/** The Home page's sections: their titles, field labels and buttons (the configurations use the English words). */
export const homeSectionWords = { en, hi } satisfies Catalogues;
