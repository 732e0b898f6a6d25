import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocale } from '../i18n/use-locale';
import { useDisclosure } from '../lib/use-disclosure';
import { LineIcon } from '../components/LineIcon';
import { searchPath } from '#shared/paths';
import { SEARCH_QUERY_MAX_LENGTH } from './search-query';
import { Highlighted } from './Highlighted';
import type { Suggestions } from './suggestions';

/** How long typing must pause before suggestions are asked for. */
const DEBOUNCE_MS = 150;

/** The suggestions' logic and its query, loaded when the box is first used: every page carries the box, few readers search. */
const loadSuggestions = () => import('./suggestions');

interface Option {
  key: string;
  path: string;
}

const MagnifyingGlass = () => (
  <LineIcon size={18}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </LineIcon>
);

/**
 * The search box in the header: a plain GET form to the results page (so it works without
 * JavaScript), enhanced into a combobox (WAI-ARIA 1.2, list autocomplete) that suggests the date
 * the words name and the best five entries while the reader types. Arrow keys move through the
 * suggestions, Enter opens the chosen one (or, with none chosen, the date the words name, else the
 * results page), Escape closes the list and then empties the box. How many suggestions came is
 * said in a live region. On narrow screens the box folds behind a button in the header's row.
 */
export function SearchBox() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const ids = useId();
  const listId = `${ids}-list`;
  const formId = `${ids}-form`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const input = useRef<HTMLInputElement>(null);
  const disclosure = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const [enhanced, setEnhanced] = useState(false);
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});

  useEffect(() => setEnhanced(true), []);
  useEffect(() => () => cancel(), []);
  // Opened on a narrow screen: the reader came to type.
  useEffect(() => {
    if (disclosure.open) input.current?.focus();
  }, [disclosure.open]);

  const current = suggestions && suggestions.query === query.trim() ? suggestions : null;
  const options: Option[] = current
    ? [
        ...(current.date ? [{ key: 'date', path: current.date.path }] : []),
        ...current.results.map((result) => ({ key: result.path, path: result.path })),
        { key: 'all', path: searchPath(locale, current.query) },
      ]
    : [];
  const open = expanded && options.length > 0;
  const resultCount = current ? current.results.length + (current.date ? 1 : 0) : 0;
  // Formatted on every render so the server hands the page these messages: the list opens before the whole catalogue may have come.
  const announcement = intl.formatMessage({ id: 'search.announce' }, { count: resultCount });

  function cancel() {
    clearTimeout(pending.current.timer);
    pending.current.controller?.abort();
    pending.current = {};
  }

  /** Asks for the suggestions of `text`, dropping any older question still under way. */
  function ask(text: string) {
    cancel();
    const trimmed = text.trim();
    if (!trimmed || trimmed.length > SEARCH_QUERY_MAX_LENGTH) {
      setSuggestions(null);
      return;
    }
    const controller = new AbortController();
    pending.current = {
      controller,
      timer: setTimeout(() => {
        loadSuggestions()
          .then(({ fetchSuggestions }) => fetchSuggestions(trimmed, locale, controller.signal))
          .then((answer) => {
            if (controller.signal.aborted) return;
            setSuggestions(answer);
            setActive(-1);
          })
          // A suggestion that does not come is no error to show: Enter still opens the results page.
          .catch(() => {});
      }, DEBOUNCE_MS),
    };
  }

  function go(path: string) {
    cancel();
    setExpanded(false);
    setActive(-1);
    disclosure.setOpen(false);
    input.current?.blur();
    void navigate(path);
  }

  /** Enter with nothing chosen: the date the words name when they name one, else the results page. */
  async function submit() {
    const trimmed = query.trim();
    if (!trimmed) return;
    let answer = current;
    if (!answer && trimmed.length <= SEARCH_QUERY_MAX_LENGTH) {
      cancel();
      answer = await loadSuggestions()
        .then(({ fetchSuggestions }) => fetchSuggestions(trimmed, locale))
        .catch(() => null);
    }
    go(answer?.date?.path ?? searchPath(locale, trimmed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      setExpanded(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box, Down goes to the first suggestion and Up to the last; past either end, back to the box.
      setActive((index) => {
        const next = index + step;
        if (index === -1) return step === 1 ? 0 : options.length - 1;
        return next < 0 || next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      // Enter with nothing chosen submits the form.
      event.preventDefault();
      go(options[active].path);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        // The list takes this Escape; the header's folded box stays open.
        event.stopPropagation();
        setExpanded(false);
        setActive(-1);
      } else if (query) {
        event.preventDefault();
        event.stopPropagation();
        setQuery('');
        setSuggestions(null);
        cancel();
      }
    }
  }

  const label = intl.formatMessage({ id: 'search.label' });
  return (
    <div className="site-search" ref={disclosure.root} onKeyDown={disclosure.onKeyDown} data-open={disclosure.open || undefined}>
      {enhanced ? (
        <button
          ref={disclosure.toggle}
          type="button"
          className="header-button site-search-toggle"
          aria-expanded={disclosure.open}
          aria-controls={formId}
          aria-label={intl.formatMessage({ id: 'search.open' })}
          onClick={() => disclosure.setOpen(!disclosure.open)}
        >
          <MagnifyingGlass />
        </button>
      ) : (
        <a className="header-button site-search-toggle" href={searchPath(locale)} aria-label={intl.formatMessage({ id: 'search.open' })}>
          <MagnifyingGlass />
        </a>
      )}
      <form
        id={formId}
        className="site-search-form"
        role="search"
        aria-label={label}
        action={searchPath(locale)}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <input
          ref={input}
          className="site-search-input"
          type="search"
          name="q"
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setExpanded(true);
            setActive(-1);
            ask(event.target.value);
          }}
          onFocus={() => {
            void loadSuggestions().catch(() => {});
            setExpanded(true);
          }}
          onBlur={() => setExpanded(false)}
          onKeyDown={onKeyDown}
        />
        <button className="site-search-submit" type="submit" aria-label={intl.formatMessage({ id: 'search.submit' })}>
          <MagnifyingGlass />
        </button>
        <ul id={listId} role="listbox" className="site-search-list" aria-label={intl.formatMessage({ id: 'search.suggestions' })} hidden={!open}>
          {current && open
            ? options.map((option, index) => {
                const result = current.results.find((r) => r.path === option.key);
                return (
                  <li
                    key={option.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    data-path={option.path}
                    className="site-search-option"
                    // The box keeps focus (and the list stays open) while a pointer chooses.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(option.path)}
                  >
                    {option.key === 'date' && current.date ? (
                      <span className="site-search-date">
                        {current.date.year
                          ? intl.formatMessage({ id: 'search.goToYear' }, { year: String(current.date.year) })
                          : intl.formatMessage({ id: 'search.goToDate' }, { date: current.date.text })}
                      </span>
                    ) : result ? (
                      <>
                        <Highlighted text={result.title} />
                        <span className="site-search-meta">
                          {intl.formatMessage({ id: `entry.kind.${result.kind}` })}
                          {result.year ? ` · ${result.year}` : ''}
                        </span>
                      </>
                    ) : (
                      <span className="site-search-all">{intl.formatMessage({ id: 'search.allResults' }, { query: current.query })}</span>
                    )}
                  </li>
                );
              })
            : null}
        </ul>
        <div className="visually-hidden" role="status">
          {open ? announcement : ''}
        </div>
      </form>
    </div>
  );
}
