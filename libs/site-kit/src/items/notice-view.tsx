import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { altTextOf, isPictureFile, noticePagePath, sitePageAddress, type SiteContent } from '@schoolpage/content-contract';
import { noticeDate } from '../content/notices-newest-first';
import { SiteImage } from '../media/site-image';
import { RichText } from '../rich-text/rich-text';
import { ShareOnWhatsApp } from '../share/share-on-whatsapp';
import styles from './item-page.module.css';
import { FieldText, itemField, useSiteWords } from '../words/site-words';

/** Stands for the notice's title in the download link's words while they are split around it. */
const TITLE_MARK = '\u0000';

/**
 * `/s/<slug>/notice/<id>`: one notice (a circular) with its date and text, and its picture, or its PDF to open or
 * save (the file is saved under the notice's title); a notice that is a text alone has its text only; then "Share on WhatsApp". A text not translated into the page's language is marked with its own.
 */
export function NoticeView({ content, basePath, notFound }: { content: SiteContent; basePath: string; notFound: ReactElement }) {
  const { t, date: dateOf, fieldLanguage } = useSiteWords();
  const { noticeId } = useParams();
  const notices = content.notice ?? [];
  const notice = notices.find((candidate) => candidate.id === noticeId);
  if (!notice) return notFound;
  const path = (key: string) => itemField('notice', notice, notices.indexOf(notice), key);
  // The title inside the link's words, wherever the language puts it ("Download {title} (PDF)").
  const [beforeTitle, afterTitle] = t('downloadNoticePdf', { title: TITLE_MARK }).split(TITLE_MARK);
  const date = noticeDate(notice);
  const picture = isPictureFile(notice.fileUrl);
  const share = <ShareOnWhatsApp title={notice.title} address={content.origin && sitePageAddress(content.origin, basePath, noticePagePath(String(noticeId)))} />;
  return (
    <article className={styles.page} aria-labelledby="notice-title">
      <h1 id="notice-title" className={styles.title} {...fieldLanguage(path('title'))}>
        {notice.title}
      </h1>
      <p className={styles.meta}>
        <time dateTime={date}>{dateOf(date)}</time>
      </p>
      <RichText document={notice.body} className={styles.body} language={fieldLanguage(path('body'))} />
      {notice.fileUrl && picture ? (
        <SiteImage className={styles.cover} src={notice.fileUrl.url} alt={altTextOf(notice)} altLanguage={fieldLanguage(path('altText'))} width={1200} height={1600} sizes="(min-width: 48rem) 46rem, 100vw" />
      ) : null}
      <p className={styles.actions}>
        {notice.fileUrl && !picture ? (
          <a className={styles.action} href={notice.fileUrl.url} download>
            {beforeTitle}
            <FieldText path={path('title')}>{notice.title}</FieldText>
            {afterTitle}
          </a>
        ) : null}
        {share}
      </p>
    </article>
  );
}
