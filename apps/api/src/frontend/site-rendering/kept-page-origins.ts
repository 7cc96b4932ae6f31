/** The loopback names a server started on a port answers at. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether a page rendered for `origin` may be kept in memory: it is PUBLIC_ORIGIN's, or, with none configured, the
 * address the server was started on (`http://localhost:<PORT>`, or a loopback address at that port). A page asked
 * for under any other Host is rendered for it but never kept, so an unknown Host creates nothing in memory.
 */
export function keepsPagesFor(origin: string, config: { publicOrigin?: string; port: number }): boolean {
  if (config.publicOrigin) return origin === config.publicOrigin;
  return LOOPBACK_HOSTS.some((host) => origin === `http://${host}:${config.port}`);
}
