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

  it('gives a heading when Heading is chosen in an empty text before typing', async () => {
    const changes: RichTextDocument[] = [];
    render(<RichTextEditor label="Story" value={undefined} onChange={(document) => changes.push(document)} uploadPicture={async () => ''} />);
    const user = userEvent.setup();
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Heading' }));
    });
    expect(screen.getByRole('button', { name: 'Heading' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      await user.keyboard('Results');
    });
    expect(changes.at(-1)?.content[0]).toEqual({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Results' }] });
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeTruthy();
  });

  it('refuses a javascript: link', async () => {
    render(<RichTextEditor label="Story" value={undefined} onChange={() => undefined} uploadPicture={async () => ''} />);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await userEvent.type(screen.getByLabelText('Link address'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByText(/Type a full web address/).textContent).toContain('mailto:');
  });
});
