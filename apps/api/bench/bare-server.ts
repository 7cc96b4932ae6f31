import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { allContentAnswer } from '@schoolpage/content-contract';

/**
 * The baseline: a bare node:http server answering the same routes with the same bytes, prepared in
 * memory (no framework, no middleware, no database per request): the two JSON routes from the same
 * database at start-up, and the schools' pages `/s/<slug>[/<page>]` exactly as the platform sent them
 * (the benchmark fetches them once and sends `{ sitePages: <JSON file of path → HTML>, sitePagesGzip:
 * <JSON file of path → base64 of the gzip bytes> }`; answered `{ sitePagesLoaded: <count> }`), gzipped
 * to a request that accepts gzip, as the platform does.
 */
const dataDir = process.env.DATA_DIR as string;
/** 0 = any free port (the benchmark is told which). */
const port = Number(process.env.PORT ?? 0);
const db = new Database(join(dataDir, 'schoolpage.db'), { readonly: true });
const rows = db.prepare('SELECT organization_id AS id, template_name AS templateName, organization_name AS name, content FROM sites WHERE is_publish = 1').all() as {
  id: string;
  templateName: string;
  name: string;
  content: string;
}[];
const contentAnswers = new Map(rows.map((r) => [r.id, allContentAnswer(r.templateName, JSON.parse(r.content) as object)]));
const directory = rows.map((r) => ({ _id: r.id, templateName: r.templateName, organizationName: r.name, key: r.name.toLowerCase() })).sort((a, b) => a.key.localeCompare(b.key));
db.close();

const sitePages = new Map<string, Buffer>();
const gzipSitePages = new Map<string, Buffer>();
process.on('message', (message: { sitePages?: string; sitePagesGzip?: string }) => {
  if (!message.sitePages) return;
  const pages = JSON.parse(readFileSync(message.sitePages, 'utf8')) as Record<string, string>;
  for (const [path, html] of Object.entries(pages)) sitePages.set(path, Buffer.from(html));
  if (message.sitePagesGzip) {
    const gzipped = JSON.parse(readFileSync(message.sitePagesGzip, 'utf8')) as Record<string, string>;
    for (const [path, body] of Object.entries(gzipped)) gzipSitePages.set(path, Buffer.from(body, 'base64'));
  }
  process.send?.({ sitePagesLoaded: sitePages.size });
});

function suggestions(text: string): string {
  const needle = text.trim().toLowerCase();
  const info = needle ? directory.filter((d) => d.key.includes(needle)).slice(0, 10).map(({ _id, templateName, organizationName }) => ({ _id, templateName, organizationName })) : [];
  return JSON.stringify({ success: true, info });
}

const server = createServer((request, response) => {
  const gzipPage = request.headers['accept-encoding']?.includes('gzip') ? gzipSitePages.get(request.url ?? '') : undefined;
  const page = gzipPage ?? sitePages.get(request.url ?? '');
  if (page) {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': page.length,
      Vary: 'Accept-Encoding',
      ...(gzipPage ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(page);
    return;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  let body: string | undefined;
  if (url.pathname === '/api/web/all-content') body = contentAnswers.get(url.searchParams.get('organizationId') ?? '');
  else if (url.pathname === '/api/search/suggestion') body = suggestions(url.searchParams.get('searchValue') ?? '');
  response.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(body ?? '{"success":false,"message":"Not found."}');
});
server.listen(port, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
