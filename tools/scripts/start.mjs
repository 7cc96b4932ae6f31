/**
 * `npm start`: builds every project (Nx caches what has not changed) and serves the whole platform
 * from one origin on the embedded default storage (./data), or on PORT / DATA_DIR when set.
 */
import { spawn } from 'node:child_process';
import { nx } from './nx.mjs';

nx(['run-many', '-t', 'build', '--output-style=stream-without-prefixes']);

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/apps/api/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
