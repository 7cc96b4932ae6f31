import { useId } from 'react';
import { VisuallyHidden } from '@schoolpage/ui';
import { SectionCard } from '../../sections/section-card';
import { CopyAddress } from './copy-address';
import type { Profile } from './profile';
import { SiteQrCode } from './site-qr-code';
import { SlugEditor } from './slug-editor';
import styles from './site-address.module.css';
import { useDashboardMessages } from '../../feedback/use-dashboard-messages';

interface SiteAddressCardProps {
  profile: Pick<Profile, 'slug' | 'siteUrl' | 'isPublish'>;
  /** Fetches the profile again after the address changed. */
  onChanged: () => Promise<void> | void;
  /** Only an owner changes the address: others see it without the editor. */
  canChange?: boolean;
}

/** "Your site's address": the school's permanent `/s/<slug>` address, to copy, visit, print as a QR code or change. */
export function SiteAddressCard({ profile, onChanged, canChange = true }: SiteAddressCardProps) {
  const { slug, siteUrl, isPublish } = profile;
  const newTabId = useId();
  const M = useDashboardMessages();
  const hiddenId = useId();

  return (
    <SectionCard title={M.siteAddressTitle}>
      <div className={styles.layout}>
        <div className={styles.details}>
          <CopyAddress url={siteUrl} />
          <p className={styles.visit}>
            <a
              className={styles.visitLink}
              href={siteUrl}
              target="_blank"
              rel="noopener"
              aria-describedby={isPublish ? newTabId : `${newTabId} ${hiddenId}`}
            >
              {M.viewMySite}
              <span className={styles.visitArrow} aria-hidden="true">
                ↗
              </span>
            </a>
            <VisuallyHidden id={newTabId}>{M.opensInNewTab}</VisuallyHidden>
            {isPublish ? null : (
              <span id={hiddenId} className={styles.hiddenNote}>
                {M.siteHiddenNote}
              </span>
            )}
          </p>
          {canChange ? <SlugEditor slug={slug} onSaved={onChanged} /> : null}
        </div>
        <SiteQrCode url={siteUrl} slug={slug} />
      </div>
    </SectionCard>
  );
}
