import { BRAND_COLOR_PATTERN, headingFontOf, type SiteBrand } from '@schoolpage/content-contract';
import { contrastRatio, hexOf, mixed, rgbOf, type Rgb } from './color-contrast';

/** WCAG 2.2 AA for normal text. */
export const AA_CONTRAST = 4.5;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** The darkest text a template sets on light backgrounds (site-kit's default text colour). */
const DARK_TEXT: Rgb = [15, 23, 42];

/** The CSS custom properties a template styles itself with (see the agreed brand interface). */
export interface BrandPalette {
  /** The school's colour as chosen. */
  '--sp-brand': string;
  /** Text on the brand colour: black or white, whichever contrasts more (always at least 4.5:1). */
  '--sp-on-brand': string;
  /** The brand colour, darkened as far as needed to read as text on white and on the soft tint (4.5:1). */
  '--sp-brand-strong': string;
  /** A light tint of the brand colour for backgrounds; dark text and the strong shade read on it (4.5:1). */
  '--sp-brand-soft': string;
  /** The heading typeface's font-family list (absent for the template's own). */
  '--sp-heading-font'?: string;
}

/** The first step of `steps` (0..1) at which `colorAt` passes `passes`; the last step otherwise. */
function firstPassing(colorAt: (amount: number) => Rgb, passes: (rgb: Rgb) => boolean): Rgb {
  for (let amount = 0; amount < 1; amount += 0.02) {
    const candidate = colorAt(amount);
    if (passes(candidate)) return candidate;
  }
  return colorAt(1);
}

/**
 * The palette of a brand colour (`#rrggbb`) that keeps WCAG AA contrast whatever the colour: text on it
 * is black or white, the strong shade is darkened and the soft tint lightened until they reach 4.5:1.
 */
export function brandPalette(color: string, headingFontId?: string): BrandPalette {
  const brand = rgbOf(color);
  const onBrand = contrastRatio(brand, BLACK) >= contrastRatio(brand, WHITE) ? BLACK : WHITE;
  const soft = firstPassing(
    (amount) => mixed(brand, WHITE, 0.86 + amount * 0.14),
    (rgb) => contrastRatio(rgb, DARK_TEXT) >= AA_CONTRAST * 1.5,
  );
  const strong = firstPassing(
    (amount) => mixed(brand, BLACK, amount),
    (rgb) => contrastRatio(rgb, WHITE) >= AA_CONTRAST && contrastRatio(rgb, soft) >= AA_CONTRAST,
  );
  const stack = headingFontOf(headingFontId)?.stack;
  return {
    '--sp-brand': hexOf(brand),
    '--sp-on-brand': hexOf(onBrand),
    '--sp-brand-strong': hexOf(strong),
    '--sp-brand-soft': hexOf(soft),
    ...(stack ? { '--sp-heading-font': stack } : {}),
  };
}

/**
 * The style that sets a site's brand on its root element (server and browser alike): the palette of
 * the school's colour and its heading typeface; nothing when the school has not chosen one (or it is
 * not a `#rrggbb` colour), so the template's own look stays.
 */
export function brandStyle(brand: SiteBrand | undefined): Partial<BrandPalette> | undefined {
  if (!brand) return undefined;
  if (BRAND_COLOR_PATTERN.test(brand.color)) return brandPalette(brand.color, brand.headingFont);
  const stack = headingFontOf(brand.headingFont)?.stack;
  return stack ? { '--sp-heading-font': stack } : undefined;
}
