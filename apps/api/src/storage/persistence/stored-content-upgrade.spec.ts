import { emptySiteContent } from '@schoolpage/content-contract';
import { upgradedContent } from './stored-content-upgrade';

describe('content stored by an earlier version', () => {
  it('is given back as it is when it already has today\'s shape, so nothing is written again', () => {
    const content = { ...emptySiteContent('Hill School'), gallery: [{ id: 'g1', imageUrl: { url: '/api/files/a.png' } }] };
    expect(upgradedContent(content)).toBe(content);
  });

  it('keeps a picture stored with a bare url as imageUrl, leaving pictures already moved and other lists alone', () => {
    const faq = [{ id: 'f1', question: 'Q', answer: 'A' }];
    const content = {
      ...emptySiteContent('Hill School'),
      faq,
      gallery: [{ id: 'g1', url: '/api/files/a.png', alt: 'Runners' }, { id: 'g2', imageUrl: { url: '/api/files/b.png' } }],
    } as unknown as Parameters<typeof upgradedContent>[0];
    const upgraded = upgradedContent(content);
    expect(upgraded.gallery).toEqual([{ id: 'g1', alt: 'Runners', imageUrl: { url: '/api/files/a.png' } }, { id: 'g2', imageUrl: { url: '/api/files/b.png' } }]);
    expect(upgraded.faq).toBe(faq);
  });
});
