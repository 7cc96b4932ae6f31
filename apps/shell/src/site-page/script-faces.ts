/** The family of the site kit's faces for India's scripts (libs/site-kit/src/brand/script-fonts.module.css). */
const SCRIPT_FACES_FAMILY = 'SchoolPage Scripts';

/**
 * The site's faces for India's scripts that the page declares. The server writes into a page only the faces its
 * characters need (critical-css.ts), so a page in English declares none and fetches nothing.
 */
export function scriptFacesOf<Face extends Pick<FontFace, 'family'>>(fonts: Iterable<Face>): Face[] {
  return [...fonts].filter((face) => face.family.replace(/["']/g, '') === SCRIPT_FACES_FAMILY);
}
