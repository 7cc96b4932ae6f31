/** One thing done to a school's site or team, on record (issue #25). */
export interface ActivityRecord {
  id: string;
  organizationId: string;
  at: number;
  /** The member's own account id, and their name as it was then (a removed member stays named). */
  actorId: string;
  actorName: string;
  /** home, about, publish, address, template, brand, team, approvals, sign-in… */
  section: string;
  what: string;
  /** The client's address (TRUSTED_PROXIES decides whether X-Forwarded-For names it). */
  address: string;
}

export interface ActivityQuery {
  actorId?: string;
  section?: string;
  offset: number;
  limit: number;
}

/** Port: the activity record, newest first. */
export abstract class ActivityRepository {
  abstract record(entry: ActivityRecord): Promise<void>;
  abstract list(organizationId: string, query: ActivityQuery): Promise<{ entries: ActivityRecord[]; total: number }>;
  /** Removes what is older than `before` (the record is kept a year). */
  abstract forgetBefore(before: number): Promise<void>;
}
