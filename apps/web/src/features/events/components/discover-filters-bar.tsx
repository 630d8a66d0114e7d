import { EVENT_CATEGORIES, type DayLight, type EventCategory } from '@lineup/contracts';
import CalendarDaysIcon from 'lucide-react/icons/calendar-days';
import XIcon from 'lucide-react/icons/x';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { categoryStyle } from '../lib/category-style';
import { DAY_LIGHTS, lightStyle } from '../lib/light-style';
import {
  ALL_AREAS_PARAM,
  DATE_PRESETS,
  hasActiveFilters,
  type DatePreset,
  type DiscoverFilters,
} from '../lib/discover-filters';

export type AreaOption = { slug: string; name: string; country: string };

type DiscoverFiltersBarProps = {
  filters: DiscoverFilters;
  /** The area the list shows right now (URL or header selection); `undefined` = all areas. */
  areaSlug: string | undefined;
  areas: readonly AreaOption[];
  onChange: (next: DiscoverFilters) => void;
};

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap ring-1 transition-colors ring-inset [&_svg]:size-4',
        pressed
          ? 'bg-ocean-700 text-white ring-ocean-700'
          : 'bg-surface text-ink ring-ocean-900/15 hover:bg-ocean-50',
      )}
    >
      {children}
    </button>
  );
}

/**
 * Discover's filters: area, category and dates (docs/product.md §7's list variants) and the
 * day's light (§13), all kept in the URL.
 */
export function DiscoverFiltersBar({
  filters,
  areaSlug,
  areas,
  onChange,
}: DiscoverFiltersBarProps) {
  const areaId = useId();
  const [rangeOpen, setRangeOpen] = useState(Boolean(filters.from || filters.to));
  const customRange = !filters.when && Boolean(filters.from || filters.to);

  const setWhen = (when: DatePreset | null) => {
    setRangeOpen(false);
    onChange({ ...filters, when, from: null, to: null });
  };
  const setCategory = (category: EventCategory | null) => onChange({ ...filters, category });
  const setLight = (light: DayLight | null) => onChange({ ...filters, light });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5 sm:w-64">
          <label htmlFor={areaId} className="text-sm font-semibold">
            Area
          </label>
          <select
            id={areaId}
            value={areaSlug ?? ALL_AREAS_PARAM}
            onChange={(event) => onChange({ ...filters, area: event.target.value })}
            className={cn(fieldClasses, 'h-11 cursor-pointer pr-8')}
          >
            <option value={ALL_AREAS_PARAM}>All areas</option>
            {areas.map((area) => (
              <option key={area.slug} value={area.slug}>
                {area.name}
                {area.country ? `, ${area.country}` : ''}
              </option>
            ))}
            {/* A shared link can name an area this visitor's list does not have (yet). */}
            {areaSlug && !areas.some((area) => area.slug === areaSlug) ? (
              <option value={areaSlug}>{areaSlug}</option>
            ) : null}
          </select>
        </div>
        {hasActiveFilters(filters) ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start sm:ml-auto sm:self-end"
            onClick={() => {
              setRangeOpen(false);
              onChange({
                area: filters.area,
                category: null,
                when: null,
                from: null,
                to: null,
                light: null,
              });
            }}
          >
            <XIcon aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>

      <div
        role="group"
        aria-label="Dates"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        <Chip pressed={!filters.when && !customRange && !rangeOpen} onClick={() => setWhen(null)}>
          Any time
        </Chip>
        {DATE_PRESETS.map((preset) => (
          <Chip
            key={preset.value}
            pressed={filters.when === preset.value}
            onClick={() => setWhen(preset.value)}
          >
            {preset.label}
          </Chip>
        ))}
        <Chip pressed={customRange || rangeOpen} onClick={() => setRangeOpen(true)}>
          <CalendarDaysIcon aria-hidden="true" />
          Pick dates
        </Chip>
      </div>

      {rangeOpen || customRange ? (
        <DateRangeForm
          from={filters.from}
          to={filters.to}
          onApply={(from, to) => onChange({ ...filters, when: null, from, to })}
        />
      ) : null}

      <div
        role="group"
        aria-label="Light"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        <Chip pressed={!filters.light} onClick={() => setLight(null)}>
          Any light
        </Chip>
        {DAY_LIGHTS.map((light) => {
          const style = lightStyle(light);
          const Icon = style.icon;
          return (
            <Chip key={light} pressed={filters.light === light} onClick={() => setLight(light)}>
              <Icon aria-hidden="true" />
              {style.label}
            </Chip>
          );
        })}
      </div>

      <div
        role="group"
        aria-label="Category"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        <Chip pressed={!filters.category} onClick={() => setCategory(null)}>
          All categories
        </Chip>
        {EVENT_CATEGORIES.map((category) => {
          const style = categoryStyle(category);
          const Icon = style.icon;
          return (
            <Chip
              key={category}
              pressed={filters.category === category}
              onClick={() => setCategory(category)}
            >
              <Icon aria-hidden="true" />
              {style.label}
            </Chip>
          );
        })}
      </div>
    </div>
  );
}

function DateRangeForm({
  from,
  to,
  onApply,
}: {
  from: string | null;
  to: string | null;
  onApply: (from: string | null, to: string | null) => void;
}) {
  const fromId = useId();
  const toId = useId();
  const [draftFrom, setDraftFrom] = useState(from ?? '');
  const [draftTo, setDraftTo] = useState(to ?? '');
  const reversed = Boolean(draftFrom && draftTo && draftTo < draftFrom);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reversed) return;
    onApply(draftFrom || null, draftTo || null);
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Date range"
      className="flex flex-col gap-3 rounded-2xl bg-surface p-4 ring-1 ring-ocean-900/10 sm:flex-row sm:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fromId} className="text-sm font-semibold">
          From
        </label>
        <input
          id={fromId}
          type="date"
          value={draftFrom}
          onChange={(event) => setDraftFrom(event.target.value)}
          className={cn(fieldClasses, 'h-11')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={toId} className="text-sm font-semibold">
          To
        </label>
        <input
          id={toId}
          type="date"
          value={draftTo}
          min={draftFrom || undefined}
          onChange={(event) => setDraftTo(event.target.value)}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? `${toId}-error` : undefined}
          className={cn(fieldClasses, 'h-11')}
        />
      </div>
      <Button type="submit" size="md" disabled={!draftFrom && !draftTo}>
        Show these dates
      </Button>
      {reversed ? (
        <p id={`${toId}-error`} className="text-sm text-coral-700">
          The end date is before the start date.
        </p>
      ) : null}
    </form>
  );
}
