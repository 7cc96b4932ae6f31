import { useEffect, useState } from 'react';
import { alertIdentity, DISMISSED_ALERT_KEY, type SiteAlert } from '@schoolpage/content-contract';
import { FieldText } from '../words/site-words';
import { useAlertWords } from './alert-words/alert-words';
import styles from './alert-banner.module.css';

function dismissedAlert(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_ALERT_KEY);
  } catch {
    return null;
  }
}

function rememberDismissed(identity: string): void {
  try {
    sessionStorage.setItem(DISMISSED_ALERT_KEY, identity);
  } catch {
    // Storage refused (private mode): the alert stays dismissed on this page only.
  }
}

/**
 * The school's alert at the top of every page: announced politely (`role="status"`), an emergency at once
 * (`role="alert"`), its level written before the message. A visitor may dismiss it for the visit: the button is
 * there with JavaScript (without it the alert simply stays; pressed before the site's script takes the page over,
 * it is pressed again then), and the focus then moves to the page, which stays where it was.
 * Its own words are in the page's language; the school's message, written in the site's default language, is marked so.
 */
export function AlertBanner({ alert }: { alert: SiteAlert }) {
  const t = useAlertWords();
  const identity = alertIdentity(alert);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => setDismissed(dismissedAlert() === identity), [identity]);

  if (dismissed) return null;

  const dismiss = () => {
    rememberDismissed(identity);
    setDismissed(true);
    // The page stays where the visitor is: the alert's place closes, nothing scrolls away under their finger.
    document.getElementById('site-main')?.focus({ preventScroll: true });
  };

  return (
    <div className={`${styles.banner} ${styles[alert.level]}`} data-alert-level={alert.level}>
      {/* Without JavaScript the button cannot work, so it is not shown. */}
      <noscript>
        <style>{`.${styles.dismiss}{display:none}`}</style>
      </noscript>
      <p className={styles.message} role={alert.level === 'emergency' ? 'alert' : 'status'}>
        <strong className={styles.level}>{t(`level.${alert.level}`)}:</strong> <FieldText path="alert/message">{alert.message}</FieldText>
        {alert.link ? (
          <>
            {' '}
            <a className={styles.link} href={alert.link}>
              {t('moreLink')}
            </a>
          </>
        ) : null}
      </p>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={t('dismissLabel')}>
        {t('dismiss')}
      </button>
    </div>
  );
}
