import type { DisclosureCompleteness, DisclosureItem } from '@schoolpage/content-contract';
import { useWords } from '@schoolpage/words';
import { SectionCard } from '../../sections/section-card';
import sections from '../../sections/sections.module.css';
import { shownDate } from '../../sections/shown-date';
import styles from './disclosure-page.module.css';
import { disclosureWords, isDisclosureWordId } from './disclosure.words';

function ItemLink({ item, note }: { item: DisclosureItem; note?: string }) {
  const words = useWords(disclosureWords);
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
        {isDisclosureWordId(item.id) ? words.t(item.id) : item.label}
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
  const words = useWords(disclosureWords);
  return (
    <SectionCard title={words.t('completeness')}>
      <p className={styles.percent}>
        <label htmlFor="disclosure-completeness">{words.t('complete')}</label>
        <strong>{words.number(completeness.percent / 100, { style: 'percent' })}</strong>
        <progress id="disclosure-completeness" max={100} value={completeness.percent}>
          {completeness.percent}%
        </progress>
      </p>
      {completeness.percent === 100 && completeness.expiring.length === 0 ? <p className={sections.muted}>{words.t('allThere')}</p> : null}
      <ItemList title={words.t('expired')} items={completeness.expired.map((item) => ({ item, note: words.t('expiredOn', { date: shownDate(item.validUntil, words.language) }) }))} />
      <ItemList title={words.t('expiring')} items={completeness.expiring.map((item) => ({ item, note: words.t('validUntilNote', { date: shownDate(item.validUntil, words.language) }) }))} />
      <ItemList title={words.t('stillToFill', { count: completeness.missing.length })} items={completeness.missing.map((item) => ({ item }))} />
    </SectionCard>
  );
}
