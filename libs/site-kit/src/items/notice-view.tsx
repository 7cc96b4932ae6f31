import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { altTextOf, isPictureFile, type SiteContent } from '@schoolpage/content-contract';
import { noticeDate } from '../content/notices-newest-first';
import { SiteImage } from '../media/site-image';
import { RichText } from '../rich-text/rich-text';
import styles from './item-page.module.css';
import { useSiteWords } from '../words/site-words';

/**
 * `/s/<slug>/notice/<id>`: one notice (a circular) with its date and text, and its picture, or its PDF to open or
 * save (the file is saved under the notice's title).
 */
export function NoticeView({ content, notFound }: { content: SiteContent; basePath: string; notFound: ReactElement }) {
  const { date: dateOf } = useSiteWords();
  const { noticeId } = useParams();
  const notice = content.notice?.find((candidate) => candidate.id === noticeId);
  if (!notice) return notFound;
  const date = noticeDate(notice);
  const picture = isPictureFile(notice.fileUrl);
  return (
    <article className={styles.page} aria-labelledby="notice-title">
      <h1 id="notice-title" className={styles.title}>
        {notice.title}
      </h1>
      <p className={styles.meta}>
        <time dateTime={date}>{dateOf(date)}</time>
      </p>
      <RichText document={notice.body} className={styles.body} />
      {picture ? (
        <SiteImage className={styles.cover} src={notice.fileUrl.url} alt={altTextOf(notice)} width={1200} height={1600} sizes="(min-width: 48rem) 46rem, 100vw" />
      ) : (
        <p className={styles.actions}>
          <a className={styles.action} href={notice.fileUrl.url} download>
            Download {notice.title} (PDF)
          </a>
        </p>
      )}
    </article>
  );
}
