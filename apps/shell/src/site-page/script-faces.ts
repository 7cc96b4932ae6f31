/** The family of the site kit's faces for India's scripts (libs/site-kit/src/brand/script-fonts.module.css). */
const SCRIPT_FACES_FAMILY = 'SchoolPage Scripts';

/**
 * Whether the page declares any of the site's faces for India's scripts. The server writes into a page only the
 * faces its characters need (critical-css.ts), so a page in English declares none: letting them in there would
 * change nothing drawn but restyle and lay out the whole page again.
 */
export function declaresScriptFaces(fonts: Iterable<Pick<FontFace, 'family'>>): boolean {
  for (const face of fonts) if (face.family.replace(/["']/g, '') === SCRIPT_FACES_FAMILY) return true;
  return false;
}
