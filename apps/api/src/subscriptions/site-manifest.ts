import type { SiteContent } from '@schoolpage/content-contract';

/** The platform's blue, for a school without a colour of its own (as the updates pages). */
const DEFAULT_COLOR = '#1d4ed8';
/** The longest name a Home Screen shows under an icon without cutting it. */
const SHORT_NAME_LENGTH = 12;

/** The school's name as short as a Home Screen wants it: its first words that fit, else the start of its first. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= SHORT_NAME_LENGTH) return trimmed;
  let short = '';
  for (const word of trimmed.split(' ')) {
    const longer = short ? `${short} ${word}` : word;
    if (longer.length > SHORT_NAME_LENGTH) break;
    short = longer;
  }
  return short || trimmed.slice(0, SHORT_NAME_LENGTH);
}

/**
 * A school's web app manifest (`/s/<slug>/manifest.webmanifest`): its name, its brand colour, icons from its logo (the
 * 180×180 and 32×32 PNGs made at upload, else the logo itself), and the site as start and scope, shown standalone, so
 * a phone can add the site to its Home Screen (on an iPhone, the way to web push).
 */
export function siteManifest(content: Pick<SiteContent, 'organizationName' | 'organizationLogo' | 'brand'>, root: string) {
  const color = content.brand?.color && /^#[0-9a-f]{6}$/i.test(content.brand.color) ? content.brand.color : DEFAULT_COLOR;
  const logo = content.organizationLogo;
  const icons = [
    ...(logo?.appleTouchIcon?.url ? [{ src: logo.appleTouchIcon.url, sizes: '180x180', type: 'image/png' }] : []),
    ...(logo?.favicon?.url ? [{ src: logo.favicon.url, sizes: '32x32', type: 'image/png' }] : []),
  ];
  if (icons.length === 0 && logo?.url) icons.push({ src: logo.url, sizes: 'any', type: '' });
  return {
    id: root,
    name: content.organizationName,
    short_name: shortNameOf(content.organizationName),
    start_url: root,
    scope: root,
    display: 'standalone',
    theme_color: color,
    background_color: '#ffffff',
    icons: icons.map(({ type, ...icon }) => (type ? { ...icon, type } : icon)),
  };
}
