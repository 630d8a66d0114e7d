import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import SearchIcon from 'lucide-react/icons/search';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  SUGGESTIONS_DEBOUNCE_MS,
  SUGGESTIONS_MIN_LENGTH,
  suggestionsQueryOptions,
  trackResultClick,
  type SearchResult,
} from '../api/search-queries';
import { SEARCH_PLACEHOLDER, searchFieldClasses, searchPageHref } from '../lib/search-field';
import { RESULT_TYPE_LABELS } from '../lib/result-types';
import { resultTitle } from '../lib/result-title';

type SearchComboboxProps = {
  initialValue?: string;
  autoFocus?: boolean;
  /** Called after the box sends the visitor somewhere (a sheet closes itself). */
  onNavigate?: () => void;
  /** The field's look in its place: the header, or the phone's search sheet. */
  appearance?: 'header' | 'sheet';
  className?: string;
};

/**
 * The header's search box: a combobox (WAI-ARIA 1.2, list autocomplete) whose suggestions
 * arrive as you type. Arrow keys move through them (`aria-activedescendant`), Enter opens the
 * highlighted one or, with none highlighted, the search page; Escape closes the list, then
 * clears the field.
 */
export function SearchCombobox({
  initialValue = '',
  autoFocus = false,
  onNavigate,
  appearance = 'header',
  className,
}: SearchComboboxProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialValue);
  const term = useDebouncedValue(value, SUGGESTIONS_DEBOUNCE_MS);
  const [open, setOpen] = useState(initialValue.trim().length >= SUGGESTIONS_MIN_LENGTH);
  // The highlighted option belongs to what was typed: typing again starts the list afresh.
  const [active, setActive] = useState({ value: '', index: -1 });

  // A layout effect: the focus moves in the same commit that removed the stand-in, so there is
  // no moment without it in which a key press would land on the page.
  useLayoutEffect(() => {
    // Focus moves here only when the box replaced a stand-in the visitor was typing into.
    if (autoFocus) {
      const input = inputRef.current;
      input?.focus();
      input?.setSelectionRange(input.value.length, input.value.length);
    }
  }, [autoFocus]);

  const ready = term.trim().length >= SUGGESTIONS_MIN_LENGTH;
  const suggestions = useQuery({
    ...suggestionsQueryOptions(term),
    placeholderData: keepPreviousData,
  });
  const results: SearchResult[] = ready ? (suggestions.data ?? []) : [];
  // The last option always searches for the whole term.
  const optionCount = results.length + 1;
  const activeIndex = active.value === value && active.index < optionCount ? active.index : -1;
  const showList = open && value.trim().length >= SUGGESTIONS_MIN_LENGTH;
  const optionId = (index: number) => `${id}-option-${index}`;
  const trimmed = value.trim();
  const count = results.length;

  const go = (href: string) => {
    setOpen(false);
    navigate(href);
    onNavigate?.();
  };

  const choose = (index: number) => {
    const result = results[index];
    if (result) {
      trackResultClick(value, result);
      go(result.url);
    } else {
      go(searchPageHref(value));
    }
  };

  const move = (step: number) => {
    setOpen(true);
    const next = activeIndex + step;
    // Wraps around: from the last option to the first and back.
    const index = next >= optionCount ? 0 : next < 0 ? optionCount - 1 : next;
    setActive({ value, index });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (value.trim().length >= SUGGESTIONS_MIN_LENGTH) move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (value.trim().length >= SUGGESTIONS_MIN_LENGTH) move(-1);
        break;
      case 'Enter':
        if (showList && activeIndex >= 0) {
          event.preventDefault();
          choose(activeIndex);
        }
        break;
      case 'Escape':
        // The browser's own Escape would clear a search field even while the list is open.
        event.preventDefault();
        if (showList) setOpen(false);
        else setValue('');
        setActive({ value, index: -1 });
        break;
    }
  };

  return (
    <form
      role="search"
      aria-label={t({
        message: 'Site',
        comment: 'Name of the search landmark: searches the whole site',
      })}
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        go(searchPageHref(value));
      }}
    >
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        name="q"
        aria-label={t`Search`}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        placeholder={i18n._(SEARCH_PLACEHOLDER)}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={searchFieldClasses(appearance)}
      />
      <div
        className={cn(
          showList ? 'block' : 'hidden',
          appearance === 'header'
            ? 'absolute inset-x-0 top-full z-50 mt-2 min-w-80 overflow-hidden rounded-2xl bg-surface p-1.5 shadow-lift ring-1 ring-ocean-900/10'
            : 'mt-3',
        )}
      >
        <ul id={listboxId} role="listbox" aria-label={t`Suggestions`}>
          {results.map((result, index) => (
            // Keys reach the options through the combobox's field (aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${result.type}-${result.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps focus in the field, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              className={cn(
                'flex cursor-pointer flex-col rounded-xl px-3 py-2 text-sm',
                index === activeIndex ? 'bg-ocean-50 text-ocean-900' : 'hover:bg-sand-100',
              )}
            >
              <ResultTitle result={result} />
              <span className="truncate text-xs text-muted">
                {i18n._(RESULT_TYPE_LABELS[result.type])} · {result.location}
              </span>
            </li>
          ))}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- as the options above */}
          <li
            id={optionId(results.length)}
            role="option"
            aria-selected={activeIndex === results.length}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(results.length)}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold text-ocean-700',
              activeIndex === results.length ? 'bg-ocean-50' : 'hover:bg-sand-100',
            )}
          >
            <SearchIcon aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{t`See all results for “${trimmed}”`}</span>
          </li>
        </ul>
        {results.length === 0 ? (
          <p className="px-3 pt-1 pb-2 text-xs text-muted">
            {!ready || suggestions.isFetching ? t`Looking…` : t`No quick matches.`}
          </p>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {showList && ready && suggestions.isFetched
          ? i18n._({
              ...msg`{count, plural, one {# suggestion} other {# suggestions}}`,
              values: { count },
            })
          : ''}
      </p>
    </form>
  );
}

/** A suggestion's title, in the reader's language when its organiser gave one. */
function ResultTitle({ result }: { result: SearchResult }) {
  const { i18n } = useLingui();
  const { title, lang } = resultTitle(result, i18n.locale);
  return (
    <span lang={lang} className="truncate font-semibold">
      {title}
    </span>
  );
}
