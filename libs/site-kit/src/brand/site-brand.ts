import type { CSSProperties } from 'react';
import type { SiteBrand } from '@schoolpage/content-contract';
import { brandStyle } from './brand-palette';
import fonts from './heading-fonts.module.css';
import scripts from './script-fonts.module.css';

/**
 * What a site's root element carries for the school's brand: the classes that bring the self-hosted
 * heading typefaces and the faces of India's scripts, and the `--sp-*` custom properties of its palette (the same on the server and in
 * the browser, so hydration matches).
 */
export function siteBrandProps(brand: SiteBrand | undefined): { className: string; style?: CSSProperties } {
  return { className: `${fonts.fonts} ${scripts.scripts}`, style: brandStyle(brand) as CSSProperties | undefined };
}
