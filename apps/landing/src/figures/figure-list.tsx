import styles from './figure-list.module.css';

export interface Figure {
  value: string;
  label: string;
}

/** Marketing figures: each value shown large above its label, read as "label: value". */
export function FigureList({ figures, busy }: { figures: readonly Figure[]; busy?: boolean }) {
  return (
    <dl className={styles.list} aria-busy={busy || undefined}>
      {figures.map(({ value, label }) => (
        <div key={label} className={styles.figure}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
