import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The file's text, or undefined when there is no such file. */
export function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes `text` whole to a draft file of this process, then links it to its name: the link is made only if no other
 * process made one first (EEXIST), and is never seen half-written. Either way what is returned is the text on disk,
 * so processes starting together all agree on the winner's (the secrets kept in DATA_DIR).
 */
export function keepOnce(file: string, text: string): string {
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, text, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const kept = readIfThere(file);
  if (kept === undefined) throw new Error(`${file} was removed while it was being made: start again.`);
  return kept;
}
