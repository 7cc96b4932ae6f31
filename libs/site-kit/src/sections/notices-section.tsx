import { useId } from 'react';
import { altTextOf, isPictureFile, noticePagePath, type Notice } from '@schoolpage/content-contract';
import { noticeDate, noticesNewestFirst } from '../content/notices-newest-first';
import { truncateWords } from '../content/truncate-words';
import { EmptyState } from '../empty-state/empty-state';
import { PictureFigure } from '../media/picture-figure';
import { SiteImage } from '../media/site-image';
import { SiteLink } from '../routing/site-link';
import { sitePath } from '../routing/site-path';
import { SiteSection } from './site-section';
import styles from './dated-list.module.css';
import { itemField, useSiteWords } from '../words/site-words';
import { useSectionShown } from '../empty-state/hidden-empty-sections';

interface NoticesSectionProps {
  title: string;
  notices: readonly Notice[];
  /** What the section says while there are no notices. */
  emptyText: string;
  /** Show only this many of the newest notices (a teaser). */
  limit?: number;
  /** Shorten long titles to this many words (a teaser). */
  titleWords?: number;
  /** A link to the full notice board, under a teaser. */
  more?: { to: string; label: string };
  tinted?: boolean;
  /** Where the site lives: "View Notice" opens the notice's own page below it (else the notice's file). */
  basePath?: string;
}

/**
 * Notices, newest first by their date, each with a link that opens the notice (its own page, when the site's
 * address is given; else its file: a notice that is a text alone is read on its own page). A notice that is a picture shows it small,
 * described by its alt text (else it only decorates: its title is beside it) and captioned when it has one.
 */
export function NoticesSection({ title, notices, emptyText, limit, titleWords, more, tinted, basePath }: NoticesSectionProps) {
  const { t, date, fieldLanguage } = useSiteWords();
  const shown = noticesNewestFirst(notices).slice(0, limit ?? notices.length);
  const idPrefix = useId();
  if (!useSectionShown('notice', shown.length === 0)) return null;
  return (
    <SiteSection id="notices" title={title} tinted={tinted}>
      {shown.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <>
          <ol className={styles.list}>
            {shown.map((notice, index) => (
              <li key={notice.id ?? index} className={styles.row}>
                {notice.fileUrl && isPictureFile(notice.fileUrl) ? (
                  <div className={styles.thumbnailBox}>
                    <PictureFigure caption={notice.caption} captionLanguage={fieldLanguage(itemField('notice', notice, notices.indexOf(notice), 'caption'))}>
                      <SiteImage
                        className={styles.thumbnail}
                        src={notice.fileUrl.url}
                        alt={altTextOf(notice)}
                        altLanguage={fieldLanguage(itemField('notice', notice, notices.indexOf(notice), 'altText'))}
                        width={96}
                        height={96}
                        fixed
                      />
                    </PictureFigure>
                  </div>
                ) : null}
                <div className={styles.main}>
                  <h3 id={`${idPrefix}-notice-${index}`} className={styles.title} title={notice.title} {...fieldLanguage(itemField('notice', notice, notices.indexOf(notice), 'title'))}>
                    {titleWords ? truncateWords(notice.title, titleWords) : notice.title}
                  </h3>
                  <time className={styles.date} dateTime={noticeDate(notice)}>
                    {date(noticeDate(notice))}
                  </time>
                </div>
                {basePath !== undefined && notice.id ? (
                  <SiteLink className={styles.action} to={sitePath(basePath, noticePagePath(notice.id))} aria-describedby={`${idPrefix}-notice-${index}`}>
                    {t('viewNotice')}
                  </SiteLink>
                ) : notice.fileUrl ? (
                  <a
                    className={styles.action}
                    href={notice.fileUrl.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={`${idPrefix}-notice-${index}`}
                  >
                    {t('viewNotice')}
                  </a>
                ) : null}
              </li>
            ))}
          </ol>
          {more ? (
            <SiteLink className={styles.more} to={more.to}>
              {more.label}
            </SiteLink>
          ) : null}
        </>
      )}
    </SiteSection>
  );
}
