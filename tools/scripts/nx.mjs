/** Nx with the settings this platform always uses: no cloud, no daemon, plain output. */
import { spawnSync } from 'node:child_process';

/** The environment every Nx call runs with. */
export function nxEnv(extra = {}) {
  return { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false', ...extra };
}

export function nx(args, options = {}) {
  const result = spawnSync('npx', ['nx', ...args], { stdio: 'inherit', env: nxEnv(options.env) });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
