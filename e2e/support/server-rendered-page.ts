/**
 * A page of a school's site as the server sends it (`/s/<slug>`, `/web/<template>`), read the way a
 * crawler or a link preview reads it: raw HTTP, no JavaScript, no cookies.
 */

export interface ServerRenderedPage {
  status: number;
  /** The whole document. */
  html: string;
  /** The markup the template rendered (what the server put in `<div id="root">`). */
  markup: string;
  /** The template the server rendered it with, as the page tells the browser (`<script id="site-data">`). */
  renderedBy?: { remote: string; entry: string };
}

const ROOT_START = '<div id="root">';
const DATA_START = '<script id="site-data" type="application/json">';

export async function fetchServerRenderedPage(url: string, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<ServerRenderedPage> {
  const response = await fetch(url, { redirect: 'manual', headers, signal });
  const html = await response.text();
  return { status: response.status, html, markup: templateMarkup(html), renderedBy: renderedBy(html) };
}

/** From the start of `<div id="root">` to the page data that follows it: the template's own markup. */
function templateMarkup(html: string): string {
  const start = html.indexOf(ROOT_START);
  if (start < 0) return '';
  const end = html.indexOf(DATA_START, start);
  return html.slice(start + ROOT_START.length, end < 0 ? undefined : end);
}

function renderedBy(html: string): ServerRenderedPage['renderedBy'] {
  const start = html.indexOf(DATA_START);
  if (start < 0) return undefined;
  const end = html.indexOf('</script>', start);
  try {
    const data = JSON.parse(html.slice(start + DATA_START.length, end)) as { remote?: unknown; entry?: unknown };
    return typeof data.remote === 'string' && typeof data.entry === 'string' ? { remote: data.remote, entry: data.entry } : undefined;
  } catch {
    return undefined;
  }
}

/** The school's permanent address, as its profile names it (`GET /api/dashboard/profile/info` → `info.slug`). */
export async function siteSlugOf(admin: { get(path: string): Promise<{ info?: unknown }> }): Promise<string> {
  const slug = ((await admin.get('/api/dashboard/profile/info')).info as { slug?: string } | undefined)?.slug;
  if (!slug) throw new Error('The profile names no slug for the site.');
  return slug;
}
