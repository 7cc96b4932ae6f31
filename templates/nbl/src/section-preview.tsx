import { SectionPreviewFrame, type PreviewedSection, type TemplateSectionPreviewProps } from '@schoolpage/site-kit';
import home from './pages/home-page.module.css';
import theme from './theme/nbl-theme.module.css';

/** The sections NBL's home page shows in its notice board, and those in its main column. */
const WRAPPERS: { readonly [L in PreviewedSection]?: string } = {
  notice: home.board,
  slider: home.main,
  overview: home.main,
  faq: home.main,
};

/** A section of an NBL site as the dashboard previews it: in NBL's theme, in the wrapper it has on NBL's home page. */
export default function SectionPreview({ list, children }: TemplateSectionPreviewProps) {
  return (
    <SectionPreviewFrame themeClassName={theme.theme} wrapperClassName={WRAPPERS[list]}>
      {children}
    </SectionPreviewFrame>
  );
}
