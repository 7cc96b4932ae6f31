import { enquiryRepliesIn, problemText, supportedLanguage, type EnquiryProblem, type EnquiryRefusal } from '@schoolpage/content-contract';

/** Text made safe to place in HTML. */
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Why an enquiry was refused, by id, and the language of the page its form was sent from. */
export interface EnquiryRefusalReasons {
  code: EnquiryRefusal;
  problems?: Record<string, EnquiryProblem>;
  language: string;
}

/**
 * What a browser without script shows when a plain form POST is refused, in the language of the page the form was
 * sent from (`lang`, and `dir` for a language written right to left): the reasons, field by field, and a way back
 * to the form (going back keeps what the parent typed, when the form there can be corrected and sent: not
 * `correctable` when it must be sent from `formPath` instead). No styles nor scripts: nothing a strict policy refuses.
 */
export function enquiryRefusalPage({ code, problems, language }: EnquiryRefusalReasons, formPath: string | undefined, { correctable = true } = {}): string {
  const replies = enquiryRepliesIn(language);
  const dir = supportedLanguage(language)?.dir === 'rtl' ? ' dir="rtl"' : '';
  const reasons = Object.entries(problems ?? {}).map(([field, problem]) => problemText(replies, problem, field));
  const message = reasons[0] ?? replies[code];
  const list = reasons.length > 1 ? `<ul>${reasons.map((r) => `<li>${escaped(r)}</li>`).join('')}</ul>` : '';
  const back = formPath ? `<p><a href="${escaped(formPath)}">${escaped(correctable ? replies.backToForm : replies.openForm)}</a></p>` : '';
  const howToCorrect = correctable ? `<p>${escaped(replies.useBack)}</p>` : '';
  const title = escaped(replies.notSent);
  return `<!doctype html><html lang="${escaped(language)}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p role="alert">${escaped(message)}</p>${list}${howToCorrect}${back}</main></body></html>`;
}
