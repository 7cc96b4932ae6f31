import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The newest 6-digit one-time code mailed to `email`, read from the embedded mail outbox
 * (`$DATA_DIR/outbox/*.eml`), waiting up to `timeoutMs` for it to arrive.
 */
export async function readLatestCode(dataDir: string, email: string, timeoutMs = 10_000): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const messages = await Promise.all(
      files
        .filter((name) => name.endsWith('.eml'))
        .map(async (name) => {
          const path = join(outbox, name);
          return { text: await readFile(path, 'utf8'), time: (await stat(path)).mtimeMs };
        }),
    );
    const latest = messages
      .filter((m) => m.text.toLowerCase().includes(email.toLowerCase()))
      .sort((a, b) => b.time - a.time)[0];
    // The code is read from the body: an address can hold six digits too.
    const code = latest?.text.split(/\r?\n\r?\n/).slice(1).join('\n').match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No one-time code for ${email} arrived in ${outbox}.`);
}
