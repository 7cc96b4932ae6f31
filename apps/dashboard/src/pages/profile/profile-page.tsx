import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DASHBOARD_API, DASHBOARD_MESSAGES as M, DASHBOARD_ROUTE } from '@schoolpage/content-contract';
import { FormAlert } from '@schoolpage/ui';
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
import { PhoneEditor } from './phone-editor';
import { countryName, readProfile } from './profile';
import { SiteAddressCard } from './site-address-card';
import styles from './profile.module.css';

/** Spec §2 "Profile". */
export function ProfilePage() {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const profile = useApiResource(DASHBOARD_API.profileInfo, readProfile, undefined);
  const [busy, setBusy] = useState<'verify' | 'publish' | null>(null);
  const info = profile.data;
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

  async function togglePublish(publish: boolean) {
    setBusy('publish');
    try {
      const body = await apiRequest(publish ? DASHBOARD_API.publishWeb : DASHBOARD_API.unpublishWeb, {
        method: 'POST',
      });
      feedback.success(successText(body));
      await profile.reload();
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
          <PhoneEditor phone={info.phone} feedback={feedback} onSaved={profile.reload} />
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
      {info.siteUrl ? <SiteAddressCard profile={info} onChanged={profile.reload} /> : null}
    </SectionPage>
  );
}
