import { BRAND_COLOR_PATTERN, type SiteBrand } from '@schoolpage/content-contract';
import { brandPalette } from '@schoolpage/site-kit';

/** The chart's colours: the visitors' line and its fill, and the page views' (dashed) line. */
export interface VisitorsChartColors {
  visitors: string;
  visitorsFill: string;
  views: string;
}

/** The dashboard's own blue, for a school that has chosen no colour. */
const PLATFORM_COLOR = '#1d4ed8';
/** Slate: the page views' line whatever the brand (7.6:1 on white), told from the visitors' by its dashes too. */
const VIEWS_COLOR = '#475569';

/**
 * The chart in the school's own colour: the visitors' line is the brand's strong shade (darkened until it reads on
 * white at 4.5:1, more than the 3:1 a chart's lines need), its fill a light wash of it.
 */
export function visitorsChartColors(brand: SiteBrand | undefined): VisitorsChartColors {
  const color = brand && BRAND_COLOR_PATTERN.test(brand.color) ? brand.color : PLATFORM_COLOR;
  const strong = brandPalette(color)['--sp-brand-strong'];
  return { visitors: strong, visitorsFill: `${strong}1f`, views: VIEWS_COLOR };
}
