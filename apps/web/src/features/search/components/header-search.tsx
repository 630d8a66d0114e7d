import { useLingui } from '@lingui/react/macro';
import SearchIcon from 'lucide-react/icons/search';
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useHref, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FallbackForm } from '@/components/ui/fallback-form';
import { cn } from '@/lib/cn';
import { SEARCH_PLACEHOLDER, searchFieldClasses, searchPageHref } from '../lib/search-field';

// Every first load carries the header, not the search box's logic: the field below stands in
// until a pointer or focus reaches it, then the real combobox takes over with what was typed.
const loadCombobox = () => import('./search-combobox');
const SearchCombobox = lazy(() =>
  loadCombobox().then((module) => ({ default: module.SearchCombobox })),
);
const loadSheet = () => import('./search-sheet');
const SearchSheet = lazy(() => loadSheet().then((module) => ({ default: module.SearchSheet })));

/** Wide screens: the search box sits in the header. */
export function HeaderSearchBox({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const searchPage = useHref('/search');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  const activate = () => {
    setFocused(true);
    // A transition keeps this field on screen (and focused) until the real box is ready.
    startTransition(() => setActive(true));
  };

  // The server's page has this field before the app starts: someone who reached it or typed in
  // it by then carries on in the real box with what they typed.
  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    if (field.value !== '') setTyped(field.value);
    if (document.activeElement === field) activate();
  }, []);

  const standIn = (
    <form
      role="search"
      aria-label={t({ message: 'Site', comment: 'The search form that searches the whole site' })}
      // Before the app has started, the browser sends the form to the results page itself.
      action={searchPage}
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchPageHref(typed));
      }}
    >
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input
        ref={fieldRef}
        type="search"
        name="q"
        aria-label={t`Search`}
        autoComplete="off"
        maxLength={200}
        placeholder={i18n._(SEARCH_PLACEHOLDER)}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onPointerEnter={() => void loadCombobox()}
        onFocus={activate}
        onBlur={() => setFocused(false)}
        className={searchFieldClasses('header')}
      />
    </form>
  );

  return (
    <Suspense fallback={standIn}>
      {active ? (
        // The box replaces the stand-in field a person is typing in, so the focus stays with them.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        <SearchCombobox initialValue={typed} autoFocus={focused} className={className} />
      ) : (
        standIn
      )}
    </Suspense>
  );
}

/** Phones and narrow screens: a search button that opens a sheet with the search box. */
export function HeaderSearchButton({
  className,
  variant = 'ghost',
}: {
  className?: string;
  variant?: 'ghost' | 'inverse-outline';
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Before the app runs, the button leads to the search page and its form (docs/decisions/0035).
  return (
    <>
      <FallbackForm action="/search" className="contents">
        <Button
          ref={buttonRef}
          type="submit"
          variant={variant}
          size="icon-sm"
          aria-label={t`Search`}
          aria-haspopup="dialog"
          aria-expanded={open}
          className={className}
          onPointerDown={() => void loadSheet()}
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          <SearchIcon aria-hidden="true" />
        </Button>
      </FallbackForm>
      {/* Outside the form: the sheet's own search form is not to be stopped by this one. */}
      {requested ? (
        <Suspense fallback={null}>
          <SearchSheet open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
