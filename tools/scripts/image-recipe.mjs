/**
 * Proves the production image's recipe without Docker: `node tools/scripts/image-recipe.mjs`.
 *
 * Reads infra/platform.Dockerfile and carries out its steps in a clean copy of the committed tree
 * (`git archive HEAD`, less what the .dockerignore leaves out): the build stage's COPY and RUN lines
 * (`npm ci`, the build, `npm prune --omit=dev`) with its ENV, then the final stage's COPY --from lines
 * into a second folder, and starts the image's CMD there with the image's ENV and checks its HEALTHCHECK
 * answers and the platform serves its front page. The image's folders (/app, /data) become folders under
 * tmp/image/. Any instruction this script does not know fails the run, so the recipe and its proof
 * cannot drift apart. Exit code 0 only when every step worked.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const dockerfile = join(root, 'infra/platform.Dockerfile');
const work = join(root, 'tmp/image');

/** The Dockerfile as stages of { instruction, args } (continuation lines joined, comments dropped). */
function parseDockerfile(text) {
  const lines = text.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim());
  const stages = [];
  for (const line of lines) {
    if (!line || line.startsWith('#')) continue;
    const [, instruction, args] = line.match(/^(\w+)\s+(.*)$/) ?? [];
    if (!instruction) throw new Error(`Unreadable Dockerfile line: ${line}`);
    if (instruction === 'FROM') {
      const [, image, name] = args.match(/^(\S+)(?:\s+AS\s+(\S+))?$/i) ?? [];
      stages.push({ image, name, steps: [] });
    } else {
      stages.at(-1).steps.push({ instruction, args });
    }
  }
  return stages;
}

function parseEnv(args, into) {
  for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) into[key] = value;
}

/** The image's absolute paths, placed under this run's folders. */
function placer(folders) {
  return (value) => {
    for (const [inImage, here] of Object.entries(folders)) {
      if (value === inImage || value.startsWith(`${inImage}/`)) return here + value.slice(inImage.length);
    }
    return value;
  };
}

/** Where COPY puts `source`: into the folder `target` names when it ends in `/` (or is `.`), else at `target`. */
function copyDestination(workdir, source, target) {
  const intoFolder = target.endsWith('/') || target === '.';
  return intoFolder ? join(workdir, target, source === '.' ? '' : basename(source)) : join(workdir, target);
}

function run(command, cwd, env) {
  console.log(`\n$ ${command}   (in ${cwd})`);
  const result = spawnSync('sh', ['-c', command], { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`"${command}" failed with exit code ${result.status}`);
}

function cleanCopy(into) {
  mkdirSync(into, { recursive: true });
  execFileSync('sh', ['-c', `git archive --format=tar HEAD | tar -x -C "${into}"`], { cwd: root, stdio: 'inherit' });
  const ignored = readFileSync(join(root, 'infra/platform.Dockerfile.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const entry of ignored) rmSync(join(into, entry), { recursive: true, force: true });
}

function buildStage(stage, context, folders) {
  // An image build starts with no Nx cache (Nx keeps it outside the workspace, per folder).
  const env = { ...process.env, NX_SKIP_NX_CACHE: 'true' };
  let workdir = context;
  const place = placer(folders);
  for (const { instruction, args } of stage.steps) {
    if (instruction === 'WORKDIR') {
      workdir = place(args);
      mkdirSync(workdir, { recursive: true });
    } else if (instruction === 'ENV') {
      const values = {};
      parseEnv(args, values);
      for (const [key, value] of Object.entries(values)) env[key] = place(value);
    } else if (instruction === 'COPY') {
      const parts = args.split(/\s+/);
      const target = parts.pop();
      for (const source of parts) cpSync(join(context, source), copyDestination(workdir, source, target), { recursive: true });
    } else if (instruction === 'RUN') {
      run(args, workdir, env);
    } else {
      throw new Error(`The build stage has an instruction this proof does not carry out: ${instruction} ${args}`);
    }
  }
}

function finalStage(stage, stagesByName, folders) {
  const env = { ...process.env };
  const place = placer(folders);
  let workdir = folders['/app'];
  let command;
  let healthcheck;
  for (const { instruction, args } of stage.steps) {
    if (instruction === 'WORKDIR') workdir = place(args);
    else if (instruction === 'ENV') {
      const values = {};
      parseEnv(args, values);
      for (const [key, value] of Object.entries(values)) env[key] = place(value);
    } else if (instruction === 'COPY') {
      const [, from, source, target] = args.match(/^--from=(\S+)\s+(\S+)\s+(\S+)$/) ?? [];
      if (!stagesByName[from]) throw new Error(`COPY from an unknown stage: ${args}`);
      cpSync(join(stagesByName[from], source.replace(/^\/app\/?/, '')), copyDestination(workdir, source, target), { recursive: true });
    } else if (instruction === 'RUN') {
      // The image's own set-up (folders, owners): only the folders matter here.
      for (const folder of args.match(/\/data\b/g) ?? []) mkdirSync(place(folder), { recursive: true });
    } else if (instruction === 'CMD') command = JSON.parse(args);
    else if (instruction === 'HEALTHCHECK') healthcheck = args.replace(/^.*?CMD\s+/, '');
    else if (!['USER', 'EXPOSE'].includes(instruction)) {
      throw new Error(`The final stage has an instruction this proof does not carry out: ${instruction} ${args}`);
    }
  }
  return { env, workdir, command, healthcheck };
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function startAndCheck({ env, workdir, command, healthcheck }) {
  const port = await freePort();
  env.PORT = String(port);
  console.log(`\n$ ${command.join(' ')}   (in ${workdir}, PORT=${port})`);
  const server = spawn(command[0], command.slice(1), { cwd: workdir, env, stdio: 'inherit' });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The image's command exited with ${server.exitCode}`);
      if (spawnSync('sh', ['-c', healthcheck], { cwd: workdir, env }).status === 0) break;
      if (Date.now() > deadline) throw new Error('The HEALTHCHECK did not pass within 120 s');
      await new Promise((r) => setTimeout(r, 500));
    }
    const page = await fetch(`http://127.0.0.1:${port}/`);
    const html = await page.text();
    if (!page.ok || !html.includes('<div id="root"')) throw new Error(`The front page did not come back from the image (${page.status})`);
    console.log('\nimage recipe: HEALTHCHECK passes and the front page is served');
  } finally {
    server.kill('SIGTERM');
  }
}

const stages = parseDockerfile(readFileSync(dockerfile, 'utf8'));
if (stages.length !== 2 || !stages[0].name) throw new Error('Expected a named build stage and a final stage');
rmSync(work, { recursive: true, force: true });
const context = join(work, 'context');
const buildApp = join(work, 'build/app');
const imageApp = join(work, 'image/app');
cleanCopy(context);
buildStage(stages[0], context, { '/app': buildApp });
mkdirSync(imageApp, { recursive: true });
const image = finalStage(stages[1], { [stages[0].name]: buildApp }, { '/app': imageApp, '/data': join(work, 'image/data') });
if (!image.command || !image.healthcheck) throw new Error('The final stage needs a CMD and a HEALTHCHECK');
if (!existsSync(join(imageApp, 'dist/apps/api/main.js'))) throw new Error('The image has no dist/apps/api/main.js');
await startAndCheck(image);
rmSync(work, { recursive: true, force: true });
