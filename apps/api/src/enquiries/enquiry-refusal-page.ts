import { enquiryRepliesIn, problemText, supportedLanguage, type EnquiryProblem, type EnquiryRefusal } from '@schoolpage/content-contract';

/** Text made safe to place in HTML. */
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Why an enquiry was refused, by id, and the language of the page its form was sent from. */
export interface EnquiryRefusalReasons {
  code: EnquiryRefusal;
  problems?: Record<string, EnquiryProblem>;
  language: string;
  /** The school the form was sent to (its name as the page showed it, its brand colour, its home page). */
  school?: RefusingSchool;
}

/** What the page shows of the school: its name (a link to its home page) in its colour. */
export interface RefusingSchool {
  name: string;
  homePath?: string;
  /** `#rrggbb`, the school's brand colour. */
  color?: string;
}

/** The platform's blue, for a school without a colour of its own. */
const DEFAULT_COLOR = '#1d4ed8';

/** Dark text on a light colour, white on a dark one (WCAG's relative luminance). */
function textOn(color: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(color.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#111827' : '#ffffff';
}

/** The page's look: the school's colour above a card that reads well from 320 px up; no file to fetch. */
function pageStyle(color: string): string {
  return [
    `:root{--school:${color};--on-school:${textOn(color)}}`,
    '*{box-sizing:border-box}',
    'body{margin:0;background:#f3f4f6;color:#111827;font:1rem/1.6 system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans Devanagari","Noto Nastaliq Urdu",sans-serif}',
    'header{background:var(--school);color:var(--on-school);padding:1rem 1.25rem}',
    'header a{color:inherit;font-weight:700;font-size:1.15rem;text-decoration:none}',
    'header a:hover,header a:focus-visible{text-decoration:underline}',
    'main{max-width:40rem;margin:2rem auto;padding:1.5rem 1.25rem;background:#fff;border-radius:.75rem;border-top:.3rem solid var(--school);box-shadow:0 1px 3px rgb(0 0 0/.12)}',
    '@media (max-width:40rem){main{margin:0;border-radius:0}}',
    'h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.3}',
    '[role=alert]{margin:0 0 1rem;padding:.75rem 1rem;border-left:.3rem solid #b91c1c;background:#fef2f2;color:#7f1d1d;font-weight:600}',
    '[dir=rtl] [role=alert]{border-left:0;border-right:.3rem solid #b91c1c}',
    'ul{margin:0 0 1rem;padding-inline-start:1.25rem;color:#7f1d1d}',
    '.back{display:inline-block;margin-top:.5rem;padding:.6rem 1.1rem;border-radius:.5rem;background:var(--school);color:var(--on-school);font-weight:600;text-decoration:none}',
    '.back:hover,.back:focus-visible{text-decoration:underline}',
    'a:focus-visible{outline:3px solid #111827;outline-offset:2px}',
  ].join('');
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
  const dir = supportedLanguage(language)?.dir === 'rtl' ? ' dir="rtl"' : '';
  const reasons = Object.entries(problems ?? {}).map(([field, problem]) => problemText(replies, problem, field));
  const message = reasons[0] ?? replies[code];
  const list = reasons.length > 1 ? `<ul>${reasons.map((r) => `<li>${escaped(r)}</li>`).join('')}</ul>` : '';
  const back = formPath ? `<p><a class="back" href="${escaped(formPath)}">${escaped(correctable ? replies.backToForm : replies.openForm)}</a></p>` : '';
  const howToCorrect = correctable ? `<p>${escaped(replies.useBack)}</p>` : '';
  const title = escaped(replies.notSent);
  const color = school?.color && /^#[0-9a-f]{6}$/i.test(school.color) ? school.color : DEFAULT_COLOR;
  const name = school?.name ? escaped(school.name) : '';
  const header = name ? `<header>${school?.homePath ? `<a href="${escaped(school.homePath)}">${name}</a>` : `<strong>${name}</strong>`}</header>` : '';
  return `<!doctype html><html lang="${escaped(language)}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${pageStyle(color)}</style></head><body>${header}<main><h1>${title}</h1><p role="alert">${escaped(message)}</p>${list}${howToCorrect}${back}</main></body></html>`;
}
