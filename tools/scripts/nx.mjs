/** Nx with the settings this platform always uses: no cloud, no daemon, plain output. */
import { spawnSync } from 'node:child_process';

export function nx(args, options = {}) {
  const result = spawnSync('npx', ['nx', ...args], {
    stdio: 'inherit',
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false', ...options.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
