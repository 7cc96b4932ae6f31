import type { Notice, SitePageName } from '@schoolpage/content-contract';
import { sitePath } from '../routing/site-path';
import { NoticesSection } from './notices-section';
import { useSiteWords } from '../words/site-words';
import { useSectionShown } from '../empty-state/hidden-empty-sections';

interface LatestNoticesSectionProps {
  title: string;
  notices: readonly Notice[];
  basePath: string;
  tinted?: boolean;
}

/** A home page's notices: the 3 newest, newest first, with "View all notices" leading to the notice page. */
export function LatestNoticesSection({ title, notices, basePath, tinted }: LatestNoticesSectionProps) {
  const { t } = useSiteWords();
  if (!useSectionShown('notice', notices.length === 0)) return null;
  return (
    <NoticesSection
      title={title}
      notices={notices}
      emptyText={t('emptyUpdatingSoon')}
      limit={3}
      titleWords={10}
      more={{ to: sitePath(basePath, 'notices' satisfies SitePageName), label: t('viewAllNotices') }}
      tinted={tinted}
      basePath={basePath}
    />
  );
}
