import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const workspaceRoot = resolve(__dirname, '../..');
const cli = resolve(workspaceRoot, 'dist/tools/platform-cli/main.js');
const run = promisify(execFile);

/**
 * Runs the operator's platform CLI (deploy, rollback, ...) and returns what it printed; throws on
 * failure. Asynchronous on purpose: test servers (s3rver) in this process must keep answering it.
 */
export async function platformCli(args: string[], env: Record<string, string>): Promise<string> {
  if (!existsSync(cli)) throw new Error('The platform CLI is not built: run `npx nx run platform-cli:build` first.');
  try {
    const { stdout } = await run(process.execPath, [cli, ...args], { cwd: workspaceRoot, env: { ...process.env, ...env } });
    return stdout.trim();
  } catch (error) {
    throw new Error(`platform-cli ${args.join(' ')} failed: ${(error as { stderr?: string }).stderr ?? String(error)}`);
  }
}

/**
 * The build of a template fixture under e2e/fixtures/ (a project of its own, `fixture-<name>`, whose
 * `build-fixture` target Nx caches like any build): `npm test` builds them with the platform, so a journey
 * only runs Nx (a cache hit unless the fixture or what it imports changed) when it runs on its own.
 */
export function buildFixture(name: string): string {
  if (process.env['E2E_FIXTURES_BUILT'] !== 'true') {
    const build = spawnSync('npx', ['nx', 'run', `fixture-${name}:build-fixture`, '--output-style=static'], {
      cwd: workspaceRoot,
      encoding: 'utf8',
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
    });
    if (build.status !== 0) throw new Error(`The fixture ${name} did not build: ${build.stdout}${build.stderr}`);
  }
  return `dist/e2e/fixtures/${name}`;
}
