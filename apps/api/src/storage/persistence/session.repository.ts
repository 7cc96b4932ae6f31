/** A signed-in browser. The cookie's token names it; deleting it ends the session at once. */
export interface SessionRecord {
  id: string;
  accountId: string;
  createdAt: number;
  expiresAt: number;
}

/** Port: server-side session records. */
export abstract class SessionRepository {
  abstract create(session: SessionRecord): Promise<void>;
  /** The session, if it exists and has not expired at `now`. */
  abstract findActive(id: string, now: number): Promise<SessionRecord | undefined>;
  abstract delete(id: string): Promise<void>;
  abstract deleteAllForAccount(accountId: string): Promise<void>;
}
