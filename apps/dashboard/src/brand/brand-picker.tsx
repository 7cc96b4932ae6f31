import { useState, type FormEvent } from 'react';
import { API_MESSAGES, BRAND_API_PATH, HEADING_FONTS, normalBrandColor, type SiteBrand, historyKey } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { SelectField, SubmitButton, TextField } from '@schoolpage/ui';
import { apiRequest } from '../api/api-request';
import { useApiResource } from '../api/use-api-resource';
import { FeedbackAlert } from '../feedback/feedback-alert';
import { failureText, successText } from '../feedback/failure-text';
import { useFeedback, type Feedback } from '../feedback/use-feedback';
import { SectionCard } from '../sections/section-card';
import { BrandPreview } from './brand-preview';
import styles from './brand-picker.module.css';
import { useWords } from '@schoolpage/words';
import { useMessageInLanguage } from '../feedback/message-in-language';
import { brandWords } from './brand.words';
import { typefaceName } from './typeface-name';

/** The key of the versions of what this screen edits (its "History"). */
const HISTORY_KEY = historyKey({ kind: 'section', field: 'brand' });

/** What the picker shows before the school has chosen. */
const STARTING_BRAND: SiteBrand = { color: '#1d4ed8', headingFont: 'template' };

/** The saved brand from an answer of BRAND_API_PATH; none before the school has chosen one. */
export function readBrand(body: ApiAnswer): SiteBrand | undefined {
  const info = body.info as Partial<SiteBrand> | null | undefined;
  return info && typeof info.color === 'string' && typeof info.headingFont === 'string' ? { color: info.color, headingFont: info.headingFont } : undefined;
}

/** Templates page: the school's brand colour and heading typeface, with a live preview, saved to BRAND_API_PATH. */
export function BrandPicker() {
  const saved = useApiResource(BRAND_API_PATH, readBrand, undefined);
  const feedback = useFeedback();
  const words = useWords(brandWords);
  return (
    <SectionCard title={words.t('title')} historyKey={HISTORY_KEY}>
      {saved.status === 'loading' ? (
        <p className={styles.muted}>{words.t('loading')}</p>
      ) : (
        <>
          {saved.data ? null : <p className={styles.muted}>{words.t('templateColours')}</p>}
          <BrandForm key={JSON.stringify(saved.data ?? null)} saved={saved.data ?? STARTING_BRAND} onSaved={saved.reload} feedback={feedback} />
        </>
      )}
      <FeedbackAlert feedback={feedback} />
    </SectionCard>
  );
}

function BrandForm({ saved, onSaved, feedback }: { saved: SiteBrand; onSaved: () => Promise<void>; feedback: Feedback }) {
  const words = useWords(brandWords);
  const inLanguage = useMessageInLanguage();
  const [color, setColor] = useState(saved.color);
  const [typed, setTyped] = useState(saved.color);
  const [headingFont, setHeadingFont] = useState(saved.headingFont);
  const [busy, setBusy] = useState(false);
  const typedColor = normalBrandColor(typed);

  function type(text: string) {
    setTyped(text);
    const read = normalBrandColor(text);
    if (read) setColor(read);
  }

  function pick(value: string) {
    setColor(value);
    setTyped(value);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!typedColor) {
      feedback.error(API_MESSAGES.site.brandColorInvalid);
      return;
    }
    setBusy(true);
    try {
      const body = await apiRequest(BRAND_API_PATH, { method: 'POST', json: { color: typedColor, headingFont } });
      feedback.success(successText(body));
      await onSaved();
    } catch (error) {
      feedback.error(failureText('{message}', error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <p className={styles.muted}>{words.t('oneColour')}</p>
      <div className={styles.fields}>
        <div className={styles.colorPair}>
          <label className={styles.swatchLabel}>
            {words.t('brandColour')}
            <input className={styles.swatch} type="color" value={color} onChange={(event) => pick(event.target.value)} disabled={busy} />
          </label>
          <TextField
            label={words.t('colourCode')}
            value={typed}
            onChange={(event) => type(event.target.value)}
            hint={typedColor ? words.t('forExample') : inLanguage(API_MESSAGES.site.brandColorInvalid)}
            aria-invalid={typedColor ? undefined : true}
            spellCheck={false}
            autoComplete="off"
            disabled={busy}
          />
        </div>
        <SelectField label={words.t('headingTypeface')} value={headingFont} onChange={(event) => setHeadingFont(event.target.value)} disabled={busy}>
          {HEADING_FONTS.map((font) => (
            <option key={font.id} value={font.id}>
              {typefaceName(words, font)}
            </option>
          ))}
        </SelectField>
      </div>
      <BrandPreview color={color} headingFont={headingFont} />
      <SubmitButton busy={busy} busyLabel={words.t('saving')}>
        {words.t('save')}
      </SubmitButton>
    </form>
  );
}
