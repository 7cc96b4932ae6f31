import { Link, useLocation, useNavigate } from 'react-router-dom';
import { pageText, SEARCH_MESSAGES as M, SEARCH_PAGE_SIZE } from '@schoolpage/content-contract';
import { pageFrom, rememberSearchWords, searchValueFrom, siteLocation, type SearchListState } from './organizations/site-navigation';
import { pageOf } from './search-list/page-of';
import { Pagination } from './search-list/pagination';
import { useOrganizations } from './search-list/use-organizations';
import styles from './search-list/search-list.module.css';

/**
 * The search remote's ./SearchList, mounted by the shell at /search-list (spec §2): every institution
 * matching the name typed in the search box, 8 a page. The page shown is kept in the history entry, so
 * Back from a school's site returns to the page the visitor left.
 */
export default function SearchList() {
  const location = useLocation();
  const navigate = useNavigate();
  const searchValue = searchValueFrom(location.state);
  const organizations = useOrganizations(searchValue);
  const shown = pageOf(organizations.items, pageFrom(location.state), SEARCH_PAGE_SIZE);

  function showPage(page: number) {
    const state: SearchListState = { searchValue, page };
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state });
  }

  return (
    <section className={styles.section} aria-labelledby="search-list-title">
      <title>{`${M.listTitle} · SchoolPage`}</title>
      <h1 id="search-list-title" className={styles.title}>
        {M.listTitle}
      </h1>
      {searchValue ? <p className={styles.query}>“{searchValue}”</p> : null}
      {organizations.loading ? (
        <p className={styles.message} role="status">
          {M.loading}
        </p>
      ) : shown.items.length === 0 ? (
        <p className={styles.message} role="status">
          {M.noResults}
        </p>
      ) : (
        <>
          <ul className={styles.list}>
            {shown.items.map((organization) => {
              const { to, state } = siteLocation(organization);
              return (
                <li key={organization._id}>
                  <Link to={to} state={state} className={styles.item} onClick={() => rememberSearchWords(searchValue)}>
                    <span className={styles.name}>{organization.organizationName}</span>
                    {organization.contactDetails?.address ? (
                      <span className={styles.address}>{organization.contactDetails.address}</span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
          {shown.pageCount > 1 ? (
            <>
              <p className={styles.pageInfo} aria-live="polite">
                {pageText(M.pagePosition, shown.page, shown.pageCount)}
              </p>
              <Pagination page={shown.page} pageCount={shown.pageCount} onPage={showPage} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
