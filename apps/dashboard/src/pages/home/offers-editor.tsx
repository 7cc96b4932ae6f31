import { useState, type FormEvent } from 'react';
import { DASHBOARD_API, DASHBOARD_MESSAGES, OFFER_LIMITS, checkOffers, type OfferItem, historyKey } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { SubmitButton, TextField } from '@schoolpage/ui';
import { apiRequest } from '../../api/api-request';
import { useApiResource } from '../../api/use-api-resource';
import { FeedbackAlert } from '../../feedback/feedback-alert';
import { failureText, successText } from '../../feedback/failure-text';
import { useFeedback } from '../../feedback/use-feedback';
import { useUnsavedChanges } from '../../forms/unsaved-changes';
import { MoveButtons } from '../../sections/move-buttons';
import { SectionCard } from '../../sections/section-card';
import sections from '../../sections/sections.module.css';
import styles from './offers-editor.module.css';
import { useWords } from '@schoolpage/words';
import { useDashboardMessages } from '../../feedback/use-dashboard-messages';
import { homeWords } from './home.words';

/** The key of the versions of what this screen edits (its "History"). */
const HISTORY_KEY = historyKey({ kind: 'section', field: 'offers' });

/** One row of the editor: an item as typed, with a key that follows it when it moves. */
interface OfferRow {
  key: number;
  title: string;
  text: string;
}

let nextKey = 0;
const rowsOf = (offers: readonly OfferItem[]): OfferRow[] => offers.map((offer) => ({ key: nextKey++, title: offer.title, text: offer.text ?? '' }));

function readOffers(body: ApiAnswer): OfferItem[] | null {
  return Array.isArray(body.info) ? (body.info as OfferItem[]) : null;
}

/**
 * "What We Offer": the school's own short items (up to 8), each a title and an optional line of text, added,
 * edited, moved and removed here and saved together. An empty list hides the section on the site.
 */
export function OffersEditor() {
  const saved = useApiResource(DASHBOARD_API.offers, readOffers, null);
  const feedback = useFeedback();
  const words = useWords(homeWords);
  const shownMessages = useDashboardMessages();
  const [rows, setRows] = useState<OfferRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = rows ?? (saved.data ? rowsOf(saved.data) : null);
  useUnsavedChanges(rows !== null);

  const change = (next: OfferRow[]) => setRows(next);
  const edit = (index: number, part: Partial<OfferRow>) => shown && change(shown.map((row, at) => (at === index ? { ...row, ...part } : row)));
  const move = (from: number, to: number) => {
    if (!shown) return;
    const next = [...shown];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row);
    change(next);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!shown) return;
    const checked = checkOffers(shown.map(({ title, text }) => ({ title, text })));
    if (checked.problem !== undefined) {
      feedback.error(checked.problem);
      return;
    }
    setBusy(true);
    try {
      const answer = await apiRequest(DASHBOARD_API.offers, { method: 'POST', json: { offers: checked.offers } });
      saved.replace(readOffers(answer) ?? checked.offers);
      setRows(null);
      feedback.success(successText(answer));
    } catch (error) {
      feedback.error(failureText(DASHBOARD_MESSAGES.updateFailed, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard title={words.t('offersTitle')} historyKey={HISTORY_KEY}>
      <p className={sections.muted}>
        {words.t('offersIntro', { max: OFFER_LIMITS.items })}
      </p>
      {shown === null ? (
        <p className={sections.muted} role="status">
          {saved.status === 'failed' ? shownMessages.loadFailed : words.t('loading')}
        </p>
      ) : (
        <form className={sections.form} onSubmit={(event) => void save(event)} noValidate>
          {shown.length === 0 ? <p className={sections.muted}>{words.t('offersNone')}</p> : null}
          <ol className={styles.rows} aria-label={words.t('offersItems')}>
            {shown.map((row, index) => (
              <li key={row.key}>
                <fieldset className={styles.row}>
                  <legend className={styles.legend}>{words.t('item', { number: index + 1 })}</legend>
                  <TextField label={words.t('itemTitle')} name={`offer-title-${row.key}`} value={row.title} disabled={busy} onChange={(event) => edit(index, { title: event.target.value })} />
                  <TextField
                    label={words.t('itemText')}
                    name={`offer-text-${row.key}`}
                    value={row.text}
                    disabled={busy}
                    onChange={(event) => edit(index, { text: event.target.value })}
                  />
                  <div className={sections.itemActions}>
                    <MoveButtons index={index} count={shown.length} onMove={(to) => move(index, to)} />
                    <button
                      type="button"
                      className={sections.deleteButton}
                      aria-label={words.t('removeItem', { name: row.title.trim() || words.t('unnamedItem', { number: index + 1 }) })}
                      disabled={busy}
                      onClick={() => change(shown.filter((_, at) => at !== index))}
                    >
                      {words.t('remove')}
                    </button>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <div className={sections.formActions}>
            <button
              type="button"
              className={sections.secondaryButton}
              disabled={busy || shown.length >= OFFER_LIMITS.items}
              onClick={() => change([...shown, { key: nextKey++, title: '', text: '' }])}
            >
              {words.t('addItem')}
            </button>
            <SubmitButton busy={busy} busyLabel={words.t('saving')}>
              {words.t('saveOffers')}
            </SubmitButton>
          </div>
          {shown.length >= OFFER_LIMITS.items ? <p className={sections.muted}>{words.t('listFull')}</p> : null}
        </form>
      )}
      <FeedbackAlert feedback={feedback} />
    </SectionCard>
  );
}
