import type { ApiEnvelope } from '@schoolpage/content-contract';

/**
 * What a successful call answers: the spec's envelope (§7), whose fields the server may leave out, plus
 * any other top-level field some answers carry (`loggedIn`, a list named by its section).
 */
export type ApiAnswer<T = unknown> = Partial<ApiEnvelope<T>> & { readonly [field: string]: unknown };
