import { renderToStaticMarkup } from 'react-dom/server';
import type { RichTextDocument } from '@schoolpage/content-contract';
import { RichText } from './rich-text';

const story: RichTextDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Sports day' }] },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Races', marks: [{ type: 'bold' }] }] }] }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Results', marks: [{ type: 'link', attrs: { href: 'https://example.org/r' } }] }] },
    { type: 'image', attrs: { src: '/api/files/a.webp', alt: 'Children running' } },
    { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableHeader', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Class' }] }] }] }] },
  ],
};

describe('RichText', () => {
  it('renders headings, lists, links, pictures and tables as elements', () => {
    const html = renderToStaticMarkup(<RichText document={story} />);
    expect(html).toContain('<h2>Sports day</h2>');
    expect(html).toContain('<ul><li><p><strong>Races</strong></p></li></ul>');
    expect(html).toContain('<a href="https://example.org/r" rel="noopener noreferrer">Results</a>');
    expect(html).toContain('alt="Children running"');
    expect(html).toContain('<th scope="col">');
  });

  it('writes text that looks like markup as text, and leaves out a link or node it does not allow', () => {
    const hostile = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] },
        { type: 'script', content: [{ type: 'text', text: 'alert(2)' }] },
        { type: 'image', attrs: { src: 'javascript:alert(3)', alt: 'x' } },
      ],
    } as unknown as RichTextDocument;
    const html = renderToStaticMarkup(<RichText document={hostile} />);
    expect(html).not.toMatch(/<script|<a |javascript:|<img|alert\(2\)/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('renders nothing for an empty document', () => {
    expect(renderToStaticMarkup(<RichText document={{ type: 'doc', content: [] }} />)).toBe('');
  });
});
