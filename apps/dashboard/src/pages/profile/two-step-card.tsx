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
import { useWords } from '@schoolpage/words';
import { profileWords } from './profile.words';

const OFF: TwoStepStatus = { enabled: false, required: false, recoveryCodesLeft: 0 };
const readStatus = (body: ApiAnswer): TwoStepStatus => (body.info && typeof body.info === 'object' ? (body.info as TwoStepStatus) : OFF);

/** The QR code an authenticator app scans, with the secret to type where scanning is not possible. */
function SetupCode({ otpauthUrl, secret }: { otpauthUrl: string; secret: string }) {
  const qr = useQrCode(otpauthUrl);
  const words = useWords(profileWords);
  return (
    <div className={styles.setup}>
      {qr.status === 'ready' ? <img src={qr.svg} alt={words.t('qrAlt')} width={180} height={180} /> : null}
      <p>
        {words.t('scanOrType')} <code className={styles.secret}>{secret}</code>
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
  const words = useWords(profileWords);

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
    <SectionCard title={words.t('twoStepTitle')}>
      <p>
        {enabled ? words.t('twoStepOn', { left: recoveryCodesLeft }) : words.t('twoStepOff')}
      </p>
      {recoveryCodes.length > 0 ? (
        <div className={styles.recovery}>
          <p>{words.t('recoveryIntro')}</p>
          <ul aria-label={words.t('recoveryCodes')} className={styles.codes}>
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
          {words.t('turnOn')}
        </Button>
      ) : null}
      {setup || (enabled && !required) ? (
        <form className={styles.form} onSubmit={(event) => void confirm(event)} aria-label={words.t(setup ? 'confirmTwoStep' : 'turnOffTwoStep')}>
          <TextField label={words.t(setup ? 'codeFromApp' : 'codeOrRecovery')} autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
          <SubmitButton busy={busy} busyLabel={words.t('checking')}>
            {words.t(setup ? 'confirm' : 'turnOff')}
          </SubmitButton>
        </form>
      ) : null}
      {isOwner ? (
        <CheckboxField label={words.t('requireForEveryone')} checked={required} onChange={(event) => void requireForEveryone(event.target.checked)} />
      ) : required ? (
        <p>{words.t('schoolRequires')}</p>
      ) : null}
    </SectionCard>
  );
}
