import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { noSuggestionsFor, SEARCH_MESSAGES as M, type SchoolSuggestion } from '@schoolpage/content-contract';
import { VisuallyHidden } from '@schoolpage/ui';
import { rememberSearchWords, searchListLocation, siteLocation } from './organizations/site-navigation';
import { useSuggestions } from './search-box/use-suggestions';
import styles from './search-box/search-box.module.css';

/**
 * The search remote's ./SearchBox (spec §2 Landing): a combobox that suggests institutions as the visitor
 * types. A suggestion (click, or arrow keys and Enter) opens that institution's site; Enter or Search with
 * no suggestion chosen lists every match on /search-list.
 */
export default function SearchBox() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(typed);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const items = suggestions.status === 'done' ? suggestions.items : [];
  const expanded = open && items.length > 0;
  const statusText = !open
    ? ''
    : suggestions.status === 'loading'
      ? M.loading
      : suggestions.status === 'done' && items.length === 0
        ? noSuggestionsFor(suggestions.query)
        : '';

  useEffect(() => setActive(-1), [suggestions]);

  useEffect(() => {
    if (active < 0) return;
    const option = listboxRef.current?.children[active] as HTMLElement | undefined;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  function choose(suggestion: SchoolSuggestion) {
    const site = siteLocation(suggestion);
    rememberSearchWords(typed);
    setOpen(false);
    // The school's own address is a page the server renders: the browser loads it.
    if ('href' in site) window.location.assign(site.href);
    else navigate(site.to, { state: site.state });
  }

  function searchAll(event: FormEvent) {
    event.preventDefault();
    const value = typed.trim();
    if (!value) {
      inputRef.current?.focus();
      return;
    }
    const { to, state } = searchListLocation(value);
    setOpen(false);
    navigate(to, { state });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (items.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          if (!expanded || current < 0) return step === 1 ? 0 : items.length - 1;
          return (current + step + items.length) % items.length;
        });
        return;
      }
      case 'Enter': {
        const suggestion = expanded && active >= 0 ? items[active] : undefined;
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        }
        return;
      }
      case 'Escape':
        if (expanded || statusText) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (typed) {
          event.preventDefault();
          setTyped('');
        }
        return;
    }
  }

  return (
    <form role="search" className={styles.form} onSubmit={searchAll}>
      <div className={styles.row}>
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          className={styles.input}
          aria-label={M.inputLabel}
          placeholder={M.placeholder}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.button}>
          {M.searchButton}
        </button>
      </div>
      <div className={expanded || statusText ? styles.popup : `${styles.popup} ${styles.empty}`}>
        <ul
          ref={listboxRef}
          id={listboxId}
          role="listbox"
          aria-label={M.inputLabel}
          className={styles.listbox}
          hidden={!expanded}
          // Keeps focus in the input, so a click chooses the option before the list closes.
          onMouseDown={(event) => event.preventDefault()}
        >
          {items.map((suggestion, index) => (
            <li
              key={suggestion._id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              onClick={() => choose(suggestion)}
            >
              <span className={styles.name}>{suggestion.organizationName}</span>
              {suggestion.place ? (
                <span className={styles.place}>
                  {/* Read out ("School, Bengaluru"), not shown: the place has its own line. */}
                  <VisuallyHidden>, </VisuallyHidden>
                  {suggestion.place}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        <p role="status" className={statusText ? styles.status : styles.statusEmpty}>
          {statusText}
        </p>
      </div>
    </form>
  );
}
