import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DASHBOARD_API, DASHBOARD_MESSAGES as M, type ContactDetails, historyKey } from '@schoolpage/content-contract';
import { Button, SubmitButton, TextAreaField, TextField } from '@schoolpage/ui';
import type { ApiAnswer } from '@schoolpage/api-client';
import { useWords, type Words } from '@schoolpage/words';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { failureText, successText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import { SectionCard } from '../../sections/section-card';
import { SectionPreview } from '../../sections/section-preview';
import type { FormPreviewItems } from '../../sections/section-previews';
import styles from '../../sections/sections.module.css';
import { phoneCharacters } from '../../forms/phone-characters';
import { useUnsavedChanges } from '../../forms/unsaved-changes';
import { contactWords } from './contact.words';
import { useCurrentLocation } from './use-current-location';

/** The key of the versions of what this screen edits (its "History"). */
const HISTORY_KEY = historyKey({ kind: 'section', field: 'contactDetails' });

/** Spec §9: up to 3 phones and 3 e-mails. */
export const CONTACT_SLOTS = [0, 1, 2] as const;

interface ContactValues {
  address: string;
  latitude: string;
  longitude: string;
  phone: [string, string, string];
  email: [string, string, string];
  officeHours: string;
  whatsAppChannel: string;
}

const EMPTY: ContactValues = {
  address: '',
  latitude: '',
  longitude: '',
  phone: ['', '', ''],
  email: ['', '', ''],
  officeHours: '',
  whatsAppChannel: '',
};

function slots(list: unknown): [string, string, string] {
  const values = Array.isArray(list) ? list.map(String) : [];
  return [values[0] ?? '', values[1] ?? '', values[2] ?? ''];
}

function readContact(body: ApiAnswer): ContactValues {
  const info = (body.info ?? {}) as Partial<ContactDetails> & { contactDetails?: Partial<ContactDetails> };
  const details = info.contactDetails ?? info;
  return {
    address: details.address ?? '',
    latitude: details.latitude ?? '',
    longitude: details.longitude ?? '',
    phone: slots(details.phone),
    email: slots(details.email),
    officeHours: details.officeHours ?? '',
    whatsAppChannel: details.whatsAppChannel ?? '',
  };
}

const filled = (values: readonly string[]) => values.map((value) => value.trim()).filter(Boolean);

/** The parts of the form, in the order "Saved: address and phone numbers." names them. */
const PARTS: readonly (keyof ContactValues)[] = ['address', 'latitude', 'longitude', 'phone', 'email', 'officeHours', 'whatsAppChannel'];

/** "Saved: address and phone numbers.", or '' when nothing changed. */
function partsSaved(words: Words<keyof typeof contactWords.en>, dirty: Partial<Record<keyof ContactValues, unknown>>): string {
  const names = PARTS.filter((key) => dirty[key]).map((key) => words.t(`part:${key}`));
  if (names.length === 0) return '';
  const parts = names.length > 1 ? words.t('partsAnd', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] }) : names[0];
  return words.t('savedParts', { parts });
}

const keepPhoneCharacters = (event: { target: HTMLInputElement }) => {
  event.target.value = phoneCharacters(event.target.value);
};

/** Address, location, three phones, three e-mails, office hours and the school's WhatsApp Channel link (checked by the server). */
export function ContactDetailsForm() {
  const words = useWords(contactWords);
  const feedback = useFeedback();
  const saved = useApiResource(DASHBOARD_API.contactAddress, readContact, EMPTY);
  const { register, control, handleSubmit, reset, setValue, formState, watch } = useForm<ContactValues>({
    defaultValues: EMPTY,
  });
  const { locating, locate } = useCurrentLocation();
  const [lastSaved, setLastSaved] = useState('');
  useUnsavedChanges(formState.isDirty);

  useEffect(() => {
    if (saved.status === 'ready') reset(saved.data);
  }, [saved.status, saved.data, reset]);

  async function fillCurrentLocation() {
    try {
      const { latitude, longitude } = await locate();
      setValue('latitude', latitude, { shouldDirty: true });
      setValue('longitude', longitude, { shouldDirty: true });
    } catch {
      feedback.error(M.locationUnavailable);
    }
  }

  const submit = handleSubmit(async (values) => {
    const what = partsSaved(words, formState.dirtyFields);
    try {
      const body = await apiRequest(DASHBOARD_API.contactAddress, {
        method: 'POST',
        json: {
          address: values.address.trim(),
          latitude: values.latitude.trim(),
          longitude: values.longitude.trim(),
          phone: filled(values.phone),
          email: filled(values.email),
          officeHours: values.officeHours.trim(),
          whatsAppChannel: values.whatsAppChannel.trim(),
        },
      });
      feedback.success(successText(body));
      setLastSaved(what);
      await saved.reload();
    } catch (error) {
      feedback.error(failureText(M.contactFailed, error));
    }
  });

  const busy = formState.isSubmitting;

  if (saved.status === 'loading') {
    // The form opens once the saved details are read, so nothing typed is replaced by them.
    return (
      <SectionCard title={words.t('details')}>
        <p className={styles.muted} role="status">
          {words.t('loading')}
        </p>
      </SectionCard>
    );
  }

  // The site's Contact Us, live as it is typed (the social links have their own preview, with their list).
  const typed = watch();
  const preview = (
    <SectionPreview
      title={words.t('details')}
      list="contactDetails"
      items={[{ ...typed, phone: filled(typed.phone), email: filled(typed.email) } satisfies FormPreviewItems['contactDetails']]}
    />
  );

  return (
    <SectionCard title={words.t('details')} aside={preview} historyKey={HISTORY_KEY}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Controller
          control={control}
          name="address"
          render={({ field: { ref: _ref, ...field } }) => (
            <div className={styles.wide}>
              <TextAreaField label={words.t('address')} rows={3} disabled={busy} {...field} />
            </div>
          )}
        />
        <div className={styles.fields}>
          <TextField label={words.t('latitude')} inputMode="decimal" disabled={busy} {...register('latitude')} />
          <TextField label={words.t('longitude')} inputMode="decimal" disabled={busy} {...register('longitude')} />
        </div>
        <Button
          className={styles.secondaryButton}
          onClick={fillCurrentLocation}
          busy={locating}
          busyLabel={words.t('locating')}
          aria-disabled={busy}
        >
          {words.t('useLocation')}
        </Button>
        <div className={styles.fields}>
          {CONTACT_SLOTS.map((slot) => (
            <TextField
              key={`phone-${slot}`}
              label={words.t('phone', { number: slot + 1 })}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              disabled={busy}
              {...register(`phone.${slot}`, { onChange: keepPhoneCharacters })}
            />
          ))}
        </div>
        <div className={styles.fields}>
          {CONTACT_SLOTS.map((slot) => (
            <TextField
              key={`email-${slot}`}
              label={words.t('email', { number: slot + 1 })}
              type="email"
              disabled={busy}
              {...register(`email.${slot}`)}
            />
          ))}
        </div>
        <div className={styles.fields}>
          <TextField label={words.t('officeHours')} disabled={busy} {...register('officeHours')} />
        </div>
        <div className={styles.fields}>
          <TextField
            label={words.t('whatsAppChannel')}
            hint={words.t('whatsAppChannelHint')}
            type="url"
            inputMode="url"
            disabled={busy}
            {...register('whatsAppChannel')}
          />
        </div>
        <SubmitButton busy={busy} busyLabel={words.t('saving')}>
          {words.t('save')}
        </SubmitButton>
        <p className={styles.savedNote}>
          {lastSaved}
        </p>
      </form>
      <FeedbackAlert feedback={feedback} />
    </SectionCard>
  );
}
