import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { isSearchable, SEARCH_TOO_SHORT } from '../../domain/search/searchTerm.ts';
import { SEARCH_PATH, searchUrlFor, writeSearchUrl } from '../../domain/search/searchUrl.ts';
import { useWorker } from '../worker/useWorker.ts';

/** The pause in typing after which the search screen follows the box. */
const TYPING_PAUSE_MS = 80;

/** The box's placeholder (spec 000 §2). */
const SEARCH_PLACEHOLDER = 'Search (Name, Phone, VIN)';

/**
 * The header's search box (spec 000 §2, §5): typing opens the search screen for the term after a short pause (the
 * worker answers from local data as the user types), Enter at once. Under 2 characters the box is in its error
 * state (aria-invalid and a message) and nothing is searched. A term changed elsewhere (back, forward, a link)
 * shows in the box; focusing it has the worker load the dealer's search data.
 */
export function HeaderSearch() {
  const api = useWorker();
  const [location, navigate] = useLocation();
  const [query] = useSearchParams();
  const urlTerm = location === SEARCH_PATH ? (query.get('term') ?? '') : null;
  const [text, setText] = useState(urlTerm ?? '');
  const [invalid, setInvalid] = useState(false);
  /** The term the box last opened: the screen's term when it is the one typed. */
  const opened = useRef(urlTerm);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const messageId = useId();

  useEffect(() => {
    if (urlTerm === null || urlTerm === opened.current) return;
    opened.current = urlTerm;
    setText(urlTerm);
    setInvalid(false);
  }, [urlTerm]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Opens the search screen on a new term (its first tab, page 1); while on it, in place of the last term. */
  const open = (term: string) => {
    opened.current = term;
    navigate(`${SEARCH_PATH}?${writeSearchUrl(searchUrlFor(term))}`, { replace: window.location.pathname === SEARCH_PATH });
  };

  const onChange = (value: string) => {
    setText(value);
    setInvalid(value.trim().length > 0 && !isSearchable(value));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const term = value.trim();
      if (isSearchable(term) && term !== opened.current) open(term);
    }, TYPING_PAUSE_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (timer.current) clearTimeout(timer.current);
    const term = text.trim();
    if (!isSearchable(term)) {
      setInvalid(true);
      return;
    }
    if (term !== opened.current || window.location.pathname !== SEARCH_PATH) open(term);
  };

  return (
    <form className={invalid ? 'header-search is-invalid' : 'header-search'} role="search" onSubmit={onSubmit}>
      <input
        type="search"
        value={text}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="Search"
        aria-invalid={invalid}
        aria-describedby={invalid ? messageId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => void api.warmSearch()}
      />
      {invalid && (
        <span id={messageId} className="header-search-error" role="alert">
          {SEARCH_TOO_SHORT}
        </span>
      )}
    </form>
  );
}
