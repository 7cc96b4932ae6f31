import { isAlertShowing, readableInstant, type SiteAlert } from '@schoolpage/content-contract';

/** Where the saved alert stands at `now`, in the dashboard's words. */
export function alertStateText(alert: SiteAlert | undefined, now: number): string {
  if (!alert) return 'No alert is on your site.';
  if (isAlertShowing(alert, now)) {
    return alert.endsAt ? `Showing on your site until ${readableInstant(alert.endsAt)}.` : 'Showing on your site until you remove it.';
  }
  if (alert.startsAt && now < Date.parse(alert.startsAt)) return `Scheduled for ${readableInstant(alert.startsAt)}.`;
  return `Expired on ${readableInstant(alert.endsAt ?? '')}: no longer shown.`;
}
