import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import type { SiteContent } from '@schoolpage/content-contract';
import { RichText } from '../rich-text/rich-text';
import { itemField, useSiteWords } from '../words/site-words';
import styles from './item-page.module.css';

/**
 * `/s/<slug>/p/<page-slug>`: a page of the school's own, its title and its text, in the template's frame (each marked
 * with its own language while it is not translated into the page's).
 */
export function OwnPageView({ content, notFound }: { content: SiteContent; basePath: string; notFound: ReactElement }) {
  const { fieldLanguage } = useSiteWords();
  const { pageSlug } = useParams();
  const pages = content.pages ?? [];
  const page = pages.find((candidate) => candidate.slug === pageSlug);
  if (!page) return notFound;
  const field = (key: string) => fieldLanguage(itemField('pages', page, pages.indexOf(page), key));
  return (
    <article className={styles.page} aria-labelledby="own-page-title">
      <h1 id="own-page-title" className={styles.title} {...field('title')}>
        {page.title}
      </h1>
      <RichText document={page.body} className={styles.body} language={field('body')} />
    </article>
  );
}
