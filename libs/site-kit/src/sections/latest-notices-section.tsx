import type { Notice } from '@schoolpage/content-contract';
import { EMPTY_STATE_TEXTS } from '../empty-state/empty-state-texts';
import { sitePath } from '../routing/site-path';
import { NoticesSection } from './notices-section';

interface LatestNoticesSectionProps {
  title: string;
  notices: readonly Notice[];
  basePath: string;
  tinted?: boolean;
}

/** A home page's notices: the 3 newest, newest first, with "View all notices" leading to the notice page. */
export function LatestNoticesSection({ title, notices, basePath, tinted }: LatestNoticesSectionProps) {
  return (
    <NoticesSection
      title={title}
      notices={notices}
      emptyText={EMPTY_STATE_TEXTS.updatingSoon}
      limit={3}
      titleWords={10}
      more={{ to: sitePath(basePath, 'notice'), label: 'View all notices' }}
      tinted={tinted}
      basePath={basePath}
    />
  );
}
