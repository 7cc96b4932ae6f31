import { emptySiteContent, type SiteContent } from '@schoolpage/content-contract';
import { preloadHeroPicture } from './hero-preload';

const withHero = (url: string): SiteContent => ({ ...emptySiteContent('Hill School'), welcomeMessage: { welcomeMsg: '', imageUrl: { url } } });
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

describe('preloadHeroPicture', () => {
  afterEach(() => preloads().forEach((link) => link.remove()));

  it("asks for a school's hero as the page's picture will (AVIF in the screen's width), never the original", () => {
    const url = '/api/files/0123456789abcdef0123456789abcdef.jpg';
    preloadHeroPicture(withHero(url));
    preloadHeroPicture(withHero(url));
    const [link] = preloads();
    expect(preloads()).toHaveLength(1);
    expect(link.getAttribute('href')).toBeNull();
    expect(link.type).toBe('image/avif');
    expect(link.getAttribute('imagesrcset')).toContain(`${url}?w=640&f=avif 640w`);
    expect(link.getAttribute('imagesizes')).toBe('100vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('asks for a built-in hero as it is, and for nothing without a hero', () => {
    preloadHeroPicture(emptySiteContent('Hill School'));
    expect(preloads()).toHaveLength(0);
    preloadHeroPicture(withHero('/assets/default-hero.webp'));
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(['/assets/default-hero.webp']);
  });
});
