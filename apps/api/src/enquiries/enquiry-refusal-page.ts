import { enquiryRepliesIn, problemText, supportedLanguage, type EnquiryProblem, type EnquiryRefusal } from '@schoolpage/content-contract';
import { escaped, schoolCardPage, type CardPageSchool } from '../common/school-card-page';

/** The school the refused form was sent to, as the page shows it. */
export type RefusingSchool = CardPageSchool;

/** Why an enquiry was refused, by id, and the language of the page its form was sent from. */
export interface EnquiryRefusalReasons {
  code: EnquiryRefusal;
  problems?: Record<string, EnquiryProblem>;
  language: string;
  /** The school the form was sent to (its name as the page showed it, its brand colour, its home page). */
  school?: RefusingSchool;
}

/**
 * What a browser without script shows when a plain form POST is refused, in the language of the page the form was
 * sent from (`lang`, and `dir` for a language written right to left): the reasons, field by field, and a way back
 * to the form (going back keeps what the parent typed, when the form there can be corrected and sent: not
 * `correctable` when it must be sent from `formPath` instead), under the school's name in its colour. Its styles are
 * in the page (no file to fetch); no script.
 */
export function enquiryRefusalPage({ code, problems, language, school }: EnquiryRefusalReasons, formPath: string | undefined, { correctable = true } = {}): string {
  const replies = enquiryRepliesIn(language);
  const reasons = Object.entries(problems ?? {}).map(([field, problem]) => problemText(replies, problem, field));
  const message = reasons[0] ?? replies[code];
  const list = reasons.length > 1 ? `<ul>${reasons.map((r) => `<li>${escaped(r)}</li>`).join('')}</ul>` : '';
  const back = formPath ? `<p><a class="back" href="${escaped(formPath)}">${escaped(correctable ? replies.backToForm : replies.openForm)}</a></p>` : '';
  const howToCorrect = correctable ? `<p>${escaped(replies.useBack)}</p>` : '';
  const dir = supportedLanguage(language)?.dir === 'rtl' ? 'rtl' : undefined;
  return schoolCardPage({ language, dir, title: replies.notSent, school, body: `<p role="alert">${escaped(message)}</p>${list}${howToCorrect}${back}` });
}
