import { openObjectStore, type ObjectStore } from '@schoolpage/object-store';
import type { PlatformConfig } from '../config/platform-config';

/** Injection token of the static store holding deployed bundles and the remote registry. */
export const PLATFORM_STORE = Symbol('PLATFORM_STORE');

export function openPlatformStore(config: PlatformConfig): ObjectStore {
  return openObjectStore({ dataDir: config.dataDir, s3: config.minio });
}
