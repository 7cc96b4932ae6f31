import { phoneLinks, type ContactDetails } from '@schoolpage/content-contract';
import { EmailAddress, PhoneNumber } from '../links/contact-links';
import { SiteLink } from '../routing/site-link';
import { sitePath } from '../routing/site-path';
import { FieldText, useSiteWords } from '../words/site-words';
import { menuLabel, type SitePage } from './site-page';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  organizationName: string;
  contactDetails: ContactDetails;
  basePath: string;
  pages: readonly SitePage[];
  /** The year the page is shown in, for the copyright line. */
  year: string;
}

/** Every page's footer: how to reach the school (address, phones, e-mails), the site's pages, the copyright. */
export function SiteFooter({ organizationName, contactDetails, basePath, pages, year }: SiteFooterProps) {
  const words = useSiteWords();
  const { t, fieldLanguage } = words;
  const address = contactDetails.address.trim();
  const phones = phoneLinks(contactDetails.phone, contactDetails.phoneE164);
  const emails = contactDetails.email.map((email) => email.trim()).filter(Boolean);
  const officeHours = contactDetails.officeHours.trim();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.contact}>
          <p className={styles.name} {...fieldLanguage('organizationName')}>
            {organizationName}
          </p>
          {address || phones.length || emails.length || officeHours ? (
            <address className={styles.details}>
              {address ? (
                <p className={styles.address} {...fieldLanguage('contactDetails/address')}>
                  {address}
                </p>
              ) : null}
              {phones.map((phone) => (
                <p key={phone.text}>
                  <span className={styles.label}>{t('footerPhone')}</span>
                  <PhoneNumber phone={phone} />
                </p>
              ))}
              {emails.map((email) => (
                <p key={email}>
                  <span className={styles.label}>{t('footerEmail')}</span>
                  <EmailAddress address={email} />
                </p>
              ))}
              {officeHours ? (
                <p>
                  <span className={styles.label}>{t('footerOfficeHours')}</span>
                  <FieldText path="contactDetails/officeHours">{officeHours}</FieldText>
                </p>
              ) : null}
            </address>
          ) : null}
        </div>
        <nav aria-label={t('footerNavigation')}>
          <ul className={styles.links}>
            {pages.map((entry) => (
              <li key={entry.page}>
                <SiteLink to={sitePath(basePath, entry.page)}>{menuLabel(entry, words)}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copy}>
        © {year} <FieldText path="organizationName">{organizationName}</FieldText>
        {t('builtWith')}
      </p>
    </footer>
  );
}
