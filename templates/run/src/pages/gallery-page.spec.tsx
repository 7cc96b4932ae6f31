import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SITE_CONTENT } from '@schoolpage/content-contract/sample';
import { itemHeadings, renderSite, sectionOf } from '@schoolpage/site-kit/testing';
import Site from '../site';

describe('run gallery page with the sample content', () => {
  beforeEach(() => renderSite(Site, 'run', '/web/run/gallery', SAMPLE_SITE_CONTENT));

  it('shows the 8 gallery pictures with size and lazy loading', () => {
    const pictures = sectionOf('Gallery').getAllByRole('img');
    expect(pictures).toHaveLength(8);
    for (const picture of pictures) {
      expect(picture.getAttribute('loading')).toBe('lazy');
      expect(picture.getAttribute('width')).toBe('640');
      expect(picture.getAttribute('height')).toBe('420');
    }
  });

  it('shows the 3 activities with their pictures', () => {
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Gallery', 'Activities']);
    expect(itemHeadings('Activities')).toEqual(SAMPLE_SITE_CONTENT.activities.map((a) => a.title));
    expect(sectionOf('Activities').getByRole('img', { name: 'Debate Club' })).toBeTruthy();
  });

  it('links each picture to the whole photo and opens it in the viewer', async () => {
    const tiles = sectionOf('Gallery').getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(SAMPLE_SITE_CONTENT.gallery.map((g) => g.url));
    await userEvent.click(tiles[1]);
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 8' })).toBeTruthy();
  });
});
