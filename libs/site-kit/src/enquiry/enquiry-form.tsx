import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ENQUIRY_HONEYPOT_FIELD,
  ENQUIRY_LANGUAGE_FIELD,
  ENQUIRY_LIMITS,
  ENQUIRY_REPLIES_EN,
  ENQUIRY_TOKEN_FIELD,
  PUBLIC_API,
  problemOf,
  problemText,
  refusalOf,
  type SiteEnquiry,
} from '@schoolpage/content-contract';
import { freshEnquiryToken, sendEnquiry, type EnquiryAnswer } from './send-enquiry';
import { useEnquiryWords, type EnquiryWordId } from './words/enquiry-words';
import styles from './enquiry-form.module.css';

interface Field {
  name: 'studentName' | 'classSought' | 'parentName' | 'phone' | 'email' | 'message';
  label: EnquiryWordId;
  type?: 'tel' | 'email';
  autoComplete?: string;
  optional?: boolean;
  maxLength: number;
}

const FIELDS: readonly Field[] = [
  { name: 'studentName', label: 'studentName', autoComplete: 'off', maxLength: ENQUIRY_LIMITS.name },
  { name: 'classSought', label: 'classSought', autoComplete: 'off', maxLength: ENQUIRY_LIMITS.classSought },
  { name: 'parentName', label: 'parentName', autoComplete: 'name', maxLength: ENQUIRY_LIMITS.name },
  { name: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel', maxLength: ENQUIRY_LIMITS.phone },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email', optional: true, maxLength: ENQUIRY_LIMITS.email },
];

/**
 * The admission enquiry form. Without script it is a plain form POST to `POST /api/web/enquiry` (the server
 * answers with the thank-you page), with the token the server made the page with; with script it asks for a fresh
 * token when it shows (the fill time starts then), is sent in the page and each field shows its own message. The
 * API answers in English: the form says its refusals in the page's language (the replies the page came with).
 */
export function EnquiryForm({ enquiry }: { enquiry: SiteEnquiry }) {
  const t = useEnquiryWords();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Without script: the token the page was made with (the enquiry page, made for each request). With script: a fresh one.
  const [token, setToken] = useState(enquiry.token);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<EnquiryAnswer>();
  const renewToken = () => void freshEnquiryToken(enquiry.organizationId).then((fresh) => fresh && setToken(fresh));
  useEffect(renewToken, [enquiry.organizationId]); // once, when the form shows

  const replies = enquiry.replies ?? ENQUIRY_REPLIES_EN;
  const errors = answer?.kind === 'refused' ? (answer.errors ?? {}) : {};
  const problemSaid = (field: string, message: string) => {
    const problem = problemOf(field, message);
    return problem ? problemText(replies, problem, field) : message;
  };
  const refusalSaid = (message: string) => {
    const refusal = refusalOf(message);
    return refusal ? replies[refusal] : message;
  };
  useEffect(() => {
    if (answer?.kind !== 'refused') return statusRef.current?.focus();
    const firstWrong = Object.keys(answer.errors ?? {})[0];
    const field = firstWrong ? formRef.current?.elements.namedItem(firstWrong) : null;
    if (field instanceof HTMLElement) field.focus();
    else statusRef.current?.focus();
  }, [answer]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const sent = await sendEnquiry(new FormData(event.currentTarget));
    // A form left open past its token's life gets a new one: sent again, it goes.
    if (sent.kind === 'refused' && refusalOf(sent.message) === 'formExpired') renewToken();
    setAnswer(sent);
    setSending(false);
  }

  if (answer?.kind === 'sent') {
    return (
      <p ref={statusRef} className={styles.sent} role="status" tabIndex={-1}>
        {t('enquirySent')}
      </p>
    );
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: string) =>
    errors[name] ? (
      <p id={`${fieldId(name)}-error`} className={styles.error}>
        {problemSaid(name, errors[name])}
      </p>
    ) : null;
  const described = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(name)}-error` } : {});

  return (
    <form ref={formRef} className={styles.form} method="post" action={PUBLIC_API.enquiry} onSubmit={(e) => void submit(e)} noValidate>
      <input type="hidden" name="organizationId" value={enquiry.organizationId} />
      <input type="hidden" name={ENQUIRY_TOKEN_FIELD} value={token ?? ''} />
      {enquiry.language ? <input type="hidden" name={ENQUIRY_LANGUAGE_FIELD} value={enquiry.language} /> : null}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={fieldId(ENQUIRY_HONEYPOT_FIELD)}>{t('leaveEmpty')}</label>
        <input id={fieldId(ENQUIRY_HONEYPOT_FIELD)} name={ENQUIRY_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {answer?.kind === 'refused' ? (
        <p ref={statusRef} className={styles.problem} role="alert" tabIndex={-1}>
          {Object.keys(errors).length > 0 ? t('refused') : refusalSaid(answer.message)}
        </p>
      ) : null}
      <div className={styles.grid}>
        {FIELDS.map((field) => (
          <div key={field.name} className={styles.field}>
            <label htmlFor={fieldId(field.name)}>
              {t(field.label)}
              {field.optional ? <span className={styles.optional}>{t('optional')}</span> : null}
            </label>
            <input
              id={fieldId(field.name)}
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              required={!field.optional}
              list={field.name === 'classSought' && enquiry.classes.length > 0 ? `${id}-classes` : undefined}
              {...described(field.name)}
            />
            {errorOf(field.name)}
          </div>
        ))}
      </div>
      {enquiry.classes.length > 0 ? (
        <datalist id={`${id}-classes`}>
          {enquiry.classes.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={fieldId('message')}>
          {t('message')}<span className={styles.optional}>{t('optional')}</span>
        </label>
        <textarea id={fieldId('message')} name="message" rows={4} maxLength={ENQUIRY_LIMITS.message} {...described('message')} />
        {errorOf('message')}
      </div>
      <div className={styles.consent}>
        <input id={fieldId('consent')} name="consent" type="checkbox" required {...described('consent')} />
        <label htmlFor={fieldId('consent')}>{enquiry.purpose}</label>
        {errorOf('consent')}
      </div>
      <button className={styles.send} type="submit" disabled={sending}>
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
