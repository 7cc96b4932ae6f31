import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryImage } from '@schoolpage/content-contract';
import { renderToString } from 'react-dom/server';
import { PhotoGallery } from './photo-gallery';
import { SiteLanguage } from '../words/site-words';

const images: GalleryImage[] = [
  { id: 'a', url: '/api/files/0123456789abcdef0123456789abcdef.jpg', altText: 'Pupils planting trees', caption: 'Earth Day' },
  { id: 'b', url: '/api/files/1123456789abcdef0123456789abcdef.jpg', focalPoint: { x: 0.3, y: 0.1 } },
  { id: 'c', url: '/api/files/2123456789abcdef0123456789abcdef.png', altText: 'The library' },
];

const tile = (name: string) => screen.getByRole('link', { name });

describe('PhotoGallery', () => {
  it('links every tile to its whole picture, described by its alt text (or its place in the gallery)', () => {
    render(<PhotoGallery images={images} organizationName="Hill School" />);
    expect(tile('Pupils planting trees').getAttribute('href')).toBe(images[0].url);
    expect(tile('Hill School gallery photo 2 of 3').getAttribute('href')).toBe(images[1].url);
    expect(screen.getByText('Earth Day')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts a captioned picture in a <figure> with its <figcaption>, and an uncaptioned one alone', () => {
    const { container } = render(<PhotoGallery images={images} organizationName="Hill School" />);
    const figures = container.querySelectorAll('figure');
    expect(figures).toHaveLength(1);
    expect(figures[0].querySelector('figcaption')?.textContent).toBe('Earth Day');
    expect(figures[0].querySelector('img')?.getAttribute('alt')).toBe('Pupils planting trees');
  });

  it('crops each tile around its focal point, the centre when none is set', () => {
    render(<PhotoGallery images={images} organizationName="Hill School" />);
    expect(screen.getByRole('img', { name: 'Hill School gallery photo 2 of 3' }).style.objectPosition).toBe('30% 10%');
    expect(screen.getByRole('img', { name: 'The library' }).style.objectPosition).toBe('');
  });

    it('renders on the server without the viewer, as the browser first renders it', () => {
    const html = renderToString(<PhotoGallery images={images} organizationName="Hill School" />);
    expect(html).not.toContain('<dialog');
    expect(html).toContain('<picture');
  });

  it('opens a photo in a viewer, goes on with the arrow keys, shows its description, and closes with Esc back to the tile', async () => {
    render(<PhotoGallery images={images} organizationName="Hill School" />);
    await userEvent.click(tile('Pupils planting trees'));
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 of 3' });
    expect(within(viewer).getByText('Earth Day')).toBeTruthy();
    expect(within(viewer).getByText('Pupils planting trees')).toBeTruthy();

    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeTruthy();
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    const last = screen.getByRole('dialog', { name: 'Photo 3 of 3' });
    expect(within(last).getByRole('img', { name: 'The library' })).toBeTruthy();

    fireEvent.keyDown(last, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(tile('Pupils planting trees'));
  });

  it('goes on with Previous and Next, by a swipe, and closes with Close', async () => {
    render(<PhotoGallery images={images} organizationName="Hill School" />);
    await userEvent.click(tile('The library'));
    await userEvent.click(await screen.findByRole('button', { name: 'Next photo' }));
    const first = screen.getByRole('dialog', { name: 'Photo 1 of 3' });
    act(() => {
      fireEvent.touchStart(first, { touches: [{ clientX: 300, clientY: 200 }] });
      fireEvent.touchEnd(first, { changedTouches: [{ clientX: 120, clientY: 210 }] });
    });
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(tile('The library'));
  });

  it("marks a caption and an alt text the school has not translated with their own language, in the grid and the viewer", async () => {
    render(
      <SiteLanguage untranslated={{ lang: 'hi', fields: ['gallery/#a/caption', 'gallery/#c/altText'] }}>
        <PhotoGallery images={images} organizationName="Hill School" />
      </SiteLanguage>,
    );
    expect(screen.getByText('Earth Day').getAttribute('lang')).toBe('hi');
    expect(screen.getByRole('img', { name: 'Pupils planting trees' }).hasAttribute('lang')).toBe(false);
    expect(screen.getByRole('img', { name: 'The library' }).getAttribute('lang')).toBe('hi');
    // A picture without an alt text is described in the page's own words.
    expect(screen.getByRole('img', { name: 'Hill School gallery photo 2 of 3' }).hasAttribute('lang')).toBe(false);

    await userEvent.click(tile('Pupils planting trees'));
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 of 3' });
    expect(within(viewer).getByText('Earth Day').getAttribute('lang')).toBe('hi');
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    const last = screen.getByRole('dialog', { name: 'Photo 3 of 3' });
    expect(within(last).getByRole('img', { name: 'The library' }).getAttribute('lang')).toBe('hi');
    expect(within(last).getByText('The library').getAttribute('lang')).toBe('hi');
  });
});
