import { SEARCH_MESSAGES as M } from '@schoolpage/content-contract';
import styles from './search-list.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / page numbers / Next (spec §2 Search results). */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav className={styles.pagination} aria-label={M.paginationLabel}>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {M.previousPage}
      </button>
      <ul className={styles.pageNumbers}>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={number === page ? `${styles.pageButton} ${styles.current}` : styles.pageButton}
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {M.nextPage}
      </button>
    </nav>
  );
}
