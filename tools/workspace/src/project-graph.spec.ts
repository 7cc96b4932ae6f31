import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface ProjectGraph {
  nodes: Record<string, { data: { root: string } }>;
  dependencies: Record<string, { target: string }[]>;
}

const workspaceRoot = resolve(__dirname, '../../..');

/** The workspace's project graph as `nx graph` computes it from the source imports. */
function projectGraph(): ProjectGraph {
  const folder = mkdtempSync(join(tmpdir(), 'schoolpage-graph-'));
  try {
    const file = join(folder, 'graph.json');
    execFileSync('npx', ['nx', 'graph', `--file=${file}`], {
      cwd: workspaceRoot,
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
      stdio: 'ignore',
    });
    return JSON.parse(readFileSync(file, 'utf8')).graph;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const TEMPLATES = ['run', 'nbl', 'curl-set', 'tech-light', 'timely-travel', 'manga-center', 'black-star', 'sandy-pleagad'];

describe('the workspace shape', () => {
  const graph = projectGraph();

  it('has the shell, the three app remotes, the API, one remote per template and the content contract', () => {
    const projects = Object.fromEntries(Object.entries(graph.nodes).map(([name, node]) => [name, node.data.root]));
    expect(projects).toMatchObject({
      shell: 'apps/shell',
      landing: 'apps/landing',
      search: 'apps/search',
      dashboard: 'apps/dashboard',
      api: 'apps/api',
      'content-contract': 'libs/content-contract',
      ...Object.fromEntries(TEMPLATES.map((t) => [`template-${t}`, `templates/${t}`])),
    });
  });

  it.each(TEMPLATES)('template %s depends on the content contract and shared libs only', (template) => {
    const targets = graph.dependencies[`template-${template}`]
      .map((d) => d.target)
      .filter((target) => !target.startsWith('npm:'));
    expect(targets).toContain('content-contract');
    for (const target of targets) expect(graph.nodes[target].data.root).toMatch(/^libs\//);
  });
});
