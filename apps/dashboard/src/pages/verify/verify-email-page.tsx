import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { DASHBOARD_API, DASHBOARD_MESSAGES as M, DASHBOARD_ROUTE } from '@schoolpage/content-contract';
import { SubmitButton, TextField } from '@schoolpage/ui';
import { apiRequest } from '../../api/api-request';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { serverMessageOr, successText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import styles from '../../sections/sections.module.css';
import { hasVerifyFlag } from './verify-flag';

/** Spec §9: one-time codes have 6 digits. */
const OTP_LENGTH = 6;

/** Spec §2 "Verify email": numeric code and Verify Account; reachable only from the profile's flag. */
export function VerifyEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);

  if (!hasVerifyFlag(location.state)) return <Navigate to={DASHBOARD_ROUTE} replace />;

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!otp.trim()) return feedback.error(M.otpRequired);
    setBusy(true);
    try {
      const body = await apiRequest(DASHBOARD_API.verifyEmail, { method: 'POST', json: { otp } });
      navigate(DASHBOARD_ROUTE, { replace: true, state: { notice: successText(body) } });
    } catch (error) {
      feedback.error(serverMessageOr(error, M.verifyFailed));
      setBusy(false);
    }
  }

  return (
    <SectionPage title="Verify your account">
      <SectionCard title="Enter the code we e-mailed you">
        <form className={styles.form} onSubmit={verify} noValidate>
          <TextField
            label="Verification code"
            hint={`The ${OTP_LENGTH}-digit code sent to your e-mail address.`}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={otp}
            disabled={busy}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          />
          <SubmitButton busy={busy} busyLabel="Verifying...">
            Verify Account
          </SubmitButton>
        </form>
        <FeedbackAlert feedback={feedback} />
      </SectionCard>
    </SectionPage>
  );
}
