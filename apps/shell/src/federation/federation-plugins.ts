import { registerPlugins } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { remoteFallbackPlugin } from './remote-fallback-plugin';

/**
 * The first two of three layers against a remote that fails: the retry plugin tries a failed
 * manifest or script again, and the fallback plugin turns a final failure into a friendly component.
 * The third layer is the React error boundary in RemoteView.
 */
export function installFederationPlugins(): void {
  registerPlugins([
    RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 400 }, script: { retryTimes: 2, retryDelay: 400 } }),
    remoteFallbackPlugin(),
  ]);
}
