import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { pageText, SEARCH_MESSAGES as M, SEARCH_PAGE_SIZE } from '@schoolpage/content-contract';
import { pageFrom, rememberSearchWords, searchedWords, searchListLocation, siteLocation, type SearchListState } from './organizations/site-navigation';
import { pageOf } from './search-list/page-of';
import { Pagination } from './search-list/pagination';
import { useOrganizations } from './search-list/use-organizations';
import styles from './search-list/search-list.module.css';

/**
 * The search remote's ./SearchList, mounted by the shell at /search-list (spec §2): every institution
 * matching the name typed in the search box, 8 a page. The words are in the address (`?q=`), so a reload or a
 * shared search shows the same list; the page shown is kept in the history entry, so Back from a school's site
 * returns to the page the visitor left. Each school opens at its own address.
 */
export default function SearchList() {
  const location = useLocation();
  const navigate = useNavigate();
  const searchValue = searchedWords(location.search, location.state);
  const organizations = useOrganizations(searchValue);
  const inAddress = searchListLocation(searchValue).to.search;
  // Words handed over as navigation state alone (spec §2) join the address too.
  useEffect(() => {
    if (!searchValue || location.search === inAddress) return;
    const state: SearchListState = { searchValue, page: pageFrom(location.state) };
    navigate({ pathname: location.pathname, search: inAddress, hash: location.hash }, { replace: true, state });
  }, [searchValue, inAddress, navigate, location.pathname, location.search, location.hash, location.state]);
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
              const site = siteLocation(organization);
              const shown = (
                <>
                  <span className={styles.name}>{organization.organizationName}</span>
                  {organization.contactDetails?.address ? <span className={styles.address}>{organization.contactDetails.address}</span> : null}
                </>
              );
              const remember = () => rememberSearchWords(searchValue);
              return (
                <li key={organization._id}>
                  {'href' in site ? (
                    <a href={site.href} className={styles.item} onClick={remember}>
                      {shown}
                    </a>
                  ) : (
                    <Link to={site.to} state={site.state} className={styles.item} onClick={remember}>
                      {shown}
                    </Link>
                  )}
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
