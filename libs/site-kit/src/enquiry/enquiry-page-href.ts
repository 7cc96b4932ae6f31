import { ENQUIRY_PAGE, type SiteContent } from '@schoolpage/content-contract';
import { sitePath } from '../routing/site-path';

/**
 * Where "Enquire" leads: the school's enquiry page, or nothing where the site takes no enquiries (e.g. a sample). A
 * module of its own: the home page links there without carrying the enquiry's words or form.
 */
export function enquiryPageHref(content: Pick<SiteContent, 'enquiry'>, basePath: string): string | undefined {
  return content.enquiry ? sitePath(basePath, ENQUIRY_PAGE) : undefined;
}
