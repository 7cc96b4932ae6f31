import { DASHBOARD_API, SUBSCRIPTION_TOPICS, UPDATES_PAGE, type SubscriptionTopic } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { useWords, type Words } from '@schoolpage/words';
import { useApiResource } from '../../api/use-api-resource';
import { useSchoolTimeZone } from '../../layout/school-time-zone';
import { useRoleMay, useSiteStatus } from '../../layout/site-status';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import styles from '../../sections/sections.module.css';
import { schoolTimeText } from '../alert/school-time-text';
import own from './subscribers-page.module.css';
import { subscribersWords } from './subscribers.words';

type SubscribersWords = Words<keyof typeof subscribersWords.en>;

/** One channel's confirmed subscribers: in all, and per topic. */
type ChannelCounts = { total: number } & Record<SubscriptionTopic, number>;

/** One post sent to subscribers, as `GET /api/dashboard/subscribers` answers it. */
export interface SubscriberSend {
  topic: SubscriptionTopic;
  title: string;
  /** When it went (or goes) out, ISO 8601. */
  at: string;
  state: 'waiting' | 'done' | 'cancelled';
  delivered: number;
  failed: number;
  /** The last failures' reasons. */
  problems: string[];
}

export interface SubscribersOverview {
  /** By channel (`mail`, `push`): whatever channels the platform has. */
  counts: Record<string, ChannelCounts>;
  sends: SubscriberSend[];
}

export function readOverview(body: ApiAnswer): SubscribersOverview | undefined {
  const info = body.info as SubscribersOverview | undefined;
  return info && info.counts && Array.isArray(info.sends) ? info : undefined;
}

/** A key the words may name (`channel:mail`), else the API's own word. */
function named(words: SubscribersWords, key: string, fallback: string): string {
  return key in subscribersWords.en ? words.t(key as keyof typeof subscribersWords.en) : fallback;
}

/** A send's state in words: one still waiting is scheduled until its time, then being sent. */
function stateOf(send: SubscriberSend, now: number) {
  if (send.state !== 'waiting') return `state:${send.state}` as const;
  return Date.parse(send.at) > now ? 'state:scheduled' : 'state:waiting';
}

/** The updates page below the school's address (`…/s/<slug>/updates`, or `/updates` on its own domain). */
const updatesAddress = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/${UPDATES_PAGE}`;

/** No one yet: how parents subscribe, and where. */
function NoSubscribers({ words }: { words: SubscribersWords }) {
  const { profile } = useSiteStatus();
  return (
    <div className={own.empty}>
      <p>
        <strong>{words.t('none')}</strong>
      </p>
      <p>{words.t('howToSubscribe')}</p>
      {profile?.siteUrl ? (
        <p className={own.address}>
          <a href={updatesAddress(profile.siteUrl)} target="_blank" rel="noopener">
            {updatesAddress(profile.siteUrl)}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** Confirmed subscribers per channel (rows) and topic (columns); folds into labelled lines on a phone. */
function CountsTable({ words, counts }: { words: SubscribersWords; counts: SubscribersOverview['counts'] }) {
  const columns: [keyof ChannelCounts, string][] = [['total', words.t('total')], ...SUBSCRIPTION_TOPICS.map((topic): [SubscriptionTopic, string] => [topic, words.t(`topic:${topic}`)])];
  return (
    <table className={own.table}>
      <caption>{words.t('counts')}</caption>
      <thead>
        <tr>
          <th scope="col">{words.t('channel')}</th>
          {columns.map(([key, label]) => (
            <th key={key} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Object.entries(counts).map(([channel, figures]) => (
          <tr key={channel}>
            <th scope="row">{named(words, `channel:${channel}`, channel)}</th>
            {columns.map(([key, label]) => (
              <td key={key} data-label={label}>
                {words.number(figures[key] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The last posts sent: what, when, how many got it and how many did not, and why. */
function SendsTable({ words, sends }: { words: SubscribersWords; sends: readonly SubscriberSend[] }) {
  const timeZone = useSchoolTimeZone();
  const now = Date.now();
  if (sends.length === 0) return <p className={styles.muted}>{words.t('noSends')}</p>;
  return (
    <table className={own.table}>
      {/* The card's heading says it on screen; the caption names the table for a screen reader. */}
      <caption className={own.unseen}>{words.t('sendsTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{words.t('post')}</th>
          <th scope="col">{words.t('topic')}</th>
          <th scope="col">{words.t('when')}</th>
          <th scope="col">{words.t('status')}</th>
          <th scope="col">{words.t('delivered')}</th>
          <th scope="col">{words.t('failedCount')}</th>
          <th scope="col">{words.t('reasons')}</th>
        </tr>
      </thead>
      <tbody>
        {sends.map((send, index) => (
          <tr key={`${send.topic}-${send.at}-${index}`}>
            <th scope="row">{send.title}</th>
            <td data-label={words.t('topic')}>{named(words, `topic:${send.topic}`, send.topic)}</td>
            <td data-label={words.t('when')}>{schoolTimeText(send.at, words.language, timeZone)}</td>
            <td data-label={words.t('status')}>{words.t(stateOf(send, now))}</td>
            <td data-label={words.t('delivered')}>{words.number(send.delivered)}</td>
            <td data-label={words.t('failedCount')} className={send.failed > 0 ? own.failed : undefined}>
              {words.number(send.failed)}
            </td>
            <td data-label={words.t('reasons')} className={own.reasons}>
              {send.problems.length ? (
                <ul>
                  {send.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Subscribers: how many parents get the school's updates, by channel and topic, what was sent to them lately and
 * how it went, and their list as CSV. Parents subscribe themselves; no address is added here. Parents' addresses are
 * for owners and editors: a contributor who opens it by its address (the menu does not offer it) is told so, rather
 * than that something went wrong (the server refuses them the figures).
 */
export function SubscribersPage() {
  const words = useWords(subscribersWords);
  const maySee = useRoleMay('site');
  return (
    <SectionPage title={words.t('title')}>
      {maySee ? (
        <SubscribersOverview words={words} />
      ) : (
        <SectionCard title={words.t('cardTitle')}>
          <p role="alert">{words.t('notForRole')}</p>
        </SectionCard>
      )}
    </SectionPage>
  );
}

function SubscribersOverview({ words }: { words: SubscribersWords }) {
  const overview = useApiResource(DASHBOARD_API.subscribers, readOverview, undefined);
  const data = overview.data;
  const anyone = data ? Object.values(data.counts).some((figures) => figures.total > 0) : false;
  return (
    <>
      <SectionCard title={words.t('cardTitle')}>
        <p className={styles.muted}>{words.t('intro')}</p>
        {overview.status === 'failed' || (overview.status === 'ready' && !data) ? (
          <p role="alert">{words.t('failed')}</p>
        ) : !data ? (
          <p className={styles.muted} role="status">
            {words.t('loading')}
          </p>
        ) : (
          <>
            {anyone ? <CountsTable words={words} counts={data.counts} /> : <NoSubscribers words={words} />}
            <p>
              <a className={own.download} href={DASHBOARD_API.subscribersCsv} download>
                {words.t('exportCsv')}
              </a>
            </p>
          </>
        )}
      </SectionCard>
      {data ? (
        <SectionCard title={words.t('sendsTitle')}>
          <SendsTable words={words} sends={data.sends} />
        </SectionCard>
      ) : null}
    </>
  );
}
