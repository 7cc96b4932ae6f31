import { whatsAppShareUrl } from '@schoolpage/content-contract';
import { useSiteWords } from '../words/site-words';
import styles from './share-on-whatsapp.module.css';

/**
 * "Share on WhatsApp" for a story, a circular or an event: a plain link to WhatsApp's share address with the title
 * and the page's absolute address (no script of its own). Left out where the page's address is not known (a
 * template's sample, the dashboard's preview).
 */
export function ShareOnWhatsApp({ title, address }: { title: string; address: string | undefined }) {
  const { t } = useSiteWords();
  if (!address) return null;
  return (
    <a className={styles.share} href={whatsAppShareUrl(title, address)}>
      {t('shareOnWhatsApp')}
    </a>
  );
}
