import { Suspense, useId, useRef, useState } from 'react';
import { ScrollReveal, SiteLanguage, siteBrandProps, type PreviewedSection } from '@schoolpage/site-kit';
import { useEditingLanguage } from '../languages/editing-language';
import { useSiteLanguages } from '../languages/use-site-languages';
import { useMediaQuery } from '../layout/use-media-query';
import { useSchoolTimeZone } from '../layout/school-time-zone';
import { usePreviewLook } from './preview-look';
import { SectionView } from './section-previews';
import { TemplateLookBoundary } from './template-look-boundary';
import { useNameless } from './use-nameless';
import styles from './section-preview.module.css';
import sections from './sections.module.css';
import { useWords } from '@schoolpage/words';
import { sectionsWords } from './sections.words';

/** Where the preview stands beside the form (the same width as in section-preview.module.css). */
const WIDE_SCREEN = '(min-width: 1100px)';

export interface SectionPreviewProps {
  /** The section's title in the dashboard ("Gallery"). */
  title: string;
  list: PreviewedSection;
  /** The items as they will be saved (see use-typed-items.ts). */
  items: readonly unknown[];
}

/**
 * How a section will look on the public site, drawn by the site's own component in the school's colour and its
 * chosen template's look (the template's section preview, loaded through the shell; without it, a plain look and a note).
 * Beside the form on wide screens; behind a "Preview" toggle on phones (and drawn only while shown). It is a
 * picture of the site: its links and buttons cannot be reached (inert), nor read as part of the dashboard. For a section with a preview
 * (section-previews.tsx).
 */
export function SectionPreview({ title, list, items }: SectionPreviewProps) {
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery(WIDE_SCREEN);
  const regionId = useId();
  const words = useWords(sectionsWords);
  return (
    <div className={styles.preview}>
      <button type="button" className={`${sections.secondaryButton} ${styles.toggle}`} aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        {words.t('preview')}
      </button>
      <div
        id={regionId}
        role="region"
        aria-label={words.t('previewOf', { title })}
        hidden={!open && !wide}
        className={open ? `${styles.region} ${styles.open}` : styles.region}
      >
        {open || wide ? <PreviewSite list={list} items={items} /> : null}
      </div>
    </div>
  );
}

/**
 * The language of the site page the items will be on: the one being edited ("Editing in"), else the site's default.
 * The template's words in the preview (section titles, buttons) are that page's, as parents will read them.
 */
function usePreviewLanguage(): string {
  const editing = useEditingLanguage();
  const languages = useSiteLanguages();
  return editing ?? languages?.default ?? 'en';
}

function PreviewSite({ list, items }: Omit<SectionPreviewProps, 'title'>) {
  const look = usePreviewLook();
  const words = useWords(sectionsWords);
  const language = usePreviewLanguage();
  const timeZone = useSchoolTimeZone();
  const site = siteBrandProps(look.brand);
  const drawn = useRef<HTMLDivElement>(null);
  useNameless(drawn);
  const view = (
    <div className={styles.scale}>
      <SectionView list={list} items={items} />
    </div>
  );
  const Template = look.template.state === 'ready' ? look.template.Preview : undefined;
  return (
    <>
      <p className={styles.caption}>{words.t('howItLooks')}</p>
      {look.template.state === 'failed' ? <p className={styles.note}>{words.t('lookNotLoaded')}</p> : null}
      {/* Seen, not read twice: screen readers and Tab keep to the form and the list (the region names what this is). */}
      <div ref={drawn} inert aria-hidden="true" lang={language} className={`${styles.site} ${site.className}`} style={site.style} data-testid="section-preview">
        {/* Shown at once, wherever the page is scrolled: the site's sections fade in only on the site. */}
        <ScrollReveal.Provider value={false}>
          {/* Another language's site words are a chunk of their own: the preview waits for them. */}
          <Suspense fallback={null}>
            <SiteLanguage language={language} timeZone={timeZone}>
              {Template ? (
                <TemplateLookBoundary plain={view}>
                  <Template list={list}>{view}</Template>
                </TemplateLookBoundary>
              ) : (
                view
              )}
            </SiteLanguage>
          </Suspense>
        </ScrollReveal.Provider>
      </div>
    </>
  );
}
