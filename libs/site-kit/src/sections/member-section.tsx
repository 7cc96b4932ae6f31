import { Fragment } from 'react';
import { phoneLinks, type Member } from '@schoolpage/content-contract';
import { EmailAddress, PhoneNumber } from '../links/contact-links';
import { EmptyState } from '../empty-state/empty-state';
import { PictureFigure } from '../media/picture-figure';
import { SiteImage } from '../media/site-image';
import { SiteSection } from './site-section';
import styles from './member-section.module.css';
import { FieldText, itemField, useSiteWords } from '../words/site-words';
import { useSectionShown } from '../empty-state/hidden-empty-sections';

interface MemberSectionProps {
  id: 'faculty' | 'staff';
  title: string;
  members: readonly Member[];
  tinted?: boolean;
}

/** The content's list each section shows, by the section's id: its members' fields are found by it. */
const MEMBER_LISTS = { faculty: 'facultyMember', staff: 'staffMember' } as const;

/**
 * Faculty or staff cards: photo, name, designation, qualifications and how to reach them. A text the school has not
 * translated into the page's language is marked with its own (see useSiteWords' fieldLanguage).
 */
export function MemberSection({ id, title, members, tinted }: MemberSectionProps) {
  const { t, fieldLanguage } = useSiteWords();
  const path = (member: Member, index: number, key: string) => itemField(MEMBER_LISTS[id], member, index, key);
  if (!useSectionShown(MEMBER_LISTS[id], members.length === 0)) return null;
  return (
    <SiteSection id={id} title={title} tinted={tinted}>
      {members.length === 0 ? (
        <EmptyState>{t('emptyUpdatingSoon')}</EmptyState>
      ) : (
        <ul className={styles.grid}>
          {members.map((member, index) => (
            <li key={member.id ?? index} className={styles.card}>
              {member.imageUrl?.url ? (
                <PictureFigure caption={member.caption} captionLanguage={fieldLanguage(path(member, index, 'caption'))} className={styles.figure}>
                  <SiteImage
                    className={styles.photo}
                    src={member.imageUrl.url}
                    alt={member.altText?.trim() || member.fullName}
                    altLanguage={fieldLanguage(path(member, index, member.altText?.trim() ? 'altText' : 'fullName'))}
                    width={320}
                    height={320}
                    sizes="320px"
                  />
                </PictureFigure>
              ) : (
                <span className={styles.initials} aria-hidden="true">
                  {initialsOf(member.fullName)}
                </span>
              )}
              <h3 className={styles.name} {...fieldLanguage(path(member, index, 'fullName'))}>
                {member.fullName}
              </h3>
              {member.designation ? (
                <p className={styles.designation} {...fieldLanguage(path(member, index, 'designation'))}>
                  {member.designation}
                </p>
              ) : null}
              {member.qualification.length > 0 ? (
                <p className={styles.detail}>
                  {member.qualification.map((qualification, qualificationIndex) => (
                    <Fragment key={qualificationIndex}>
                      {qualificationIndex > 0 ? ', ' : null}
                      <FieldText path={`${path(member, index, 'qualification')}/${qualificationIndex}`}>{qualification}</FieldText>
                    </Fragment>
                  ))}
                </p>
              ) : null}
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
