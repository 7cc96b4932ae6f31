import { useState, type FormEvent } from 'react';
import { TWO_STEP_API, type TwoStepStatus } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { Button, CheckboxField, SubmitButton, TextField } from '@schoolpage/ui';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { failureText, successText } from '../../feedback/failure-text';
import type { Feedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import sectionStyles from '../../sections/sections.module.css';
import { useQrCode } from './use-qr-code';
import styles from './two-step.module.css';

const OFF: TwoStepStatus = { enabled: false, required: false, recoveryCodesLeft: 0 };
const readStatus = (body: ApiAnswer): TwoStepStatus => (body.info && typeof body.info === 'object' ? (body.info as TwoStepStatus) : OFF);

/** The QR code an authenticator app scans, with the secret to type where scanning is not possible. */
function SetupCode({ otpauthUrl, secret }: { otpauthUrl: string; secret: string }) {
  const qr = useQrCode(otpauthUrl);
  return (
    <div className={styles.setup}>
      {qr.status === 'ready' ? <img src={qr.svg} alt="QR code to scan with your authenticator app" width={180} height={180} /> : null}
      <p>
        Scan it with your authenticator app, or type this key: <code className={styles.secret}>{secret}</code>
      </p>
    </div>
  );
}

/** "Two-step sign-in": turn on an authenticator app (QR code, a code to confirm, 10 recovery codes) or off; owners may require it. */
export function TwoStepCard({ feedback, isOwner }: { feedback: Feedback; isOwner: boolean }) {
  const status = useApiResource(TWO_STEP_API.status, readStatus, OFF);
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string }>();
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function call(path: string, json?: object): Promise<ApiAnswer | undefined> {
    setBusy(true);
    try {
      const body = await apiRequest(path, { method: 'POST', json: json ?? {} });
      if (body.message) feedback.success(successText(body));
      return body;
    } catch (error) {
      feedback.error(failureText('{message}', error));
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  async function start() {
    const body = await call(TWO_STEP_API.setup);
    if (body) setSetup(body.info as { secret: string; otpauthUrl: string });
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const body = await call(setup ? TWO_STEP_API.enable : TWO_STEP_API.disable, { code });
    if (!body) return;
    setCode('');
    setSetup(undefined);
    setRecoveryCodes(((body.info as { recoveryCodes?: string[] } | undefined)?.recoveryCodes ?? []).slice());
    await status.reload();
  }

  async function requireForEveryone(required: boolean) {
    if (await call(TWO_STEP_API.required, { required })) await status.reload();
  }

  const { enabled, required, recoveryCodesLeft } = status.data;
  return (
    <SectionCard title="Two-step sign-in">
      <p>
        {enabled
          ? `On: after your password, you enter the code of your authenticator app. ${recoveryCodesLeft} recovery codes left.`
          : 'Off: add a code from an authenticator app to your password, so a stolen password is not enough.'}
      </p>
      {recoveryCodes.length > 0 ? (
        <div className={styles.recovery}>
          <p>Your recovery codes: each works once if you lose your phone. Keep them somewhere safe; they are shown only now.</p>
          <ul aria-label="Recovery codes" className={styles.codes}>
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {setup ? <SetupCode {...setup} /> : null}
      {!enabled && !setup ? (
        <Button className={sectionStyles.secondaryButton} aria-disabled={busy} onClick={() => void start()}>
          Turn on two-step sign-in
        </Button>
      ) : null}
      {setup || (enabled && !required) ? (
        <form className={styles.form} onSubmit={(event) => void confirm(event)} aria-label={setup ? 'Confirm two-step sign-in' : 'Turn off two-step sign-in'}>
          <TextField label={setup ? 'Code from the app' : 'Code from the app, or a recovery code'} autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
          <SubmitButton busy={busy} busyLabel="Checking...">
            {setup ? 'Confirm' : 'Turn off'}
          </SubmitButton>
        </form>
      ) : null}
      {isOwner ? (
        <CheckboxField label="Require two-step sign-in for everyone in the school" checked={required} onChange={(event) => void requireForEveryone(event.target.checked)} />
      ) : required ? (
        <p>Your school asks everyone to sign in with two steps.</p>
      ) : null}
    </SectionCard>
  );
}
