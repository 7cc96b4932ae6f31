import { useMemo, useState } from 'react';
import { addDays, BRAND_API_PATH, changePercent, DASHBOARD_API, VISITOR_RANGES, type VisitorFigures, type VisitorRange, type VisitTotals } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { useWords, type Words } from '@schoolpage/words';
import { useApiResource } from '../../api/use-api-resource';
import { readBrand } from '../../brand/brand-picker';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import styles from '../../sections/sections.module.css';
import { VisitorsChart } from './visitors-chart';
import { visitorsChartColors } from './visitors-chart-colors';
import own from './visitors-page.module.css';
import { visitorsWords } from './visitors.words';
import { regionName } from '../../languages/region-name';

type VisitorsWords = Words<keyof typeof visitorsWords.en>;

const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

export function readFigures(body: ApiAnswer): VisitorFigures | undefined {
  const info = body.info as VisitorFigures | undefined;
  return info && Array.isArray(info.daily) ? info : undefined;
}

/** "+12% on the 7 days before", "same as the 7 days before", or nothing to compare. */
function comparison(words: VisitorsWords, now: number, before: number, days: number): string {
  const change = changePercent(now, before);
  if (change === undefined) return now === 0 ? words.t('noneBeforeEither', { days }) : words.t('noneBefore', { days });
  if (change === 0) return words.t('sameAsBefore', { days });
  return words.t('changeOnBefore', { change: `${change > 0 ? '+' : '−'}${Math.abs(change)}%`, days, before });
}

function Totals({ totals, previous, days }: { totals: VisitTotals; previous: VisitTotals; days: number }) {
  const words = useWords(visitorsWords);
  return (
    <dl className={own.totals}>
      <div className={own.total}>
        <dt>{words.t('visitors')}</dt>
        <dd className={own.number}>{totals.visitors}</dd>
        <dd className={own.change}>{comparison(words, totals.visitors, previous.visitors, days)}</dd>
      </div>
      <div className={own.total}>
        <dt>{words.t('pageViews')}</dt>
        <dd className={own.number}>{totals.views}</dd>
        <dd className={own.change}>{comparison(words, totals.views, previous.views, days)}</dd>
      </div>
    </dl>
  );
}

/** A small two-column table of a top list ("nothing yet" when empty). */
function TopTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: [string, number][] }) {
  const words = useWords(visitorsWords);
  return (
    <div>
      <table className={own.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head[0]}</th>
            <th scope="col">{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2}>{words.t('nothingYet')}</td>
            </tr>
          ) : (
            rows.map(([name, count]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{count}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Visitors: how many people visit the school's site, which pages, from where and on what — counted without cookies. */
export function VisitorsPage() {
  const words = useWords(visitorsWords);
  const [days, setDays] = useState<VisitorRange>(30);
  const to = todayInIndia();
  const from = addDays(to, -(days - 1));
  const figures = useApiResource(`${DASHBOARD_API.visitors}?from=${from}&to=${to}`, readFigures, undefined);
  const data = figures.data;
  const brand = useApiResource(BRAND_API_PATH, readBrand, undefined);
  const chartColors = useMemo(() => visitorsChartColors(brand.data), [brand.data]);
  const summary = data ? words.t('summary', { from: data.from, to: data.to, visitors: data.totals.visitors, views: data.totals.views }) : '';
  const chartWords = useMemo(() => ({ visitors: words.t('visitors'), views: words.t('pageViews'), language: words.language }), [words]);

  return (
    <SectionPage title={words.t('title')}>
      <SectionCard title={words.t('cardTitle')}>
        <p className={styles.muted}>{words.t('intro')}</p>
        <div className={own.ranges} role="group" aria-label={words.t('daysShown')}>
          {VISITOR_RANGES.map((range) => (
            <button key={range} type="button" className={own.range} aria-pressed={range === days} onClick={() => setDays(range)}>
              {words.t('lastDays', { days: range })}
            </button>
          ))}
        </div>
        {figures.status === 'failed' ? (
          <p role="alert">{words.t('failed')}</p>
        ) : !data ? (
          <p className={styles.muted} role="status">
            {words.t('loading')}
          </p>
        ) : (
          <>
            <Totals totals={data.totals} previous={data.previous} days={days} />
            <div className={own.figures}>
              <VisitorsChart daily={data.daily} summary={summary} colors={chartColors} words={chartWords} />
              <div className={own.daily} tabIndex={0} role="region" aria-label={words.t('byDay')}>
                <table className={own.table}>
                  <caption>{words.t('byDay')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{words.t('day')}</th>
                      <th scope="col">{words.t('visitors')}</th>
                      <th scope="col">{words.t('pageViews')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...data.daily].reverse().map((d) => (
                      <tr key={d.day}>
                        <th scope="row">{d.day}</th>
                        <td>{d.visitors}</td>
                        <td>{d.views}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
            <div className={own.tops}>
              <TopTable caption={words.t('topPages')} head={[words.t('page'), words.t('views')]} rows={data.pages.map((p) => [p.page ? `/${p.page}` : words.t('home'), p.views])} />
              <TopTable caption={words.t('referrers')} head={[words.t('site'), words.t('visitors')]} rows={data.referrers.map((r) => [r.domain, r.visitors])} />
              <TopTable caption={words.t('devices')} head={[words.t('device'), words.t('visitors')]} rows={data.devices.map((d) => [words.t(`device:${d.device}`), d.visitors])} />
              <TopTable caption={words.t('countries')} head={[words.t('country'), words.t('visitors')]} rows={data.countries.map((c) => [regionName(c.country, words.language) ?? c.country, c.visitors])} />
              <TopTable caption={words.t('searched')} head={[words.t('searchWords'), words.t('visits')]} rows={data.searchWords.map((s) => [s.words, s.visits])} />
            </div>
          </>
        )}
      </SectionCard>
    </SectionPage>
  );
}
