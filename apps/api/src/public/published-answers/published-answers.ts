/**
 * Port: the visitors' answer of each published site (`GET /api/web/all-content`), kept as ready UTF-8
 * bytes beside the sites, each for one version of its site, so a visitor's read does no JSON work.
 */
export abstract class PublishedAnswers {
  /** The answer kept for the site as it is now (published, and of the version it was made from); undefined otherwise. */
  abstract find(organizationId: string): Promise<Buffer | undefined>;
  /** Keeps `answer` as the site's answer at `version` (an answer of an older version than the one kept changes nothing). */
  abstract keep(organizationId: string, version: number, answer: Buffer): Promise<void>;
  /** Forgets the site's answer (the site is hidden). */
  abstract forget(organizationId: string): Promise<void>;
}
