import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import type { Tree } from '@nx/devkit';
import templateGenerator, { templateNames } from './generator';

describe('the template generator', () => {
  let tree: Tree;

  beforeEach(() => (tree = createTreeWithEmptyWorkspace()));

  it('scaffolds a federated remote exposing ./Site and ./SectionPreview with build, test, deploy and register targets', async () => {
    await templateGenerator(tree, { name: 'aurora-hills' });

    const project = JSON.parse(tree.read('templates/aurora-hills/project.json', 'utf8') ?? '{}');
    expect(project.name).toBe('template-aurora-hills');
    expect(Object.keys(project.targets)).toEqual(['build', 'test', 'deploy', 'register']);
    expect(project.targets.deploy.options.command).toBe('node dist/tools/platform-cli/main.js deploy dist/templates/aurora-hills');
    const rspack = tree.read('templates/aurora-hills/rspack.config.ts', 'utf8');
    expect(rspack).toContain("name: 'template_aurora_hills'");
    expect(rspack).toContain("'./Site': './src/site.tsx'");
    expect(rspack).toContain("'./SectionPreview': './src/section-preview.tsx'");
    for (const file of ['src/site.tsx', 'src/section-preview.tsx', 'src/site.spec.tsx', 'src/pages/home-page.tsx', 'src/pages/about-page.tsx', 'public/preview.svg', 'jest.config.cjs']) {
      expect(tree.exists(`templates/aurora-hills/${file}`)).toBe(true);
    }
  });

  it('writes the registry descriptor: name, id, image, link, availability and remote', async () => {
    await templateGenerator(tree, { name: 'aurora-hills', availability: 'unavailable' });
    expect(JSON.parse(tree.read('templates/aurora-hills/template.json', 'utf8') ?? '{}')).toEqual({
      name: 'aurora-hills',
      id: 'aurorahills',
      image: '/remotes/templates/aurora-hills/preview.svg',
      link: '/web/aurora-hills',
      availability: 'unavailable',
      remote: 'template_aurora_hills',
    });
  });

  it('types the site against the content contract and imports nothing but React, the router and the shared libs', async () => {
    await templateGenerator(tree, { name: 'aurora' });
    const sources = tree.children('templates/aurora/src').filter((f) => f.endsWith('.tsx') && !f.endsWith('.spec.tsx'));
    const pages = tree.children('templates/aurora/src/pages').map((f) => `pages/${f}`);
    for (const file of [...sources, ...pages]) {
      const imports = [...(tree.read(`templates/aurora/src/${file}`, 'utf8') ?? '').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const source of imports) expect(source).toMatch(/^(react|react-router-dom|@schoolpage\/(content-contract|site-kit|ui)|\.\/.*)$/);
    }
    expect(tree.read('templates/aurora/src/site.tsx', 'utf8')).toContain('({ content, basePath }: SiteProps)');
  });

  it.each(['Aurora', 'aurora_hills', '-aurora', 'aurora--hills', '1aurora'])('refuses the name "%s"', async (name) => {
    await expect(templateGenerator(tree, { name })).rejects.toThrow('is not a template name');
  });

  it('refuses a name that is already taken', async () => {
    await templateGenerator(tree, { name: 'aurora' });
    await expect(templateGenerator(tree, { name: 'aurora' })).rejects.toThrow('templates/aurora already exists');
  });

  it('derives the remote, id and title from the name', () => {
    expect(templateNames('sunny-side-up')).toEqual({ name: 'sunny-side-up', id: 'sunnysideup', remote: 'template_sunny_side_up', title: 'Sunny Side Up' });
  });
});
