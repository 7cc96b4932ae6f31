import { DEFAULT_OFFERS, emptySiteContent } from '@schoolpage/content-contract';
import { upgradedContent } from './stored-content-upgrade';

type Stored = Parameters<typeof upgradedContent>[0];

/** A site as it was stored before What We Offer was the school's own: no `offers` at all. */
function withoutOffers(content: object): Stored {
  const { offers: _none, ...earlier } = content as Stored;
  return earlier as unknown as Stored;
}

describe('content stored by an earlier version', () => {
  it('is given back as it is when it already has today\'s shape, so nothing is written again', () => {
    const content = { ...emptySiteContent('Hill School'), gallery: [{ id: 'g1', imageUrl: { url: '/api/files/a.png' }, altText: 'Runners' }] };
    expect(upgradedContent(content)).toBe(content);
  });

  it('keeps a picture stored with a bare url as imageUrl, and its alt as altText, leaving pictures already moved and other lists alone', () => {
    const faq = [{ id: 'f1', question: 'Q', answer: 'A' }];
    const content = {
      ...emptySiteContent('Hill School'),
      faq,
      gallery: [{ id: 'g1', url: '/api/files/a.png', alt: 'Runners' }, { id: 'g2', imageUrl: { url: '/api/files/b.png' } }],
    } as unknown as Stored;
    const upgraded = upgradedContent(content);
    expect(upgraded.gallery).toEqual([{ id: 'g1', altText: 'Runners', imageUrl: { url: '/api/files/a.png' } }, { id: 'g2', imageUrl: { url: '/api/files/b.png' } }]);
    expect(upgraded.faq).toBe(faq);
  });

  it('keeps the alt text of a picture in Recently deleted, and never replaces an altText already given', () => {
    const deletedAt = new Date().toISOString();
    const content = {
      ...emptySiteContent('Hill School'),
      gallery: [{ id: 'g1', imageUrl: { url: '/api/files/a.png' }, alt: 'Old words', altText: 'New words' }],
      recentlyDeleted: [{ id: 'd', list: 'gallery', position: 0, item: { id: 'g2', imageUrl: { url: '/api/files/b.png' }, alt: 'Choir' }, deletedAt }],
    } as unknown as Stored;
    const upgraded = upgradedContent(content) as Stored & { recentlyDeleted: unknown };
    expect(upgraded.gallery).toEqual([{ id: 'g1', imageUrl: { url: '/api/files/a.png' }, altText: 'New words' }]);
    expect(upgraded.recentlyDeleted).toEqual([{ id: 'd', list: 'gallery', position: 0, item: { id: 'g2', imageUrl: { url: '/api/files/b.png' }, altText: 'Choir' }, deletedAt }]);
  });

  it("gives a site stored before What We Offer was the school's own the spec's six items, and keeps a school's own list, even empty", () => {
    const upgraded = upgradedContent(withoutOffers(emptySiteContent('Hill School')));
    expect(upgraded.offers).toEqual(DEFAULT_OFFERS);
    const hidden = { ...emptySiteContent('Hill School'), offers: [] };
    expect(upgradedContent(hidden)).toBe(hidden);
  });
});
