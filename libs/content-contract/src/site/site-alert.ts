/** How urgent an alert is: an emergency is announced at once (`role="alert"`), the others politely (`role="status"`). */
export const ALERT_LEVELS = ['info', 'warning', 'emergency'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

/** Each level's word, written before the message on the site (so no one depends on its colour) and in the dashboard. */
export const ALERT_LEVEL_LABELS: Record<AlertLevel, string> = {
  info: 'Notice',
  warning: 'Warning',
  emergency: 'Emergency',
};

export const ALERT_LIMITS = { message: 280, link: 2000 } as const;

/**
 * The school's alert banner ("School closed tomorrow — heavy rain"), shown at the top of every page of its site
 * from `startsAt` (or at once) until `endsAt` (or until it is removed). Times are instants (ISO 8601, UTC).
 */
export interface SiteAlert {
  message: string;
  level: AlertLevel;
  /** A web address (`https://…`) or a page of the school's own site (`/s/…`). */
  link?: string;
  startsAt?: string;
  endsAt?: string;
  /** Saved with "Tell subscribers" unticked: the parents who asked for alerts are not mailed this one. */
  tellSubscribers?: false;
}

/**
 * `GET` answers `{ success, info: SiteAlert | null }`; `POST` a SiteAlert saves it (replacing the one before) and
 * answers `{ success, message, info }`; `DELETE` removes it.
 */
export const ALERT_API_PATH = '/api/dashboard/alert';

/** True while the alert shows: from its start (included) to its end (excluded). */
export function isAlertShowing(alert: SiteAlert | undefined, now: number): boolean {
  if (!alert) return false;
  if (alert.startsAt && now < Date.parse(alert.startsAt)) return false;
  return !(alert.endsAt && now >= Date.parse(alert.endsAt));
}

/** The alert as visitors see it at `now`: the alert while it shows, else undefined. */
export function shownAlert(alert: SiteAlert | undefined, now: number): SiteAlert | undefined {
  return isAlertShowing(alert, now) ? alert : undefined;
}

/** The next instant (epoch ms) after `now` at which the alert appears or goes; undefined when it never will. */
export function nextAlertChange(alert: SiteAlert | undefined, now: number): number | undefined {
  if (!alert) return undefined;
  return [alert.startsAt, alert.endsAt]
    .map((time) => (time ? Date.parse(time) : Number.NaN))
    .filter((time) => time > now)
    .sort((a, b) => a - b)[0];
}

/**
 * What names one alert for a visitor who dismissed it: the same alert saved again stays dismissed for that visit,
 * a changed one shows again.
 */
export function alertIdentity(alert: SiteAlert): string {
  return JSON.stringify([alert.level, alert.message, alert.link ?? '', alert.startsAt ?? '', alert.endsAt ?? '']);
}

/** Where a visitor's dismissal of a site's alert is kept for the visit (the tab's session): the alert's identity. */
export const DISMISSED_ALERT_KEY = 'schoolpage-dismissed-alert';
