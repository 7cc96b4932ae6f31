import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { API_MESSAGES, DASHBOARD_API, DASHBOARD_MESSAGES as M, DASHBOARD_ROUTE } from '@schoolpage/content-contract';
import { FormAlert, useConfirm } from '@schoolpage/ui';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { serverMessageOr, successText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import sectionStyles from '../../sections/sections.module.css';
import { VERIFY_FLAG } from '../verify/verify-flag';
import defaultAvatar from './default-avatar.svg';
import { useSiteStatus } from '../../layout/site-status';
import { PhoneEditor } from './phone-editor';
import { countryName, readProfile } from './profile';
import { NOTHING_READY, publishChecklist, readContactReadiness, readOrgReadiness, stillEmpty } from './publish-checklist';
import { PublishChecklistCard } from './publish-checklist-card';
import { SiteAddressCard } from './site-address-card';
import styles from './profile.module.css';

/** Spec §2 "Profile". */
export function ProfilePage() {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const profile = useApiResource(DASHBOARD_API.profileInfo, readProfile, undefined);
  const [busy, setBusy] = useState<'verify' | 'publish' | null>(null);
  const info = profile.data;
  const siteStatus = useSiteStatus();
  const orgReadiness = useApiResource(DASHBOARD_API.orgInfo, readOrgReadiness, NOTHING_READY);
  const contactReadiness = useApiResource(DASHBOARD_API.contactAddress, readContactReadiness, false);
  const { confirm, dialog } = useConfirm();
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const { success } = feedback;

  useEffect(() => {
    // A message handed over by the page that sent the admin here (the verify page), shown once.
    if (typeof notice !== 'string') return;
    success(notice);
    navigate(location.pathname, { replace: true, state: null });
  }, [notice, success, navigate, location.pathname]);

  if (!info) {
    return (
      <SectionPage title="Profile">
        <p role="status">{M.profileLoading}</p>
        {profile.status === 'failed' ? <FormAlert>{M.loadFailed}</FormAlert> : null}
      </SectionPage>
    );
  }

  async function requestCode() {
    setBusy('verify');
    try {
      await apiRequest(DASHBOARD_API.verifyEmailOtp, { method: 'POST' });
      navigate(`${DASHBOARD_ROUTE}/verifyemail`, { state: VERIFY_FLAG });
    } catch (error) {
      feedback.error(serverMessageOr(error, M.somethingWentWrong));
      setBusy(null);
    }
  }

  const checklist = publishChecklist({ ...orgReadiness.data, contact: contactReadiness.data }, info.isAccountVerified);

  /** Publishing needs a verified e-mail address, and asks first when content is still empty. */
  async function readyToPublish(): Promise<boolean> {
    if (!info?.isAccountVerified) {
      feedback.error(API_MESSAGES.profile.publishNeedsVerifiedEmail);
      return false;
    }
    const empty = stillEmpty(checklist);
    if (!empty) return true;
    return confirm({
      title: 'Publish with empty parts?',
      message: `Still empty: ${empty}. Visitors will see your site without them. Publish anyway?`,
      confirmLabel: 'Publish anyway',
      cancelLabel: 'Not yet',
      destructive: false,
    });
  }

  async function togglePublish(publish: boolean) {
    if (publish && !(await readyToPublish())) return;
    setBusy('publish');
    try {
      const body = await apiRequest(publish ? DASHBOARD_API.publishWeb : DASHBOARD_API.unpublishWeb, {
        method: 'POST',
      });
      feedback.success(successText(body));
      await Promise.all([profile.reload(), siteStatus.reload()]);
    } catch (error) {
      feedback.error(serverMessageOr(error, M.anErrorOccurred));
    } finally {
      setBusy(null);
    }
  }

  return (
    <SectionPage title="Profile">
      {info.isAccountVerified ? null : <FormAlert tone="info">{M.unverifiedNotice}</FormAlert>}
      <FeedbackAlert feedback={feedback} />
      <SectionCard title="Account">
        <div className={styles.identity}>
          <img
            className={styles.avatar}
            src={info.organizationLogo ?? defaultAvatar}
            alt={info.organizationLogo ? 'Organization logo' : 'Default avatar'}
          />
          <div className={styles.identityText}>
            <p className={styles.userId}>{info.userId}</p>
            <span className={info.isAccountVerified ? styles.verified : styles.unverified}>
              {info.isAccountVerified ? 'Verified' : 'Unverified'}
            </span>
          </div>
        </div>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt>User ID</dt>
            <dd>{info.userId}</dd>
          </div>
          <div className={styles.detail}>
            <dt>E-mail</dt>
            <dd>{info.email}</dd>
          </div>
          <PhoneEditor phone={info.phone} country={info.country} feedback={feedback} onSaved={profile.reload} />
          <div className={styles.detail}>
            <dt>Country</dt>
            <dd>{countryName(info.country)}</dd>
          </div>
        </dl>
        <div className={sectionStyles.row}>
          {info.isAccountVerified ? null : (
            <button type="button" className={styles.primary} onClick={requestCode} disabled={busy !== null}>
              {busy === 'verify' ? 'Sending code...' : 'Verify Account'}
            </button>
          )}
          <button
            type="button"
            className={info.isPublish ? styles.hide : styles.primary}
            onClick={() => togglePublish(!info.isPublish)}
            disabled={busy !== null}
          >
            {info.isPublish ? 'Hide Website' : 'Publish Website'}
          </button>
        </div>
      </SectionCard>
      {info.isPublish ? null : <PublishChecklistCard items={checklist} onVerify={requestCode} busy={busy !== null} />}
      {info.siteUrl ? <SiteAddressCard profile={info} onChanged={profile.reload} /> : null}
      {dialog}
    </SectionPage>
  );
}
