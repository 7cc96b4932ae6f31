/** A ready JSON answer: status and body (text, or the UTF-8 bytes of a stored answer). */
export interface JsonAnswer {
  status: number;
  body: string | Buffer;
  /** The surrogate keys (`Surrogate-Key`) of what it shows, when it is not one school's content. */
  surrogateKey?: string;
  /** When (epoch ms) it changes by itself (a scheduled change of the school's site): no cache keeps it longer. */
  expiresAt?: number;
  /** Sent for no cache to keep (no Cache-Control, ETag nor Surrogate-Key): a list of search results, large and asked for once. */
  uncached?: true;
}
