/**
 * A page of its own shown under a school's name in the school's colour, outside its template (a refused enquiry sent
 * without script, the updates pages): a card that reads well from 320 px up, its styles in the page (no file to
 * fetch), no script (but a page's own file it names in `head`).
 */

/** Text made safe to place in HTML. */
export const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the page shows of the school: its name (a link to its home page) in its colour. */
export interface CardPageSchool {
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

/** The page's look: the school's colour above a card; forms with large targets. */
function pageStyle(color: string): string {
  return [
    `:root{--school:${color};--on-school:${textOn(color)}}`,
    '*{box-sizing:border-box}',
    'body{margin:0;background:#f3f4f6;color:#111827;font:1rem/1.6 system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans Devanagari","Noto Nastaliq Urdu",sans-serif}',
    // Urdu's Nastaliq script reaches far above and below its line: more room between lines.
    ':lang(ur) body,:lang(ur) h1,:lang(ur) h2{line-height:2.1}',
    'header{background:var(--school);color:var(--on-school);padding:1rem 1.25rem}',
    'header a{color:inherit;font-weight:700;font-size:1.15rem;text-decoration:none}',
    'header a:hover,header a:focus-visible{text-decoration:underline}',
    'main{max-width:40rem;margin:2rem auto;padding:1.5rem 1.25rem;background:#fff;border-radius:.75rem;border-top:.3rem solid var(--school);box-shadow:0 1px 3px rgb(0 0 0/.12)}',
    '@media (max-width:40rem){main{margin:0;border-radius:0}}',
    'h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.3}',
    'h2{margin:1.5rem 0 .5rem;font-size:1.15rem}',
    '[role=alert]{margin:0 0 1rem;padding:.75rem 1rem;border-left:.3rem solid #b91c1c;background:#fef2f2;color:#7f1d1d;font-weight:600}',
    '[role=status]{margin:0 0 1rem;padding:.75rem 1rem;border-left:.3rem solid #15803d;background:#f0fdf4;color:#14532d;font-weight:600}',
    '[dir=rtl] [role=alert],[dir=rtl] [role=status]{border-left:0;border-right:.3rem solid}',
    'ul{margin:0 0 1rem;padding-inline-start:1.25rem;color:#7f1d1d}',
    '.back,button{display:inline-block;margin-top:.5rem;padding:.6rem 1.1rem;min-height:2.75rem;border:0;border-radius:.5rem;background:var(--school);color:var(--on-school);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}',
    'button.quiet{background:#fff;color:#7f1d1d;border:2px solid #b91c1c}',
    '.back:hover,.back:focus-visible,button:hover{text-decoration:underline}',
    'label{display:block;font-weight:600;margin:.75rem 0 .25rem}',
    'input[type=email]{width:100%;padding:.6rem .75rem;min-height:2.75rem;border:1px solid #6b7280;border-radius:.5rem;font:inherit}',
    'fieldset{border:1px solid #d1d5db;border-radius:.5rem;margin:1rem 0;padding:.5rem 1rem}',
    'legend{font-weight:600;padding:0 .25rem}',
    'fieldset label{display:flex;gap:.5rem;align-items:center;font-weight:400;margin:.25rem 0;min-height:2.75rem}',
    'input[type=checkbox]{width:1.25rem;height:1.25rem}',
    // Off the page at its start (its left, its right when it reads right to left): never where the page can scroll to.
    '.hidden-field{position:absolute;inset-inline-start:-10000px;width:1px;height:1px;overflow:hidden}',
    '.note{color:#374151;font-size:.95rem}',
    'details{margin:1rem 0}',
    'summary{cursor:pointer;padding:.6rem 0;min-height:2.75rem;font-weight:600}',
    'a{color:#1e3a8a}',
    'a:focus-visible,button:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid #111827;outline-offset:2px}',
  ].join('');
}

/** A whole page: `title` as its title and heading, `body` (HTML made by the caller, every text escaped) below. */
export function schoolCardPage({
  language,
  dir,
  title,
  body,
  school,
  head = '',
}: {
  language: string;
  dir?: 'ltr' | 'rtl';
  title: string;
  body: string;
  school?: CardPageSchool;
  /** More of the head (made by the caller, escaped): a manifest link, a script file. */
  head?: string;
}): string {
  const color = school?.color && /^#[0-9a-f]{6}$/i.test(school.color) ? school.color : DEFAULT_COLOR;
  const name = school?.name ? escaped(school.name) : '';
  const header = name ? `<header>${school?.homePath ? `<a href="${escaped(school.homePath)}">${name}</a>` : `<strong>${name}</strong>`}</header>` : '';
  const heading = escaped(title);
  return `<!doctype html><html lang="${escaped(language)}"${dir === 'rtl' ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading}</title><style>${pageStyle(color)}</style>${head}</head><body>${header}<main><h1>${heading}</h1>${body}</main></body></html>`;
}
