import { phoneLinks, type Member } from '@schoolpage/content-contract';
import { EmailAddress, PhoneNumber } from '../links/contact-links';
import { EmptyState } from '../empty-state/empty-state';
import { PictureFigure } from '../media/picture-figure';
import { SiteImage } from '../media/site-image';
import { SiteSection } from './site-section';
import styles from './member-section.module.css';
import { useSiteWords } from '../words/site-words';

interface MemberSectionProps {
  id: 'faculty' | 'staff';
  title: string;
  members: readonly Member[];
  tinted?: boolean;
}

/** Faculty or staff cards: photo, name, designation, qualifications and how to reach them. */
export function MemberSection({ id, title, members, tinted }: MemberSectionProps) {
  const { t } = useSiteWords();
  return (
    <SiteSection id={id} title={title} tinted={tinted}>
      {members.length === 0 ? (
        <EmptyState>{t('emptyUpdatingSoon')}</EmptyState>
      ) : (
        <ul className={styles.grid}>
          {members.map((member, index) => (
            <li key={member.id ?? index} className={styles.card}>
              {member.imageUrl?.url ? (
                <PictureFigure caption={member.caption} className={styles.figure}>
                  <SiteImage className={styles.photo} src={member.imageUrl.url} alt={member.altText?.trim() || member.fullName} width={320} height={320} sizes="320px" />
                </PictureFigure>
              ) : (
                <span className={styles.initials} aria-hidden="true">
                  {initialsOf(member.fullName)}
                </span>
              )}
              <h3 className={styles.name}>{member.fullName}</h3>
              {member.designation ? <p className={styles.designation}>{member.designation}</p> : null}
              {member.qualification.length > 0 ? <p className={styles.detail}>{member.qualification.join(', ')}</p> : null}
              {member.email.map((email, emailIndex) => (
                <p key={`email-${emailIndex}`} className={styles.detail}>
                  <EmailAddress address={email} />
                </p>
              ))}
              {phoneLinks(member.phone, member.phoneE164).map((phone, phoneIndex) => (
                <p key={`phone-${phoneIndex}`} className={styles.detail}>
                  <PhoneNumber phone={phone} />
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </SiteSection>
  );
}

function initialsOf(fullName: string): string {
  const words = fullName.replace(/^(dr|prof|mr|mrs|ms)\.?\s+/i, '').split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((word) => word[0]?.toUpperCase()).join('');
}
