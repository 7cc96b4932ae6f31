import { useCallback, useEffect, useMemo, useState, type ClipboardEvent, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { DASHBOARD_API, DASHBOARD_MESSAGES as M, DASHBOARD_ROUTE } from '@schoolpage/content-contract';
import { SubmitButton, TextField } from '@schoolpage/ui';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { serverMessageOr, successText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import styles from '../../sections/sections.module.css';
import { readProfile } from '../profile/profile';
import { CODE_LENGTH, codeDigits, pastedCode } from './code-digits';
import { requestVerificationCode } from './request-verification-code';
import { ResendCodeButton } from './resend-code-button';
import { useSharedResendAt } from './shared-resend-at';
import { useSecondsLeft } from './use-seconds-left';
import { readVerifyPageState, type VerifyPageState } from './verify-page-state';
import { useWords } from '@schoolpage/words';
import { verifyWords } from './verify.words';

/**
 * Spec §2 "Verify email": the numeric code and Verify Account. Open to every unverified account, whether it
 * came from the profile's Verify Account or by its address: a code already sent can always be typed, and
 * "Send the code again" waits out the server's cooldown with a countdown (never a dead end), in every open tab.
 */
export function VerifyEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const profile = useApiResource(DASHBOARD_API.profileInfo, readProfile, undefined);
  const handed = useMemo(() => readVerifyPageState(location.state), [location.state]);
  const [resendAt, setResendAt] = useSharedResendAt(handed.resendAt);
  const secondsLeft = useSecondsLeft(resendAt);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const words = useWords(verifyWords);
  const { error, success, info } = feedback;
  const show = useCallback(
    (notice: NonNullable<VerifyPageState['notice']>) => ({ error, success, info })[notice.tone](notice.text),
    [error, success, info],
  );

  useEffect(() => {
    // The answer the profile got when it asked for the code, shown once (a reload keeps only the countdown).
    if (!handed.notice) return;
    show(handed.notice);
    navigate(location.pathname, { replace: true, state: { resendAt: handed.resendAt } satisfies VerifyPageState });
  }, [handed.notice, handed.resendAt, show, navigate, location.pathname]);

  if (profile.data?.isAccountVerified) return <Navigate to={DASHBOARD_ROUTE} replace />;

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!otp.trim()) return feedback.error(M.otpRequired);
    setBusy('verify');
    try {
      const body = await apiRequest(DASHBOARD_API.verifyEmail, { method: 'POST', json: { otp } });
      navigate(DASHBOARD_ROUTE, { replace: true, state: { notice: successText(body) } });
    } catch (error) {
      feedback.error(serverMessageOr(error, M.verifyFailed));
      setBusy(null);
    }
  }

  async function resend() {
    setBusy('resend');
    const outcome = await requestVerificationCode();
    setBusy(null);
    show(outcome.notice);
    if (outcome.resendAt === undefined) return;
    setResendAt(outcome.resendAt);
    // Kept in the page's history entry, so a reload keeps counting down.
    const state: VerifyPageState = { resendAt: outcome.resendAt };
    navigate(location.pathname, { replace: true, state });
  }

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    setOtp(pastedCode(event.clipboardData.getData('text')));
  }

  const email = profile.data?.email;
  return (
    <SectionPage title={words.t('title')}>
      <SectionCard title={words.t('enterCode')}>
        <form className={styles.form} onSubmit={verify} noValidate>
          <TextField
            label={words.t('codeLabel')}
            hint={email ? words.t('codeSentTo', { length: CODE_LENGTH, email }) : words.t('codeSent', { length: CODE_LENGTH })}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            value={otp}
            readOnly={busy === 'verify'}
            onChange={(event) => setOtp(codeDigits(event.target.value))}
            onPaste={paste}
          />
          <div className={styles.row}>
            <SubmitButton busy={busy === 'verify'} busyLabel={words.t('verifying')}>
              {words.t('verifyAccount')}
            </SubmitButton>
            <ResendCodeButton secondsLeft={secondsLeft} sending={busy === 'resend'} onResend={resend} />
          </div>
        </form>
        <FeedbackAlert feedback={feedback} />
      </SectionCard>
    </SectionPage>
  );
}
