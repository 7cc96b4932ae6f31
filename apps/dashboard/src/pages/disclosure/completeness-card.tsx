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

/** A titled list of items, each linking to its field; nothing when there are none. */
function ItemList({ title, items }: { title: string; items: { item: DisclosureItem; note?: string }[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className={styles.listTitle}>{title}</h3>
      <ul className={styles.checklist}>
        {items.map(({ item, note }) => (
          <ItemLink key={item.id} item={item} note={note} />
        ))}
      </ul>
    </>
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
      <ItemList title="Expired" items={completeness.expired.map((item) => ({ item, note: `expired on ${formatDate(item.validUntil)}` }))} />
      <ItemList title="Expiring soon" items={completeness.expiring.map((item) => ({ item, note: `valid until ${formatDate(item.validUntil)}` }))} />
      <ItemList title={`Still to fill in (${completeness.missing.length})`} items={completeness.missing.map((item) => ({ item }))} />
    </SectionCard>
  );
}
