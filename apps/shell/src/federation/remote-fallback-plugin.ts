import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './remote-unavailable';

/** When a remote cannot be loaded at all, hand back a module whose component says so. */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'schoolpage-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`The remote module "${id}" could not be loaded.`, error);
      return { default: RemoteUnavailable };
    },
  };
}
