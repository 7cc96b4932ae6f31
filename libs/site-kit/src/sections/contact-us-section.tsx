import type { ContactDetails, SocialLink } from '@schoolpage/content-contract';
import { hasNoContactDetails } from '../content/contact-details';
import { EmptyState } from '../empty-state/empty-state';
import { EMPTY_STATE_TEXTS } from '../empty-state/empty-state-texts';
import { SiteSection } from './site-section';
import { SocialLinks } from './social-links';
import styles from './contact-us-section.module.css';

interface ContactUsSectionProps {
  contactDetails: ContactDetails;
  socialMedia: readonly SocialLink[];
  tinted?: boolean;
}

/** Address, phones, e-mails and office hours, then the school's follow links. */
export function ContactUsSection({ contactDetails, socialMedia, tinted }: ContactUsSectionProps) {
  const phones = contactDetails.phone.filter((phone) => phone.trim());
  const emails = contactDetails.email.filter((email) => email.trim());
  return (
    <SiteSection id="contact-us" title="Contact Us" tinted={tinted}>
      {hasNoContactDetails(contactDetails) ? (
        <EmptyState>{EMPTY_STATE_TEXTS.information}</EmptyState>
      ) : (
        <dl className={styles.details}>
          {contactDetails.address.trim() ? (
            <div className={styles.item}>
              <dt>Address</dt>
              <dd>
                <address className={styles.address}>{contactDetails.address}</address>
              </dd>
            </div>
          ) : null}
          {phones.length > 0 ? (
            <div className={styles.item}>
              <dt>Phone</dt>
              {phones.map((phone) => (
                <dd key={phone}>
                  <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
                </dd>
              ))}
            </div>
          ) : null}
          {emails.length > 0 ? (
            <div className={styles.item}>
              <dt>Email</dt>
              {emails.map((email) => (
                <dd key={email}>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              ))}
            </div>
          ) : null}
          {contactDetails.officeHours.trim() ? (
            <div className={styles.item}>
              <dt>Office Hours</dt>
              <dd>{contactDetails.officeHours}</dd>
            </div>
          ) : null}
        </dl>
      )}
      <h3 className={styles.follow}>Follow Us</h3>
      <SocialLinks links={socialMedia} />
    </SiteSection>
  );
}
