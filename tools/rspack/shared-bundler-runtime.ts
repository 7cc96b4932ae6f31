/**
 * A runtime plugin of the host (the shell): it hands its Module Federation bundler runtime to the
 * remotes, which then carry no copy of it (each remote's entry takes it from the global
 * BUNDLER_RUNTIME_GLOBAL, as it takes the runtime core from `_FEDERATION_RUNTIME_CORE`).
 *
 * Each bundle writes into the federation object it is given (its own `__webpack_require__`, its
 * share scopes), so every bundle gets a fresh one, made of the host's functions. A remote's
 * `init` finds or creates the remote's own instance without replacing the host's, which the
 * shell's `loadRemote` and `registerRemotes` keep using.
 */
import { createInstance, getInstance, getRemoteEntry, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime/dist/index.cjs';
// The host exposes nothing, so its bundler runtime leaves this out; remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global';

type InitOptions = Parameters<typeof createInstance>[0];

/** A remote's instance: the one already registered under its name and version, or a new one. */
export function initRemote(options: InitOptions): ModuleFederation {
  const normalized = { ...options, id: options.id || '' };
  const sameRemote = (instance: ModuleFederation) =>
    instance.options.name === options.name && (options.version ? instance.options.version === options.version : !instance.options.version);
  const instance = getInstance(sameRemote);
  if (!instance) return createInstance(normalized);
  instance.initOptions(normalized);
  return instance;
}

/** What one remote's bundle gets in place of its own copy of the bundler runtime. */
export function remoteFederation(): Federation {
  return {
    runtime: { init: initRemote, getRemoteEntry } as unknown as Federation['runtime'],
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry, S: {} },
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}

/** Puts the bundler runtime where remotes look for it (once: a page has one host). */
export function provideBundlerRuntime(scope: Record<string, unknown> = globalThis): void {
  if (scope[BUNDLER_RUNTIME_GLOBAL]) return;
  // A module's shape for the remote's `import federation from ...`: a fresh object on every read.
  const bundlerModule = Object.defineProperties({}, { __esModule: { value: true }, default: { get: remoteFederation, enumerable: true } });
  scope[BUNDLER_RUNTIME_GLOBAL] = bundlerModule;
}

export default function sharedBundlerRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shared-bundler-runtime',
    beforeInit(args) {
      provideBundlerRuntime();
      return args;
    },
  };
}
