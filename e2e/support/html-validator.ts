import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The W3C Nu Html Checker (the engine of validator.w3.org/nu), as the npm package vnu-jar ships it. */
const VNU_JAR = join(require.resolve('vnu-jar/package.json'), '../build/dist/vnu.jar');
/** Java 11 or later from the system (never the package's own download of a Java runtime). */
const JAVA = ['/usr/bin/java', join(process.env.JAVA_HOME ?? '/nonexistent', 'bin/java')].find(existsSync);

/** A page to check: the address it was served at, and the HTML the server sent. */
export interface ServedPage {
  address: string;
  html: string;
}

/** One error the checker found in a page. */
export interface HtmlError {
  address: string;
  line?: number;
  message: string;
  extract?: string;
}

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The errors the Nu Html Checker finds in the pages (`vnu.jar --errors-only`), every page checked in one
 * Java process (a JVM takes seconds to start). Each page is written to a file of a fresh folder, removed after.
 */
export async function htmlErrors(pages: readonly ServedPage[]): Promise<HtmlError[]> {
  if (!JAVA) throw new Error('The HTML check needs Java 11 or later: apt-get install -y openjdk-17-jre-headless');
  const folder = await mkdtemp(join(tmpdir(), 'schoolpage-vnu-'));
  try {
    const files = new Map<string, string>();
    await Promise.all(
      pages.map(async (page, index) => {
        const file = join(folder, `page-${index}.html`);
        files.set(`file:${file}`, page.address);
        await writeFile(file, page.html);
      }),
    );
    const report = await vnu([...files.keys()].map((url) => url.slice('file:'.length)));
    return report.messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => ({ address: files.get(message.url) ?? message.url, line: message.lastLine, message: message.message, extract: message.extract }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function vnu(files: string[]): Promise<{ messages: VnuMessage[] }> {
  return new Promise((resolveReport, reject) => {
    execFile(
      JAVA as string,
      // One short run: the quick first-tier compiler and the serial collector take half the CPU of the JVM's defaults.
      ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) return reject(new Error(`vnu.jar failed: ${error.message}\n${stderr}`));
        try {
          resolveReport(JSON.parse(stderr) as { messages: VnuMessage[] });
        } catch {
          reject(new Error(`vnu.jar gave no report:\n${stderr}`));
        }
      },
    );
  });
}
