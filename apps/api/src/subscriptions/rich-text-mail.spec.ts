import type { RichTextDocument } from '@schoolpage/content-contract';
import { richTextMail } from './rich-text-mail';

const ORIGIN = 'https://schoolpage.example';

describe('a rich-text body as a mail carries it', () => {
  const document: RichTextDocument = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Sports day' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Bring ' }, { type: 'text', text: 'water', marks: [{ type: 'bold' }] }, { type: 'text', text: ' <and> a cap.' }] },
      { type: 'image', attrs: { src: '/api/files/0123456789abcdef0123456789abcdef.jpg', alt: 'The field' } },
      { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Class 1 at 9:00' }] }] }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'The map', marks: [{ type: 'link', attrs: { href: 'https://maps.example/field' } }] }] },
    ],
  };

  it('gives plain text, its pictures and links as addresses', () => {
    const { text } = richTextMail(document, ORIGIN);
    expect(text).toBe(
      ['Sports day', 'Bring water <and> a cap.', `[Picture: The field] ${ORIGIN}/api/files/0123456789abcdef0123456789abcdef.jpg`, '- Class 1 at 9:00', 'The map (https://maps.example/field)'].join('\n\n'),
    );
  });

  it('gives HTML with every text escaped and pictures as links, never as pictures to fetch', () => {
    const { html } = richTextMail(document, ORIGIN);
    expect(html).toContain('<h2>Sports day</h2>');
    expect(html).toContain('<p>Bring <strong>water</strong> &#60;and&#62; a cap.</p>');
    expect(html).toContain(`<p><a href="${ORIGIN}/api/files/0123456789abcdef0123456789abcdef.jpg">Picture: The field</a></p>`);
    expect(html).not.toContain('<img');
    expect(html).toContain('<ul><li><p>Class 1 at 9:00</p></li></ul>');
    expect(html).toContain('<a href="https://maps.example/field">The map</a>');
  });
});
