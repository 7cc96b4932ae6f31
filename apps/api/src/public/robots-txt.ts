/**
 * The platform's robots.txt: schools' public sites may be crawled, the dashboard and the API not
 * (except stored files, the pictures and documents a school's pages show), and where the sitemap is.
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /s/', 'Allow: /api/files/', 'Disallow: /dashboard', 'Disallow: /api', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** robots.txt at a school's own domain: its site may be crawled (and its stored files), the API not; its own sitemap. */
export function schoolRobotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Allow: /api/files/', 'Disallow: /api', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
