import { API_PREFIX } from '@schoolpage/content-contract';

/**
 * A path of the API contract (`/api/...`, libs/content-contract api-paths.ts) as a route of this server,
 * whose routes all sit under the global `api` prefix: `/api/auth/login` → `auth/login`.
 */
export function apiRoute(path: string): string {
  const prefix = `${API_PREFIX}/`;
  if (!path.startsWith(prefix)) throw new Error(`"${path}" is not an API path.`);
  return path.replace(prefix, '');
}

/** The global prefix every API route sits under (`api`). */
export const API_GLOBAL_PREFIX = API_PREFIX.replace(/^\//, '');
