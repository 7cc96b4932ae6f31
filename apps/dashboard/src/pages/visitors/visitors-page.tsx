import { useMemo, useState } from 'react';
import { addDays, BRAND_API_PATH, changePercent, DASHBOARD_API, VISITOR_RANGES, type VisitorFigures, type VisitorRange, type VisitTotals } from '@schoolpage/content-contract';
import type { ApiAnswer } from '@schoolpage/api-client';
import { useApiResource } from '../../api/use-api-resource';
import { readBrand } from '../../brand/brand-picker';
import { SectionCard } from '../../sections/section-card';
import { SectionPage } from '../../sections/section-page';
import styles from '../../sections/sections.module.css';
import { VisitorsChart } from './visitors-chart';
import { visitorsChartColors } from './visitors-chart-colors';
import own from './visitors-page.module.css';

const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

export function readFigures(body: ApiAnswer): VisitorFigures | undefined {
  const info = body.info as VisitorFigures | undefined;
  return info && Array.isArray(info.daily) ? info : undefined;
}

/** "+12% on the 7 days before", "same as the 7 days before", or nothing to compare. */
function comparison(now: number, before: number, days: number): string {
  const change = changePercent(now, before);
  if (change === undefined) return now === 0 ? `none in the ${days} days before either` : `none in the ${days} days before`;
  if (change === 0) return `same as the ${days} days before`;
  return `${change > 0 ? '+' : '−'}${Math.abs(change)}% on the ${days} days before (${before})`;
}

function Totals({ totals, previous, days }: { totals: VisitTotals; previous: VisitTotals; days: number }) {
  return (
    <dl className={own.totals}>
      <div className={own.total}>
        <dt>Visitors</dt>
        <dd className={own.number}>{totals.visitors}</dd>
        <dd className={own.change}>{comparison(totals.visitors, previous.visitors, days)}</dd>
      </div>
      <div className={own.total}>
        <dt>Page views</dt>
        <dd className={own.number}>{totals.views}</dd>
        <dd className={own.change}>{comparison(totals.views, previous.views, days)}</dd>
      </div>
    </dl>
  );
}

/** A small two-column table of a top list ("nothing yet" when empty). */
function TopTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: [string, number][] }) {
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
              <td colSpan={2}>Nothing yet</td>
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
  const [days, setDays] = useState<VisitorRange>(30);
  const to = todayInIndia();
  const from = addDays(to, -(days - 1));
  const figures = useApiResource(`${DASHBOARD_API.visitors}?from=${from}&to=${to}`, readFigures, undefined);
  const data = figures.data;
  const brand = useApiResource(BRAND_API_PATH, readBrand, undefined);
  const chartColors = useMemo(() => visitorsChartColors(brand.data), [brand.data]);
  const summary = data ? `Daily visitors and page views, ${data.from} to ${data.to}: ${data.totals.visitors} visitors, ${data.totals.views} page views in all.` : '';

  return (
    <SectionPage title="Visitors">
      <SectionCard title="Visitors to your site">
        <p className={styles.muted}>Counted without cookies and without keeping anyone&apos;s address. Search engines&apos; robots and your own visits while signed in are not counted.</p>
        <div className={own.ranges} role="group" aria-label="Days shown">
          {VISITOR_RANGES.map((range) => (
            <button key={range} type="button" className={own.range} aria-pressed={range === days} onClick={() => setDays(range)}>
              Last {range} days
            </button>
          ))}
        </div>
        {figures.status === 'failed' ? (
          <p role="alert">Something went wrong. Please try again.</p>
        ) : !data ? (
          <p className={styles.muted} role="status">
            Loading...
          </p>
        ) : (
          <>
            <Totals totals={data.totals} previous={data.previous} days={days} />
            <div className={own.figures}>
              <VisitorsChart daily={data.daily} summary={summary} colors={chartColors} />
              <div className={own.daily} tabIndex={0} role="region" aria-label="Visitors by day">
                <table className={own.table}>
                  <caption>Visitors by day</caption>
                  <thead>
                    <tr>
                      <th scope="col">Day</th>
                      <th scope="col">Visitors</th>
                      <th scope="col">Page views</th>
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
              <TopTable caption="Top pages" head={['Page', 'Views']} rows={data.pages.map((p) => [p.page ? `/${p.page}` : 'Home', p.views])} />
              <TopTable caption="Where visitors came from" head={['Site', 'Visitors']} rows={data.referrers.map((r) => [r.domain, r.visitors])} />
              <TopTable caption="Devices" head={['Device', 'Visitors']} rows={data.devices.map((d) => [d.device[0].toUpperCase() + d.device.slice(1), d.visitors])} />
              <TopTable caption="Countries" head={['Country', 'Visitors']} rows={data.countries.map((c) => [c.country, c.visitors])} />
              <TopTable caption="Searched on SchoolPage" head={['Words', 'Visits']} rows={data.searchWords.map((s) => [s.words, s.visits])} />
            </div>
          </>
        )}
      </SectionCard>
    </SectionPage>
  );
}
