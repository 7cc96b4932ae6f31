import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import type { SiteContent } from '@schoolpage/content-contract';
import { RichText } from '../rich-text/rich-text';
import styles from './item-page.module.css';

/** `/s/<slug>/p/<page-slug>`: a page of the school's own, its title and its text, in the template's frame. */
export function OwnPageView({ content, notFound }: { content: SiteContent; basePath: string; notFound: ReactElement }) {
  const { pageSlug } = useParams();
  const page = content.pages?.find((candidate) => candidate.slug === pageSlug);
  if (!page) return notFound;
  return (
    <article className={styles.page} aria-labelledby="own-page-title">
      <h1 id="own-page-title" className={styles.title}>
        {page.title}
      </h1>
      <RichText document={page.body} className={styles.body} />
    </article>
  );
}
