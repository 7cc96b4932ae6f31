import { siteLanguagesOf, supportedLanguage, type SiteLanguages } from '../languages/site-languages';
import { translatedContent, type SiteTranslations } from '../languages/translations';
import { ENQUIRY_REPLIES_EN, enquiryPurpose, type EnquiryReplies } from './enquiry-replies';
import bn from './replies/bn.json';
import gu from './replies/gu.json';
import hi from './replies/hi.json';
import kn from './replies/kn.json';
import ml from './replies/ml.json';
import mr from './replies/mr.json';
import or from './replies/or.json';
import pa from './replies/pa.json';
import ta from './replies/ta.json';
import te from './replies/te.json';
import ur from './replies/ur.json';

/** Every language's replies (what the API says in each; a site's page carries only its own language's). */
export const ENQUIRY_REPLIES: Readonly<Record<string, Partial<EnquiryReplies>>> = { en: ENQUIRY_REPLIES_EN, hi, bn, mr, te, ta, gu, ur, kn, ml, or, pa };

/** The replies in `language`, each one it lacks in English. */
export function enquiryRepliesIn(language: string): EnquiryReplies {
  return { ...ENQUIRY_REPLIES_EN, ...ENQUIRY_REPLIES[language] };
}

/**
 * The language an enquiry was sent in: the one its form says (one of the site's, or English on the template's
 * preview address, which shows the site in the template's own words), else the site's default.
 */
export function enquiryLanguage(content: { languages?: SiteLanguages }, said: unknown): string {
  return typeof said === 'string' && supportedLanguage(said) ? said : siteLanguagesOf(content).default;
}

/**
 * The purpose a parent read above the consent box on a page in `language` (the school's name as that page shows it):
 * what the site's page shows and what the enquiry stores as the text agreed to.
 */
export function enquiryPurposeIn(content: { organizationName: string; languages?: SiteLanguages; translations?: SiteTranslations }, language: string): string {
  const isDefault = language === siteLanguagesOf(content).default;
  const { organizationName } = isDefault ? content : translatedContent(content, language);
  return enquiryPurpose(organizationName, enquiryRepliesIn(language));
}
