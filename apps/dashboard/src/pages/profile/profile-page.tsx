import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { API_MESSAGES, DASHBOARD_API, DASHBOARD_MESSAGES as M, DASHBOARD_ROUTE, roleMay } from '@schoolpage/content-contract';
import { Button, FormAlert, useConfirm } from '@schoolpage/ui';
import { useWords } from '@schoolpage/words';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { serverMessageOr, successText } from '../../feedback/failure-text';
import { useDashboardMessages } from '../../feedback/use-dashboard-messages';
import { useFeedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import sectionStyles from '../../sections/sections.module.css';
import { requestVerificationCode } from '../verify/request-verification-code';
import type { VerifyPageState } from '../verify/verify-page-state';
import defaultAvatar from './default-avatar.svg';
import { useSiteStatus } from '../../layout/site-status';
import { PhoneEditor } from './phone-editor';
import { countryName, readProfile } from './profile';
import { NOTHING_READY, publishChecklist, readContactReadiness, readDisclosurePercent, readOrgReadiness, readPicturesWithoutAltText, stillEmpty } from './publish-checklist';
import { BoardSelect } from './board-select';
import { TimeZoneSelect } from './time-zone-select';
import { PublishChecklistCard } from './publish-checklist-card';
import { TwoStepCard } from './two-step-card';
import { profileWords } from './profile.words';
import { SiteAddressCard } from './site-address-card';
import { OwnDomainCard } from './own-domain/own-domain-card';
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
  const picturesWithoutAlt = useApiResource(DASHBOARD_API.previewContent, readPicturesWithoutAltText, 0);
  const disclosurePercent = useApiResource(DASHBOARD_API.disclosure, readDisclosurePercent, undefined);
  const { confirm, dialog } = useConfirm();
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const { success } = feedback;
  const words = useWords(profileWords);
  const shown = useDashboardMessages();

  useEffect(() => {
    // A message handed over by the page that sent the admin here (the verify page), shown once.
    if (typeof notice !== 'string') return;
    success(notice);
    navigate(location.pathname, { replace: true, state: null });
  }, [notice, success, navigate, location.pathname]);

  if (!info) {
    return (
      <SectionPage title={words.t('title')}>
        <p role="status">{shown.profileLoading}</p>
        {profile.status === 'failed' ? <FormAlert>{shown.loadFailed}</FormAlert> : null}
      </SectionPage>
    );
  }

  /**
   * Asks for a code and opens the code box, also when the server will not send another one yet (the code
   * already sent can still be typed there, and the page counts down to the next).
   */
  async function requestCode() {
    setBusy('verify');
    const { sent, notice, resendAt } = await requestVerificationCode();
    if (sent || resendAt !== undefined) {
      navigate(`${DASHBOARD_ROUTE}/verifyemail`, { state: { notice, resendAt } satisfies VerifyPageState });
      return;
    }
    feedback.error(notice.text);
    setBusy(null);
  }

  const checklist = publishChecklist(
    { ...orgReadiness.data, contact: contactReadiness.data },
    info.isAccountVerified,
    picturesWithoutAlt.data,
    info.board === 'CBSE' ? (disclosurePercent.data ?? 0) : undefined,
  );

  /** Publishing needs a verified e-mail address, and asks first when content is still empty. */
  async function readyToPublish(): Promise<boolean> {
    if (!info?.isAccountVerified) {
      feedback.error(API_MESSAGES.profile.publishNeedsVerifiedEmail);
      return false;
    }
    const empty = stillEmpty(checklist, words);
    if (!empty) return true;
    return confirm({
      title: words.t('publishEmptyTitle'),
      message: words.t('publishEmptyMessage', { empty }),
      confirmLabel: words.t('publishAnyway'),
      cancelLabel: words.t('notYet'),
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

  const mayChangeSite = roleMay(info.role, 'site');

  return (
    <SectionPage title={words.t('title')}>
      {info.isAccountVerified ? null : <FormAlert tone="info">{shown.unverifiedNotice}</FormAlert>}
      <FeedbackAlert feedback={feedback} />
      <SectionCard title={words.t('account')}>
        <div className={styles.identity}>
          <img
            className={styles.avatar}
            src={info.organizationLogo ?? defaultAvatar}
            alt={words.t(info.organizationLogo ? 'organizationLogo' : 'defaultAvatar')}
          />
          <div className={styles.identityText}>
            <p className={styles.userId}>{info.userId}</p>
            <span className={info.isAccountVerified ? styles.verified : styles.unverified}>
              {words.t(info.isAccountVerified ? 'verified' : 'unverified')}
            </span>
          </div>
        </div>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt>{words.t('userId')}</dt>
            <dd>{info.userId}</dd>
          </div>
          <div className={styles.detail}>
            <dt>{words.t('email')}</dt>
            <dd>{info.email}</dd>
          </div>
          <div className={styles.detail}>
            <dt>{words.t('role')}</dt>
            <dd>{words.t(`role.${info.role}`)}</dd>
          </div>
          <PhoneEditor phone={info.phone} country={info.country} feedback={feedback} onSaved={profile.reload} />
          {/* The school's details, the same for everyone in it (the ones above are the signed-in person's own). */}
          <div className={`${styles.detail} ${styles.schoolDetail}`}>
            <dt>{words.t('school')}</dt>
            <dd>{info.organizationName}</dd>
          </div>
          <div className={styles.detail}>
            <dt>{words.t('country')}</dt>
            <dd>{countryName(info.country, words.language)}</dd>
          </div>
          <BoardSelect
            board={info.board}
            feedback={feedback}
            onSaved={() => void Promise.all([profile.reload(), disclosurePercent.reload()])}
            editable={mayChangeSite}
          />
          <TimeZoneSelect timeZone={info.timeZone} feedback={feedback} onSaved={() => void Promise.all([profile.reload(), siteStatus.reload()])} editable={mayChangeSite} />
        </dl>
        <div className={sectionStyles.row}>
          {info.isAccountVerified ? null : (
            <Button
              className={styles.primary}
              onClick={requestCode}
              busy={busy === 'verify'}
              busyLabel={words.t('sendingCode')}
              aria-disabled={busy !== null}
            >
              {words.t('verifyAccount')}
            </Button>
          )}
          {mayChangeSite ? (
          <Button
            className={info.isPublish ? styles.hide : styles.primary}
            onClick={() => togglePublish(!info.isPublish)}
            busy={busy === 'publish'}
            busyLabel={words.t(info.isPublish ? 'hiding' : 'publishing')}
            aria-disabled={busy !== null}
          >
            {words.t(info.isPublish ? 'hideWebsite' : 'publishWebsite')}
          </Button>
          ) : null}
        </div>
      </SectionCard>
      {info.isPublish || !mayChangeSite ? null : <PublishChecklistCard items={checklist} onVerify={requestCode} busy={busy !== null} />}
      <TwoStepCard feedback={feedback} isOwner={roleMay(info.role, 'owner')} />
      {info.siteUrl ? <SiteAddressCard profile={info} onChanged={profile.reload} canChange={roleMay(info.role, 'owner')} /> : null}
      {mayChangeSite ? <OwnDomainCard feedback={feedback} onAddressChanged={() => void profile.reload()} /> : null}
      {dialog}
    </SectionPage>
  );
}
