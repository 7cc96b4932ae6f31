/** A kept answer, and until when (epoch ms) it holds when the site has a scheduled change. */
export interface KeptAnswer {
  answer: Buffer;
  expiresAt?: number;
}

/**
 * Port: the visitors' answer of each published site (`GET /api/web/all-content`), kept as ready UTF-8
 * bytes beside the sites, each for one version of its site, so a visitor's read does no JSON work.
 */
export abstract class PublishedAnswers {
  /**
   * The answer kept for the site as it is now (published, of the version it was made from, and not past the
   * scheduled change it was made before, when `now` reaches it); undefined otherwise.
   */
  abstract find(organizationId: string, now?: number): Promise<KeptAnswer | undefined>;
  /**
   * Keeps `answer` as the site's answer at `version` (an answer of an older version than the one kept changes
   * nothing), good until `expiresAt` (epoch ms: the next scheduled change of the site, when there is one).
   */
  abstract keep(organizationId: string, version: number, answer: Buffer, expiresAt?: number): Promise<void>;
  /** Forgets the site's answer (the site is hidden). */
  abstract forget(organizationId: string): Promise<void>;
}
