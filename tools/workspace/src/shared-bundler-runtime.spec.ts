import { getInstance, init } from '@module-federation/enhanced/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from '../../rspack/bundler-runtime-global';
import { initRemote, provideBundlerRuntime, remoteFederation } from '../../rspack/shared-bundler-runtime';

const initOptions = (name: string) => ({ name, remotes: [], shared: {} });

describe('the bundler runtime the host hands to remotes', () => {
  it('gives each remote bundle its own federation object, share scopes and options', () => {
    const first = remoteFederation();
    const second = remoteFederation();
    expect(first).not.toBe(second);
    expect(first.bundlerRuntime).not.toBe(second.bundlerRuntime);
    expect(first.bundlerRuntime?.S).not.toBe(second.bundlerRuntime?.S);
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
  });

  it('includes what a remote needs and the host leaves out: the container entry', () => {
    const { bundlerRuntime } = remoteFederation();
    for (const part of ['remotes', 'consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init'] as const) {
      expect(typeof bundlerRuntime?.[part]).toBe('function');
    }
  });

  it('is read from the global like a module, fresh on every read, and set once', () => {
    const scope: Record<string, unknown> = {};
    provideBundlerRuntime(scope);
    const provided = scope[BUNDLER_RUNTIME_GLOBAL] as { __esModule: boolean; default: unknown };
    expect(provided.__esModule).toBe(true);
    expect(provided.default).not.toBe(provided.default);
    provideBundlerRuntime(scope);
    expect(scope[BUNDLER_RUNTIME_GLOBAL]).toBe(provided);
  });

  it("starts a remote's instance without replacing the host's, and finds it again", () => {
    const host = init(initOptions('host_under_test'));
    const remote = initRemote(initOptions('remote_under_test'));
    expect(remote).not.toBe(host);
    expect(remote.options.name).toBe('remote_under_test');
    expect(getInstance()).toBe(host);
    expect(initRemote(initOptions('remote_under_test'))).toBe(remote);
    expect(getInstance()).toBe(host);
  });
});
