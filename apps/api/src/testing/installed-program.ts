import { spawnSync } from 'node:child_process';

/** Where a program is installed (as `command -v` finds it), or undefined: tests of real parts skip without it. */
export function installedProgram(program: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}
