import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { itemHeadings, renderSite, sectionOf } from '@schoolpage/site-kit/testing';
import Site from '../site';

describe('nbl gallery page with the sample content', () => {
  beforeEach(() => renderSite(Site, 'nbl', '/web/nbl/gallery', SAMPLE_SITE_CONTENT));

  it('shows the 8 gallery pictures, lazy-loaded and described', () => {
    const pictures = sectionOf('Gallery').getAllByRole('img');
    expect(pictures).toHaveLength(8);
    expect(pictures.map((p) => p.getAttribute('src'))).toEqual(SAMPLE_SITE_CONTENT.gallery.map((g) => g.url));
    for (const picture of pictures) {
      expect(picture.getAttribute('loading')).toBe('lazy');
      expect(picture.getAttribute('alt')).toMatch(/^Greenfield .* gallery photo \d of 8$/);
    }
  });

  it('shows the 3 extracurricular activities after the grid', () => {
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Gallery', 'Extracurricular Activities']);
    expect(itemHeadings('Extracurricular Activities')).toEqual(SAMPLE_SITE_CONTENT.activities.map((a) => a.title));
  });

  it('links each picture to the whole photo and opens it in the viewer', async () => {
    const tiles = sectionOf('Gallery').getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(SAMPLE_SITE_CONTENT.gallery.map((g) => g.url));
    await userEvent.click(tiles[1]);
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 8' })).toBeTruthy();
  });
});
