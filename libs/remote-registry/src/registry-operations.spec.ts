import { emptyRegistry, type Deployment } from './registry-document';
import { recordDeployment, registerTemplate, rollbackRemote, RollbackError } from './registry-operations';

const deployment = (version: string): Deployment => ({
  version,
  entry: `/api/platform/bundles/template_run/${version}/mf-manifest.json`,
  deployedAt: '2026-11-22T10:00:00.000Z',
});
const liveEntry = (registry: ReturnType<typeof emptyRegistry>) => registry.remotes.find((r) => r.name === 'template_run')?.entry;

describe('remote deployments and rollback', () => {
  const twice = recordDeployment(recordDeployment(emptyRegistry(), 'template_run', deployment('v1')), 'template_run', deployment('v2'));

  it('makes the newest deployment live and keeps every earlier one', () => {
    expect(liveEntry(twice)).toBe(deployment('v2').entry);
    expect(twice.history['template_run'].map((d) => d.version)).toEqual(['v1', 'v2']);
  });

  it('rolls back to the deployment before the live one, then to the built-in bundle', () => {
    const once = rollbackRemote(twice, 'template_run');
    expect(liveEntry(once)).toBe(deployment('v1').entry);
    const builtIn = rollbackRemote(once, 'template_run');
    expect(liveEntry(builtIn)).toBeUndefined();
    expect(builtIn.history['template_run']).toHaveLength(2);
  });

  it('rolls back to a named version, and refuses one that was never deployed', () => {
    expect(liveEntry(rollbackRemote(twice, 'template_run', 'v1'))).toBe(deployment('v1').entry);
    expect(() => rollbackRemote(twice, 'template_run', 'v9')).toThrow(RollbackError);
  });

  it('has nothing to roll back for a remote on its built-in bundle', () => {
    expect(() => rollbackRemote(emptyRegistry(), 'template_nbl')).toThrow('nothing to roll back');
  });

  it('redeploying a known version moves it to the top of the history without a duplicate', () => {
    const again = recordDeployment(twice, 'template_run', deployment('v1'));
    expect(again.history['template_run'].map((d) => d.version)).toEqual(['v2', 'v1']);
    expect(liveEntry(again)).toBe(deployment('v1').entry);
  });
});

describe('template registration', () => {
  it('adds a descriptor and replaces one with the same name', () => {
    const descriptor = { name: 'aurora', id: 'aurora', image: '/x.svg', link: '/web/aurora', availability: 'unavailable' as const, remote: 'template_aurora' };
    const added = registerTemplate(emptyRegistry(), descriptor);
    const replaced = registerTemplate(added, { ...descriptor, availability: 'available' });
    expect(replaced.templates).toEqual([{ ...descriptor, availability: 'available' }]);
  });
});
