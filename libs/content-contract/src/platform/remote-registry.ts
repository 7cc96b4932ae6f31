import type { z } from 'zod';
import type { remoteEntrySchema } from './registry-entries.schema';

/**
 * The runtime registry of front-end remotes (GET /api/platform/remotes). The shell compiles in no
 * remote URL: it reads this list when the page loads.
 */
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** The app remotes the shell itself mounts. */
export const APP_REMOTES = ['landing', 'search', 'dashboard'] as const;
export type AppRemoteName = (typeof APP_REMOTES)[number];

/** Where the platform serves a built front-end project (`apps/landing` → `/remotes/landing/`). */
export function remoteBundlePath(projectRoot: string): string {
  return `/remotes/${projectRoot.replace(/^apps\//, '')}/`;
}

/** Response envelope used by every API call (spec §7). */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message?: string;
  info?: T;
}
