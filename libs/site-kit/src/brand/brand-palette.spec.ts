import fc from 'fast-check';
import { HEADING_FONTS } from '@schoolpage/content-contract';
import { AA_CONTRAST, brandPalette, brandStyle } from './brand-palette';
import { contrastRatio, rgbOf } from './color-contrast';

const contrast = (a: string, b: string) => contrastRatio(rgbOf(a), rgbOf(b));
const hexColor = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('brandPalette', () => {
  it('keeps AA contrast for every colour: text on the brand, the strong shade on white and on the soft tint, dark text on the tint', () => {
    fc.assert(
      fc.property(hexColor, (color) => {
        const palette = brandPalette(color);
        expect(palette['--sp-brand']).toBe(color);
        expect(contrast(palette['--sp-on-brand'], color)).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(contrast(palette['--sp-brand-strong'], '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(contrast(palette['--sp-brand-strong'], palette['--sp-brand-soft'])).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(contrast(palette['--sp-brand-soft'], '#0f172a')).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(contrast(palette['--sp-brand-soft'], '#000000')).toBeGreaterThanOrEqual(AA_CONTRAST);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    // colour, text on it, strong shade kept as chosen?
    ['#ffff00', '#000000', false],
    ['#ffffff', '#000000', false],
    ['#000000', '#ffffff', true],
    ['#777777', '#000000', false],
    ['#1d4ed8', '#ffffff', true],
    ['#9a3412', '#ffffff', true],
    ['#c2410c', '#ffffff', false],
    ['#22c55e', '#000000', false],
  ])('%s: %s text on it; strong shade is the colour itself: %s', (color, onBrand, kept) => {
    const palette = brandPalette(color);
    expect(palette['--sp-on-brand']).toBe(onBrand);
    expect(palette['--sp-brand-strong'] === color).toBe(kept);
    expect(contrast(palette['--sp-brand-strong'], '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('darkens a light colour only as far as needed', () => {
    const strong = brandPalette('#ffff00')['--sp-brand-strong'];
    expect(contrast(strong, '#ffffff')).toBeLessThan(AA_CONTRAST + 1);
  });
});

describe('brandStyle', () => {
  it('adds the heading typeface of the chosen font, and nothing for the template’s own', () => {
    const merriweather = HEADING_FONTS.find((font) => font.id === 'merriweather');
    expect(brandStyle({ color: '#1d4ed8', headingFont: 'merriweather' })?.['--sp-heading-font']).toBe(merriweather?.stack);
    expect(brandStyle({ color: '#1d4ed8', headingFont: 'template' })).not.toHaveProperty('--sp-heading-font');
  });

  it('sets nothing without a brand, and no colours for a colour that is not #rrggbb', () => {
    expect(brandStyle(undefined)).toBeUndefined();
    expect(brandStyle({ color: 'red', headingFont: 'template' })).toBeUndefined();
    expect(brandStyle({ color: 'red', headingFont: 'lora' })).toEqual({ '--sp-heading-font': HEADING_FONTS.find((f) => f.id === 'lora')?.stack });
  });
});
