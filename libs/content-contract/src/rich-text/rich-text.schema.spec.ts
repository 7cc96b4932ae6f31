import { richTextPlainText } from './rich-text';
import { RICH_TEXT_MESSAGES as M } from './rich-text-messages';
import { richTextProblem, richTextSchema } from './rich-text.schema';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const linked = (href: string) => doc(paragraph({ type: 'text', text: 'Fees', marks: [{ type: 'link', attrs: { href } }] }));

describe('rich-text schema', () => {
  it('keeps a document the editor writes, without its presentational attributes', () => {
    const written = doc(
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Sports day' }] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph({ type: 'text', text: 'Races', marks: [{ type: 'bold' }] })] }] },
      paragraph({ type: 'text', text: 'Results', marks: [{ type: 'link', attrs: { href: 'https://example.org/r', target: '_blank', rel: 'noopener', class: null } }] }),
      { type: 'image', attrs: { src: '/api/files/abc123.webp', alt: 'Children running', title: null, width: null, height: null } },
      { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableHeader', attrs: { colspan: 1, rowspan: 1, colwidth: null }, content: [paragraph({ type: 'text', text: 'Class' })] }] }] },
    );
    const stored = richTextSchema.parse(written);
    expect(stored.content[2]).toEqual(paragraph({ type: 'text', text: 'Results', marks: [{ type: 'link', attrs: { href: 'https://example.org/r' } }] }));
    expect(stored.content[3]).toEqual({ type: 'image', attrs: { src: '/api/files/abc123.webp', alt: 'Children running' } });
    expect(JSON.stringify(stored.content[4])).not.toContain('colwidth');
    expect(richTextPlainText(stored)).toBe('Sports day Races Results Class');
  });

  it('refuses a script, raw HTML or any node type it does not know', () => {
    expect(richTextProblem(doc({ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }))).toBe(M.unknownPart);
    expect(richTextProblem(doc({ type: 'html', text: '<img src=x onerror=alert(1)>' }))).toBe(M.unknownPart);
    expect(richTextProblem('<p>Hello</p>')).toBe(M.invalid);
  });

  it('refuses javascript:, data: and relative links, and keeps http(s), mailto, tel and an attached PDF of the site', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/s/other', 'java\tscript:alert(1)', 'https://', '/api/files/../a.pdf', `/api/files/${'a'.repeat(32)}.png`]) {
      expect(richTextProblem(linked(href))).toBe(M.linkInvalid);
    }
    for (const href of ['https://example.org', 'http://example.org/a?b=c', 'mailto:office@school.in', 'tel:+918023456789', `/api/files/${'a'.repeat(32)}.pdf`]) {
      expect(richTextProblem(linked(href))).toBeUndefined();
    }
  });

  it('refuses an event attribute or any attribute it does not know, on nodes and marks', () => {
    expect(richTextProblem(doc({ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [] }))).toBeDefined();
    expect(richTextProblem(doc({ type: 'image', attrs: { src: '/api/files/a.webp', alt: 'A', onerror: 'alert(1)' } }))).toBeDefined();
    expect(richTextProblem(doc(paragraph({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://a.org', onmouseover: 'x' } }] })))).toBeDefined();
    expect(richTextProblem(doc(paragraph({ type: 'text', text: 'x', style: 'color:red' })))).toBeDefined();
  });

  it('keeps text that looks like markup as text', () => {
    const stored = richTextSchema.parse(doc(paragraph({ type: 'text', text: '<script>alert(1)</script>' })));
    expect(richTextPlainText(stored)).toBe('<script>alert(1)</script>');
  });

  it('wants every picture described and stored on the platform or at an https address', () => {
    expect(richTextProblem(doc({ type: 'image', attrs: { src: '/api/files/a.webp', alt: ' ' } }))).toBe(M.imageAltRequired);
    expect(richTextProblem(doc({ type: 'image', attrs: { src: '/api/files/a.webp' } }))).toBe(M.imageAltRequired);
    expect(richTextProblem(doc({ type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'A' } }))).toBe(M.imageSourceInvalid);
    expect(richTextProblem(doc({ type: 'image', attrs: { src: 'http://example.org/a.png', alt: 'A' } }))).toBe(M.imageSourceInvalid);
  });

  it('refuses headings other than levels 2 to 4 and documents too big', () => {
    expect(richTextProblem(doc({ type: 'heading', attrs: { level: 1 }, content: [] }))).toBeDefined();
    const many = Array.from({ length: 5001 }, () => paragraph());
    expect(richTextProblem(doc(...many))).toBe(M.tooLong);
  });

  it('refuses a document nested 1,000 levels deep as too long, without overflowing the stack', () => {
    let nested: unknown = { type: 'text', text: 'deep' };
    for (let level = 0; level < 1000; level++) nested = { type: 'blockquote', content: [nested] };
    expect(richTextProblem(doc(nested))).toBe(M.tooLong);
    expect(richTextSchema.safeParse(doc(nested)).success).toBe(false);
  });
});
