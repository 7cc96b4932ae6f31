import { nextAlertChange, shownAlert, type SiteAlert } from '../site/site-alert';
import type { SiteContent } from '../site/site-content';
import { nextScheduleChange, publishedAt } from './schedule';

type TimedContent = Pick<Partial<SiteContent>, 'notice' | 'pages' | 'news' | 'alert'>;

/**
 * A site's content as visitors see it at `now`: the notices, pages and stories published then, the alert while it shows.
 * Everything that depends on the clock is decided here, once, for pages, feeds and answers alike.
 */
export function contentAt<C extends TimedContent>(content: C, now: number): C {
  const shown: C = { ...content };
  if (content.notice) shown.notice = publishedAt(content.notice, now);
  if (content.pages) shown.pages = publishedAt(content.pages, now);
  if (content.news) shown.news = publishedAt(content.news, now);
  const alert = shownAlert(content.alert, now);
  if (alert) shown.alert = alert;
  else delete shown.alert;
  return shown;
}

/**
 * The next instant (epoch ms) after `now` at which what visitors see changes by itself (an alert, a notice or a
 * page appears or goes): a page kept or cached must be made again then. Undefined when nothing is scheduled.
 */
export function nextContentChange(content: TimedContent & { alert?: SiteAlert }, now: number): number | undefined {
  const times = [nextAlertChange(content.alert, now), nextScheduleChange([...(content.notice ?? []), ...(content.pages ?? []), ...(content.news ?? [])], now)];
  return times.filter((time): time is number => time !== undefined).sort((a, b) => a - b)[0];
}
