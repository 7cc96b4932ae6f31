import { createHash } from 'node:crypto';
import { ScriptIntegrity } from './script-integrity';

const FILES: Record<string, string> = {
  '/main.1a2b3c4d.js': 'console.log("shell")',
  '/610.0f0f0f0f.js': 'console.log("react")',
  '/remotes/templates/nbl/remoteEntry.js': 'var template_nbl;',
};

function sha384(text: string): string {
  return `sha384-${createHash('sha384').update(text).digest('base64')}`;
}

describe('ScriptIntegrity', () => {
  it('ties every script tag and script preload to its content and names each hash once', async () => {
    const integrity = new ScriptIntegrity(async (href) => FILES[href]);
    const { html, scriptHashes } = await integrity.lock(
      '<head><script defer src="/main.1a2b3c4d.js"></script><link as="script" href="/610.0f0f0f0f.js" rel="preload">' +
        '<link rel="preload" href="/remotes/templates/nbl/remoteEntry.js" as="script">' +
        '<link rel="preload" href="/main.1a2b3c4d.js" as="script"><link rel="stylesheet" href="/site.css"></head>',
    );

    expect(html).toContain(`<script defer src="/main.1a2b3c4d.js" integrity="${sha384(FILES['/main.1a2b3c4d.js'])}"></script>`);
    expect(html).toContain(`<link as="script" href="/610.0f0f0f0f.js" rel="preload" integrity="${sha384(FILES['/610.0f0f0f0f.js'])}">`);
    expect(html).toContain(`as="script" integrity="${sha384(FILES['/remotes/templates/nbl/remoteEntry.js'])}">`);
    expect(html).toContain('<link rel="stylesheet" href="/site.css">');
    expect(scriptHashes.sort()).toEqual(Object.values(FILES).map(sha384).sort());
  });

  it('leaves out a preload it cannot read (the policy would refuse it) and names no hash for it', async () => {
    const integrity = new ScriptIntegrity(async (href) => FILES[href]);
    const { html, scriptHashes } = await integrity.lock('<link rel="preload" href="/gone.12345678.js" as="script"><p>page</p>');
    expect(html).toBe('<p>page</p>');
    expect(scriptHashes).toEqual([]);
  });

  it('reads a file whose name carries its hash once, and a stable name (remoteEntry.js) every time', async () => {
    const reads: string[] = [];
    let entry = 'first build';
    const integrity = new ScriptIntegrity(async (href) => {
      reads.push(href);
      return href.endsWith('remoteEntry.js') ? entry : FILES[href];
    });
    const page = '<script src="/main.1a2b3c4d.js"></script><script src="/remotes/templates/nbl/remoteEntry.js"></script>';
    await integrity.lock(page);
    entry = 'second build';
    const second = await integrity.lock(page);

    expect(reads.filter((href) => href === '/main.1a2b3c4d.js')).toHaveLength(1);
    expect(reads.filter((href) => href.endsWith('remoteEntry.js'))).toHaveLength(2);
    expect(second.scriptHashes).toContain(sha384('second build'));
    expect(second.scriptHashes).not.toContain(sha384('first build'));
  });
});
