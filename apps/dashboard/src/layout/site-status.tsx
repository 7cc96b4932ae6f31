import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DASHBOARD_API, roleMay, type DashboardAccess } from '@schoolpage/content-contract';
import { useWords } from '@schoolpage/words';
import { useApiResource } from '../api/use-api-resource';
import { messageWords } from '../feedback/messages.words';
import { useChosenDashboardLanguage } from '../dashboard-language/use-dashboard-language-effects';
import { readProfile, type Profile } from '../pages/profile/profile';
import { layoutWords } from './layout.words';
import styles from './site-status.module.css';

interface SiteStatusValue {
  profile: Profile | undefined;
  /** Reads the profile again (after publishing or hiding the site). */
  reload: () => Promise<void>;
}

const SiteStatusContext = createContext<SiteStatusValue>({ profile: undefined, reload: async () => undefined });

/** The site's status and address, read on every dashboard page (and again on each page change). */
export function SiteStatusProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const profile = useApiResource(DASHBOARD_API.profileInfo, readProfile, undefined);
  const { reload } = profile;
  useChosenDashboardLanguage(profile.data?.dashboardLanguage);
  const shownPath = useRef(pathname);
  useEffect(() => {
    // Read on first show by the resource itself; read again when the admin moves to another page.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void reload();
  }, [pathname, reload]);
  return <SiteStatusContext.Provider value={{ profile: profile.data, reload }}>{children}</SiteStatusContext.Provider>;
}

export function useSiteStatus(): SiteStatusValue {
  return useContext(SiteStatusContext);
}

/**
 * Whether the signed-in member's role may do what `access` names: the dashboard shows only what the role can
 * do (the server refuses the rest anyway). Until the profile is read, the page shows what it always showed.
 */
export function useRoleMay(access: DashboardAccess): boolean {
  const { profile } = useSiteStatus();
  return profile ? roleMay(profile.role, access) : true;
}

/** "Your site: Published · View my site ↗" at the top of every dashboard page. */
export function SiteStatusBar() {
  const { profile } = useSiteStatus();
  const newTabId = useId();
  const words = useWords(layoutWords);
  const messages = useWords(messageWords);
  if (!profile) return null;
  return (
    <div className={styles.bar}>
      <p className={styles.status}>
        {words.t('yourSite')}{' '}
        <span className={profile.isPublish ? styles.published : styles.hidden}>{words.t(profile.isPublish ? 'published' : 'hidden')}</span>
      </p>
      {profile.siteUrl ? (
        <>
          <a className={styles.view} href={profile.siteUrl} target="_blank" rel="noopener" aria-describedby={newTabId}>
            {messages.t('viewMySite')}
            <span aria-hidden="true">↗</span>
          </a>
          <span id={newTabId} hidden>
            {messages.t('opensInNewTab')}
          </span>
        </>
      ) : null}
    </div>
  );
}
