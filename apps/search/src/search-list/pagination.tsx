import { useEffect, useRef } from 'react';
import { pageText, SEARCH_MESSAGES as M } from '@schoolpage/content-contract';
import styles from './search-list.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / page numbers / Next (spec §2 Search results). */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  const navRef = useRef<HTMLElement>(null);

  // Previous/Next turn disabled on the first/last page: keep keyboard focus on the current page instead.
  useEffect(() => {
    const focused = document.activeElement;
    const lost = focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled);
    if (lost && navRef.current) navRef.current.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
  }, [page]);

  return (
    <nav ref={navRef} className={styles.pagination} aria-label={M.paginationLabel}>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {M.previousPage}
      </button>
      <ul className={styles.pageNumbers}>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={number === page ? `${styles.pageButton} ${styles.current}` : styles.pageButton}
              aria-label={pageText(M.pageNumber, number)}
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
