import { useLingui } from '@lingui/react/macro';
import { EVENT_CATEGORIES } from '@lineup/contracts';
import SlidersHorizontalIcon from 'lucide-react/icons/sliders-horizontal';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { CATEGORY_LABELS } from '@/lib/category-labels';
import { hasAdvancedFilters, type SearchFilters } from '../lib/search-params';

type SearchFiltersFormProps = {
  filters: SearchFilters;
  onSubmit: (filters: SearchFilters) => void;
};

/** The search page's form: the term, and the advanced filters of docs/product.md §5 behind a toggle. */
export function SearchFiltersForm({ filters, onSubmit }: SearchFiltersFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [showAdvanced, setShowAdvanced] = useState(hasAdvancedFilters(filters));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' && value.trim() ? value.trim() : null;
    };
    onSubmit({
      q: read('q') ?? '',
      location: read('location'),
      category: read('category') as SearchFilters['category'],
      startDate: read('startDate'),
      endDate: read('endDate'),
    });
  };

  return (
    <form
      role="search"
      aria-label={t`Search Lineup`}
      onSubmit={submit}
      // A new search from the URL (the header's box) refills the form.
      key={JSON.stringify(filters)}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-2.5 sm:flex-row">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t`Search term`}
        </label>
        <Input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={200}
          placeholder={t`Surf lessons, yoga, a venue, a town…`}
          className="sm:flex-1"
          enterKeyHint="search"
        />
        <div className="flex gap-2.5">
          <Button type="submit" className="flex-1 sm:flex-none">
            {t`Search`}
          </Button>
          <Button
            variant="outline"
            aria-expanded={showAdvanced}
            aria-controls={`${id}-advanced`}
            onClick={() => setShowAdvanced((shown) => !shown)}
          >
            <SlidersHorizontalIcon aria-hidden="true" />
            {t`Filters`}
          </Button>
        </div>
      </div>
      <fieldset
        id={`${id}-advanced`}
        hidden={!showAdvanced}
        className="grid gap-3 rounded-2xl bg-surface p-4 ring-1 ring-ocean-900/10 sm:grid-cols-2 lg:grid-cols-4"
      >
        <legend className="sr-only">{t`Advanced filters`}</legend>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-location`} className="text-sm font-semibold">
            {t`Location`}
          </label>
          <Input
            id={`${id}-location`}
            name="location"
            defaultValue={filters.location ?? ''}
            maxLength={100}
            placeholder={t`Town or city`}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-category`} className="text-sm font-semibold">
            {t`Category`}
          </label>
          <select
            id={`${id}-category`}
            name="category"
            defaultValue={filters.category ?? ''}
            className={cn(fieldClasses, 'h-11 cursor-pointer')}
          >
            <option value="">{t`Any category`}</option>
            {EVENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {i18n._(CATEGORY_LABELS[category])}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-start`} className="text-sm font-semibold">
            {t`Start date`}
          </label>
          <Input
            id={`${id}-start`}
            name="startDate"
            type="date"
            defaultValue={filters.startDate ?? ''}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-end`} className="text-sm font-semibold">
            {t`End date`}
          </label>
          <Input id={`${id}-end`} name="endDate" type="date" defaultValue={filters.endDate ?? ''} />
        </div>
      </fieldset>
    </form>
  );
}
