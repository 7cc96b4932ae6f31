import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { CSP_VIOLATION_LOG } from './csp-reports';
import { CSP_REPORT_PATH } from './security-headers';

/** Directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

const SHELL_SCRIPT = 'main.0123abcd.js';
const SHELL_CODE = 'document.title = "SchoolPage";';
const SHELL_HASH = `sha384-${createHash('sha384').update(SHELL_CODE).digest('base64')}`;

describe("the pages' Content-Security-Policy", () => {
  let platform: TestPlatform;
  let frontend: string;

  beforeAll(async () => {
    frontend = mkdtempSync(join(tmpdir(), 'frontend-'));
    mkdirSync(join(frontend, 'apps/shell'), { recursive: true });
    writeFileSync(
      join(frontend, 'apps/shell/index.html'),
      `<!doctype html><html><head><script defer src="/${SHELL_SCRIPT}"></script></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(join(frontend, 'apps/shell', SHELL_SCRIPT), SHELL_CODE);
    platform = await startTestPlatform({ FRONTEND_DIR: frontend });
  });
  afterAll(async () => {
    await platform.close();
    rmSync(frontend, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/dashboard', '/web/nbl', '/s/some-school'])('%s runs only the scripts whose hashes it names', async (path) => {
    const response = await platform.agent().get(path);
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'strict-dynamic'", `'${SHELL_HASH}'`]);
    expect(response.text).toContain(`<script defer src="/${SHELL_SCRIPT}" integrity="${SHELL_HASH}"></script>`);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('report-uri')).toEqual([CSP_REPORT_PATH]);
    // A school's map, framed on request, is the one outside page a site may show.
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://www.openstreetmap.org']);
  });

  it('lets nothing run in a file that is not a page (an SVG opened on its own, a script opened as a document)', async () => {
    const response = await platform.agent().get(`/${SHELL_SCRIPT}`);
    expect(response.status).toBe(200);
    expect(directives(response.headers['content-security-policy']).get('script-src')).toEqual(["'strict-dynamic'"]);
  });

  it('logs what a browser reports it refused, and answers 204', async () => {
    const logged = jest.spyOn(process.stdout, 'write');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await platform
        .agent()
        .post(CSP_REPORT_PATH)
        .set('Content-Type', 'application/csp-report')
        .send(JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/s/a', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js' } }))
        .expect(204);
      const output = [...logged.mock.calls, ...warn.mock.calls].map((call) => String(call[0])).join('');
      expect(output).toContain(`${CSP_VIOLATION_LOG}: script-src-elem refused https://evil.example/x.js on http://x/s/a`);
    } finally {
      logged.mockRestore();
      warn.mockRestore();
    }
  });
});
