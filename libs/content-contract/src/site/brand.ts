/** A heading typeface a school may choose: self-hosted with the site kit (no font service is ever asked). */
export interface HeadingFont {
  id: string;
  /** What the admin sees. */
  label: string;
  /** The CSS font-family list; empty for the template's own typeface. */
  stack: string;
}

/**
 * The heading typefaces offered on the Templates page, the template's own first. After the school's face (drawn once
 * downloaded) each list names as few system families as draw the same: the browser looks up every family it has to
 * skip before the first paint (a miss costs a phone's first layout 1–8 ms), so a serif list goes on to Android's own
 * serif (Noto Serif) right after Georgia, and a sans-serif one to system-ui (Segoe UI on Windows).
 */
export const HEADING_FONTS: readonly HeadingFont[] = [
  { id: 'template', label: "The template's own", stack: '' },
  { id: 'merriweather', label: 'Merriweather (sturdy serif)', stack: "'SchoolPage Merriweather', Georgia, 'Noto Serif', serif" },
  { id: 'playfair-display', label: 'Playfair Display (elegant serif)', stack: "'SchoolPage Playfair Display', Georgia, 'Noto Serif', serif" },
  { id: 'lora', label: 'Lora (friendly serif)', stack: "'SchoolPage Lora', Georgia, 'Noto Serif', serif" },
  { id: 'montserrat', label: 'Montserrat (modern sans-serif)', stack: "'SchoolPage Montserrat', system-ui, sans-serif" },
  { id: 'poppins', label: 'Poppins (rounded sans-serif)', stack: "'SchoolPage Poppins', system-ui, sans-serif" },
];

/** A brand colour as stored: `#rrggbb`. */
export const BRAND_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

export function headingFontOf(id: string | undefined): HeadingFont | undefined {
  return HEADING_FONTS.find((font) => font.id === id);
}

/** `#ABC`, `abc`, ` #AaBbCc ` → `#aabbcc`; undefined for anything that is not a hex colour. */
export function normalBrandColor(typed: string): string | undefined {
  const hex = typed.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(hex)) return `#${[...hex].map((digit) => digit + digit).join('')}`;
  return /^[0-9a-f]{6}$/.test(hex) ? `#${hex}` : undefined;
}


/**
 * The school's brand: `GET` answers `{ success, info: SiteBrand | null }`; `POST { color, headingFont }`
 * saves it (the colour as `#rrggbb`, `#rgb` or without `#`) and answers `{ success, message, info }`.
 */
export const BRAND_API_PATH = '/api/dashboard/brand';
