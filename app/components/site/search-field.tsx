/**
 * The search field (issue 45). Without JavaScript it is a labelled input in a GET form. With it,
 * it is an ARIA 1.2 combobox: as the visitor types (debounced), titles matching the words so far
 * come from /search/suggest and are listed below; Arrow keys move through them, Enter opens the
 * active one (or submits the form when none is active), Escape closes the list; how many there
 * are is announced. A slow answer never overwrites a newer one. In the page's language: its copy,
 * and its documents' suggestions (`locale` on the request; English's address is unchanged).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '~/components/ui/locale';
import { searchCopies } from '~/content/locales/search-copy';
import { DEFAULT_LOCALE } from '~/domain/locales';
import { MAX_QUERY_LENGTH, SUGGEST_MIN_LENGTH, type SearchKind } from '~/domain/search/query';

interface Suggestion {
  kind: SearchKind;
  title: string;
  url: string;
}

const DEBOUNCE_MS = 150;

export function SearchField({ defaultValue = '', compact = false }: { defaultValue?: string; compact?: boolean }) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const navigate = useNavigate();
  const locale = useLocale();
  const copy = searchCopies[locale];
  const [value, setValue] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);

  useEffect(() => {
    const text = value.trim();
    const request = ++latest.current;
    if (text.length < SUGGEST_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const inLocale = locale === DEFAULT_LOCALE ? '' : `&locale=${locale}`;
      fetch(`/search/suggest?q=${encodeURIComponent(text)}${inLocale}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<{ suggestions: Suggestion[] }>) : { suggestions: [] }))
        .then((body) => {
          if (request !== latest.current) return;
          setSuggestions(body.suggestions);
          setActive(-1);
        })
        .catch(() => {
          // Aborted by the next keystroke, or offline: the form still submits.
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, locale]);

  // Too few characters: no list (an answer for longer text that arrives late is dropped above).
  const shown = value.trim().length >= SUGGEST_MIN_LENGTH ? suggestions : [];
  const expanded = open && shown.length > 0;

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && shown.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % shown.length);
    } else if (event.key === 'ArrowUp' && shown.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current <= 0 ? shown.length - 1 : current - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const chosen = shown[active];
      setOpen(false);
      if (chosen) void navigate(chosen.url);
    }
  }

  return (
    <div className={`relative ${compact ? '' : 'flex-1'}`}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'block text-sm font-medium text-slate-800'}>
        {compact ? copy.headerLabel : copy.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        spellCheck={false}
        placeholder={copy.placeholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        className={`${compact ? 'min-h-10 w-full' : 'mt-1 min-h-11 w-full'} rounded-md border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-600 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={copy.suggestionsLabel}
        hidden={!expanded}
        className="absolute start-0 end-0 top-full z-50 mt-1 max-h-80 overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {shown.map((suggestion, index) => (
          <li
            key={suggestion.url}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: it comes before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              setOpen(false);
              void navigate(suggestion.url);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'}`}
          >
            <span className="me-2 text-xs font-semibold uppercase tracking-wider text-brand-800">{copy.kind[suggestion.kind]}</span>
            {suggestion.title}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {open && value.trim().length >= SUGGEST_MIN_LENGTH ? copy.suggestionCount(shown.length) : ''}
      </p>
    </div>
  );
}
