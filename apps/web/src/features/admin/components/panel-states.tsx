import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import SearchIcon from 'lucide-react/icons/search';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';

/** The red toast of a failed admin action: what failed, and the server's reason. */
export function toastFailure(i18n: I18n, title: string, error: unknown) {
  toast({
    title,
    description: isApiError(error) ? error.message : i18n._(msg`Please try again.`),
    variant: 'destructive',
  });
}

export function PanelLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full rounded-2xl" />
      ))}
    </div>
  );
}

export function PanelError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert variant="error" title={title}>
      <p>{t`Check your connection and try again.`}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </Alert>
  );
}

type SearchFormProps = {
  label: string;
  placeholder: string;
  initial: string;
  onSearch: (term: string) => void;
};

/** A search box that applies on Enter or the button, not on every keystroke. */
export function SearchForm({ label, placeholder, initial, onSearch }: SearchFormProps) {
  const { t } = useLingui();
  const [term, setTerm] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={term}
        maxLength={100}
        onChange={(event) => setTerm(event.target.value)}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary">
        <SearchIcon aria-hidden="true" />
        {t({ message: 'Search', comment: 'Button: runs the search' })}
      </Button>
    </form>
  );
}

type PagerProps = { page: number; hasMore: boolean; onPage: (page: number) => void };

export function Pager({ page, hasMore, onPage }: PagerProps) {
  const { t } = useLingui();
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={t`Pages`} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        {t`Previous`}
      </Button>
      <span className="text-sm text-muted">{t`Page ${page}`}</span>
      <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t`Next`}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
