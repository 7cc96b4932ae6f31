import { calendarSubscribeLinks } from '@schoolpage/content-contract';
import styles from './calendar-subscribe-links.module.css';
import { useSiteWords } from '../words/site-words';

/** "Add to Google Calendar / Apple Calendar / Outlook": subscriptions to the school's calendar of events. */
export function CalendarSubscribeLinks({ calendarUrl, schoolName }: { calendarUrl: string; schoolName: string }) {
  const { t } = useSiteWords();
  const links = calendarSubscribeLinks(calendarUrl, schoolName);
  return (
    <div className={styles.subscribe}>
      <p className={styles.lead} id="events-subscribe">
        {t('calendarLead')}
      </p>
      <ul className={styles.links} aria-labelledby="events-subscribe">
        <li>
          <a className={styles.link} href={links.google}>
            {t('addToGoogleCalendar')}
          </a>
        </li>
        <li>
          <a className={styles.link} href={links.apple}>
            {t('addToAppleCalendar')}
          </a>
        </li>
        <li>
          <a className={styles.link} href={links.outlook}>
            {t('addToOutlook')}
          </a>
        </li>
      </ul>
    </div>
  );
}
