import { emptySiteContent, type SiteContent } from '@schoolpage/content-contract';
import { shareImageUrl } from './share-image';

const slider = [
  { sliderQuote: 'One', imageUrl: { url: '' } },
  { sliderQuote: 'Two', imageUrl: { url: '/api/files/slide.png' } },
];

function site(change: Partial<SiteContent>): SiteContent {
  return { ...emptySiteContent('Greenfield School'), ...change };
}

describe('shareImageUrl', () => {
  it('is the hero picture when there is one', () => {
    expect(shareImageUrl(site({ welcomeMessage: { welcomeMsg: '', imageUrl: { url: '/api/files/hero.jpg' } }, slider }))).toBe('/api/files/hero.jpg');
  });

  it('else the first slider image that has a URL', () => {
    expect(shareImageUrl(site({ slider }))).toBe('/api/files/slide.png');
  });

  it('is undefined for a site without pictures', () => {
    expect(shareImageUrl(emptySiteContent())).toBeUndefined();
  });
});
