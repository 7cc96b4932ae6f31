import { mkdir, stat } from 'node:fs/promises';

/** True when `folder` exists (made if missing) and is a folder: the health check of an embedded adapter. */
export async function folderReady(folder: string): Promise<boolean> {
  try {
    await mkdir(folder, { recursive: true });
    return (await stat(folder)).isDirectory();
  } catch {
    return false;
  }
}
