import { phoneLinks, type ContactDetails, type SocialLink } from '@schoolpage/content-contract';
import { EmailAddress, PhoneNumber } from '../links/contact-links';
import { hasNoContactDetails } from '../content/contact-details';
import { LocationMap } from '../location/location-map';
import { EmptyState } from '../empty-state/empty-state';
import { SiteSection } from './site-section';
import { SocialLinks } from './social-links';
import styles from './contact-us-section.module.css';
import { useSiteWords } from '../words/site-words';
import { useSectionShown } from '../empty-state/hidden-empty-sections';

interface ContactUsSectionProps {
  contactDetails: ContactDetails;
  socialMedia: readonly SocialLink[];
  /** Names the map of the school's location. */
  organizationName: string;
  tinted?: boolean;
}

/** Address, phones, e-mails and office hours, the school's map, then its follow links and its WhatsApp Channel ("Follow us on WhatsApp"). */
export function ContactUsSection({ contactDetails, socialMedia, organizationName, tinted }: ContactUsSectionProps) {
  const { t, fieldLanguage } = useSiteWords();
  const phones = phoneLinks(contactDetails.phone, contactDetails.phoneE164);
  const emails = contactDetails.email.filter((email) => email.trim());
  const noDetails = hasNoContactDetails(contactDetails);
  const detailsShown = useSectionShown('contactDetails', noDetails);
  // The school's WhatsApp Channel follows its other links (checked to be a channel's address when saved).
  const channel = contactDetails.whatsAppChannel;
  const links = channel ? [...socialMedia, { title: t('followOnWhatsApp'), url: channel }] : socialMedia;
  const linksShown = useSectionShown('socialMedia', links.length === 0);
  const hasMap = Boolean(contactDetails.latitude?.trim() && contactDetails.longitude?.trim());
  // Left out when everything it would show is empty and hidden by the school.
  if (!detailsShown && !linksShown && !hasMap) return null;
  return (
    <SiteSection id="contact-us" title={t('contactUs')} tinted={tinted}>
      {!detailsShown ? null : noDetails ? (
        <EmptyState>{t('emptyInformation')}</EmptyState>
      ) : (
        <dl className={styles.details}>
          {contactDetails.address.trim() ? (
            <div className={styles.item}>
              <dt>{t('address')}</dt>
              <dd>
                <address className={styles.address} {...fieldLanguage('contactDetails/address')}>
                  {contactDetails.address}
                </address>
              </dd>
            </div>
          ) : null}
          {phones.length > 0 ? (
            <div className={styles.item}>
              <dt>{t('phone')}</dt>
              {phones.map((phone) => (
                <dd key={phone.text}>
                  <PhoneNumber phone={phone} />
                </dd>
              ))}
            </div>
          ) : null}
          {emails.length > 0 ? (
            <div className={styles.item}>
              <dt>{t('email')}</dt>
              {emails.map((email) => (
                <dd key={email}>
                  <EmailAddress address={email} />
                </dd>
              ))}
            </div>
          ) : null}
          {contactDetails.officeHours.trim() ? (
            <div className={styles.item}>
              <dt>{t('officeHours')}</dt>
              <dd {...fieldLanguage('contactDetails/officeHours')}>{contactDetails.officeHours}</dd>
            </div>
          ) : null}
        </dl>
      )}
      <div className={styles.map}>
        <LocationMap latitude={contactDetails.latitude} longitude={contactDetails.longitude} organizationName={organizationName} />
      </div>
      {linksShown ? (
        <>
          <h3 className={styles.follow}>{t('followUs')}</h3>
          <SocialLinks links={links} />
        </>
      ) : null}
    </SiteSection>
  );
}
