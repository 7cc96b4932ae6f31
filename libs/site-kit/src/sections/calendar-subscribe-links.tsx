import { calendarSubscribeLinks } from '@schoolpage/content-contract';
import styles from './calendar-subscribe-links.module.css';

/** "Add to Google Calendar / Apple Calendar / Outlook": subscriptions to the school's calendar of events. */
export function CalendarSubscribeLinks({ calendarUrl, schoolName }: { calendarUrl: string; schoolName: string }) {
  const links = calendarSubscribeLinks(calendarUrl, schoolName);
  return (
    <div className={styles.subscribe}>
      <p className={styles.lead} id="events-subscribe">
        Get our events in your calendar:
      </p>
      <ul className={styles.links} aria-labelledby="events-subscribe">
        <li>
          <a className={styles.link} href={links.google}>
            Add to Google Calendar
          </a>
        </li>
        <li>
          <a className={styles.link} href={links.apple}>
            Add to Apple Calendar
          </a>
        </li>
        <li>
          <a className={styles.link} href={links.outlook}>
            Add to Outlook
          </a>
        </li>
      </ul>
    </div>
  );
}
