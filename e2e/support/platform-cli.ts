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

/** Builds a front-end project or fixture from its Rspack config (for tests that ship a build of their own). */
export function buildWithRspack(config: string): void {
  const build = spawnSync('npx', ['rspack', 'build', '-c', config], { cwd: workspaceRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`rspack build -c ${config} failed: ${build.stdout}${build.stderr}`);
}
