import type { ComponentType, ReactNode } from 'react';
import type { SectionListName } from '@schoolpage/content-contract';
import base from '../layout/site-base.module.css';

/** A section the dashboard previews: a list section, or a form's (the welcome, the contact details). */
export type PreviewedSection = SectionListName | 'welcome' | 'contactDetails';

/** What a template's section preview (its `./SectionPreview` module) is given: one section of the site, drawn by site-kit. */
export interface TemplateSectionPreviewProps {
  /** The section being previewed, so a template can give it the wrapper it has on its pages. */
  list: PreviewedSection;
  children: ReactNode;
}

/** A template's section preview: the default export of its `./SectionPreview` module. */
export type TemplateSectionPreview = ComponentType<TemplateSectionPreviewProps>;

/** Loads the section preview of the template remote `remote` (the shell's federation runtime does); rejects when it cannot. */
export type LoadTemplateSectionPreview = (remote: string) => Promise<TemplateSectionPreview>;

interface SectionPreviewFrameProps {
  /** The template's theme: the CSS-module class that sets its `--site-*` custom properties (as on SiteFrame). */
  themeClassName: string;
  /** The wrapper the section has on the template's pages, if any (e.g. a column or a framed board). */
  wrapperClassName?: string;
  children: ReactNode;
}

/** One section in a template's look, as its pages show it: the template's theme on the site's base (text, typeface, background). */
export function SectionPreviewFrame({ themeClassName, wrapperClassName, children }: SectionPreviewFrameProps) {
  return (
    <div className={`${base.base} ${themeClassName}`}>{wrapperClassName ? <div className={wrapperClassName}>{children}</div> : children}</div>
  );
}
