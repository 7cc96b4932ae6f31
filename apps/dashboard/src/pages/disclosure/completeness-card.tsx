import { formatDate } from '@schoolpage/site-kit';
import type { DisclosureCompleteness, DisclosureItem } from '@schoolpage/content-contract';
import { SectionCard } from '../../sections/section-card';
import sections from '../../sections/sections.module.css';
import styles from './disclosure-page.module.css';

function ItemLink({ item, note }: { item: DisclosureItem; note?: string }) {
  return (
    <li>
      <a href={`#${item.id}`} onClick={(event) => {
        // The field takes the focus, so the keyboard and the screen reader go there too.
        const target = document.getElementById(item.id);
        if (!target) return;
        event.preventDefault();
        target.scrollIntoView?.({ block: 'center' });
        target.focus();
      }}>
        {item.label}
      </a>
      {note ? ` (${note})` : null}
    </li>
  );
}

/** How complete the disclosure is, and every item still to do, each linking to its field. */
export function CompletenessCard({ completeness }: { completeness: DisclosureCompleteness }) {
  return (
    <SectionCard title="Completeness">
      <p className={styles.percent}>
        <label htmlFor="disclosure-completeness">Complete: </label>
        <strong>{completeness.percent}%</strong>
        <progress id="disclosure-completeness" max={100} value={completeness.percent}>
          {completeness.percent}%
        </progress>
      </p>
      {completeness.percent === 100 && completeness.expiring.length === 0 ? <p className={sections.muted}>Everything the format asks for is there.</p> : null}
      {completeness.expired.length > 0 ? (
        <>
          <h3 className={styles.listTitle}>Expired</h3>
          <ul className={styles.checklist}>
            {completeness.expired.map((item) => (
              <ItemLink key={item.id} item={item} note={`expired on ${formatDate(item.validUntil)}`} />
            ))}
          </ul>
        </>
      ) : null}
      {completeness.expiring.length > 0 ? (
        <>
          <h3 className={styles.listTitle}>Expiring soon</h3>
          <ul className={styles.checklist}>
            {completeness.expiring.map((item) => (
              <ItemLink key={item.id} item={item} note={`valid until ${formatDate(item.validUntil)}`} />
            ))}
          </ul>
        </>
      ) : null}
      {completeness.missing.length > 0 ? (
        <>
          <h3 className={styles.listTitle}>Still to fill in ({completeness.missing.length})</h3>
          <ul className={styles.checklist}>
            {completeness.missing.map((item) => (
              <ItemLink key={item.id} item={item} />
            ))}
          </ul>
        </>
      ) : null}
    </SectionCard>
  );
}
