import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RichTextDocument } from '@schoolpage/content-contract';
import { RichTextEditor } from './rich-text-editor';

// jsdom lays nothing out; the editor asks where the selection is to scroll it into view.
beforeAll(() => {
  const noRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
});

describe('RichTextEditor', () => {
  it('shows the saved document and gives the editor JSON as it changes', async () => {
    const changes: RichTextDocument[] = [];
    render(
      <RichTextEditor
        label="Story"
        value={{ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Sports day' }] }] }}
        onChange={(document) => changes.push(document)}
        uploadPicture={async () => '/api/files/a.webp'}
      />,
    );
    const textbox = screen.getByRole('textbox', { name: 'Story' });
    expect(textbox.textContent).toBe('Sports day');
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    });
    expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe('true');
    expect(changes.at(-1)?.content[0]?.type).toBe('bulletList');
  });

  it.each([
    ['Heading', 'heading'],
    ['Bulleted list', 'bulletList'],
    ['Numbered list', 'orderedList'],
    ['Quote', 'blockquote'],
  ])('applies %s on the first, empty line of a new text (and to what is typed next)', async (tool, type) => {
    const changes: RichTextDocument[] = [];
    render(<RichTextEditor label="Story" value={undefined} onChange={(document) => changes.push(document)} uploadPicture={async () => ''} />);
    const user = userEvent.setup({ delay: null });
    await act(async () => {
      await user.click(screen.getByRole('button', { name: tool }));
    });
    expect(screen.getByRole('button', { name: tool }).getAttribute('aria-pressed')).toBe('true');
    expect(changes.at(-1)?.content[0]?.type).toBe(type);
  });

  it('attaches a PDF: stores it, then links its name (or the words typed) to it in the text', async () => {
    const changes: RichTextDocument[] = [];
    const stored: File[] = [];
    const href = `/api/files/${'a'.repeat(32)}.pdf`;
    const attachFile = async (file: File) => (stored.push(file), href);
    render(<RichTextEditor label="Page" value={undefined} onChange={(document) => changes.push(document)} uploadPicture={async () => ''} attachFile={attachFile} />);
    const user = userEvent.setup({ delay: null });
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'File' }));
    });
    await user.upload(screen.getByLabelText('File (PDF)'), new File(['%PDF-1.4'], 'fees.pdf', { type: 'application/pdf' }));
    await user.type(screen.getByLabelText('Link text (optional)'), 'Fee structure');
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Attach file' }));
    });
    expect(stored.map((file) => file.name)).toEqual(['fees.pdf']);
    const paragraph = changes.at(-1)?.content[0];
    expect(paragraph && 'content' in paragraph ? paragraph.content?.[0] : undefined).toMatchObject({ type: 'text', text: 'Fee structure', marks: [{ type: 'link', attrs: { href } }] });
    expect(screen.getByRole('link', { name: 'Fee structure' }).getAttribute('href')).toBe(href);
  });

  it('refuses a javascript: link', async () => {
    render(<RichTextEditor label="Story" value={undefined} onChange={() => undefined} uploadPicture={async () => ''} />);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await userEvent.type(screen.getByLabelText('Link address'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByText(/Type a full web address/).textContent).toContain('mailto:');
  });
});
