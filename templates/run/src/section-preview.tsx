import { SectionPreviewFrame, type TemplateSectionPreviewProps } from '@schoolpage/site-kit';
import theme from './theme/run-theme.module.css';

/** A section of a Run site as the dashboard previews it: in Run's theme, as a band of its pages. */
export default function SectionPreview({ children }: TemplateSectionPreviewProps) {
  return <SectionPreviewFrame themeClassName={theme.theme}>{children}</SectionPreviewFrame>;
}
