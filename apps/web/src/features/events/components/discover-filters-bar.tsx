import { useLingui } from '@lingui/react/macro';
import { useHref } from 'react-router';
import { EVENT_CATEGORIES, type DayLight, type EventCategory } from '@lineup/contracts';
import CalendarDaysIcon from 'lucide-react/icons/calendar-days';
import XIcon from 'lucide-react/icons/x';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FallbackForm } from '@/components/ui/fallback-form';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { nameOfCountry } from '@/lib/country-names';
import { categoryStyle } from '../lib/category-style';
import { CategoryIcon } from './category-icon';
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

/** Discover's own address: before the app runs, a filter asks the server for it. */
const DISCOVER_PATH = '/events';

function Chip({
  pressed,
  onClick,
  name,
  value,
  type = 'submit',
  children,
}: {
  pressed: boolean;
  /** `button` for a chip that only opens something in the page. */
  type?: 'submit' | 'button';
  onClick: () => void;
  /** The URL parameter this chip sets before the app runs; without it, the chip clears it. */
  name?: string;
  value?: string;
  children: ReactNode;
}) {
  return (
    <button
      type={type}
      name={name}
      value={value}
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
  const { t, i18n } = useLingui();
  const areaId = useId();
  const [rangeOpen, setRangeOpen] = useState(Boolean(filters.from || filters.to));
  const customRange = !filters.when && Boolean(filters.from || filters.to);

  const setWhen = (when: DatePreset | null) => {
    setRangeOpen(false);
    onChange({ ...filters, when, from: null, to: null });
  };
  const setCategory = (category: EventCategory | null) => onChange({ ...filters, category });
  const setLight = (light: DayLight | null) => onChange({ ...filters, light });
  // Before the app runs each group of chips is a GET form to Discover: the hidden fields carry
  // the filters the group leaves alone, the pressed chip adds its own (docs/decisions/0035).
  const kept = {
    area: filters.area,
    category: filters.category,
    when: filters.when,
    from: filters.when ? null : filters.from,
    to: filters.when ? null : filters.to,
    light: filters.light,
  };
  const keepAllBut = (...names: (keyof typeof kept)[]) =>
    Object.fromEntries(Object.entries(kept).filter(([name]) => !names.includes(name as never)));

  return (
    <div className="flex flex-col gap-4 lg:gap-3">
      {/* On a laptop the area, the dates and the light share one row, so the first events show
          without scrolling at 1280 × 800. */}
      <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-6 lg:gap-y-3">
        <FallbackForm
          action={DISCOVER_PATH}
          fields={keepAllBut('area')}
          className="flex flex-col gap-1.5 sm:w-64 lg:w-auto lg:flex-row lg:items-center lg:gap-2.5"
        >
          <label htmlFor={areaId} className="text-sm font-semibold">
            {t({ message: 'Area', comment: 'Discover filter: the area whose events show' })}
          </label>
          <select
            id={areaId}
            name="area"
            value={areaSlug ?? ALL_AREAS_PARAM}
            onChange={(event) => onChange({ ...filters, area: event.target.value })}
            className={cn(fieldClasses, 'h-11 cursor-pointer pr-8 lg:h-9 lg:w-52 lg:py-0')}
          >
            <option value={ALL_AREAS_PARAM}>{t`All areas`}</option>
            {areas.map((area) => (
              <option key={area.slug} value={area.slug}>
                {area.name}
                {area.country ? `, ${nameOfCountry(i18n, area.country)}` : ''}
              </option>
            ))}
            {/* A shared link can name an area this visitor's list does not have (yet). */}
            {areaSlug && !areas.some((area) => area.slug === areaSlug) ? (
              <option value={areaSlug}>{areaSlug}</option>
            ) : null}
          </select>
          {/* A list box changes nothing by itself without scripts: this sends the choice. */}
          <noscript>
            <Button type="submit" variant="outline" size="sm" className="mt-1 self-start">
              {t`Show this area`}
            </Button>
          </noscript>
        </FallbackForm>
        <div
          role="group"
          aria-label={t`Dates`}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0 lg:pb-0"
        >
          <FallbackForm
            action={DISCOVER_PATH}
            fields={keepAllBut('when', 'from', 'to')}
            className="contents"
          >
            <Chip
              pressed={!filters.when && !customRange && !rangeOpen}
              onClick={() => setWhen(null)}
            >
              {t`Any time`}
            </Chip>
            {DATE_PRESETS.map((preset) => (
              <Chip
                key={preset.value}
                name="when"
                value={preset.value}
                pressed={filters.when === preset.value}
                onClick={() => setWhen(preset.value)}
              >
                {i18n._(preset.label)}
              </Chip>
            ))}
            <Chip
              pressed={customRange || rangeOpen}
              type="button"
              onClick={() => setRangeOpen(true)}
            >
              <CalendarDaysIcon aria-hidden="true" />
              {t`Pick dates`}
            </Chip>
          </FallbackForm>
        </div>
        <div
          role="group"
          aria-label={t({ message: 'Light', comment: 'Discover filter: dawn or golden hour' })}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0 lg:pb-0"
        >
          <FallbackForm action={DISCOVER_PATH} fields={keepAllBut('light')} className="contents">
            <Chip pressed={!filters.light} onClick={() => setLight(null)}>
              {t`Any light`}
            </Chip>
            {DAY_LIGHTS.map((light) => {
              const style = lightStyle(light);
              const Icon = style.icon;
              return (
                <Chip
                  key={light}
                  name="light"
                  value={light}
                  pressed={filters.light === light}
                  onClick={() => setLight(light)}
                >
                  <Icon aria-hidden="true" />
                  {i18n._(style.label)}
                </Chip>
              );
            })}
          </FallbackForm>
        </div>
        {hasActiveFilters(filters) ? (
          <FallbackForm
            action={DISCOVER_PATH}
            fields={{ area: filters.area }}
            className="self-start lg:ml-auto lg:self-center"
          >
            <Button
              type="submit"
              variant="ghost"
              size="sm"
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
              {t`Clear filters`}
            </Button>
          </FallbackForm>
        ) : null}
      </div>

      {rangeOpen || customRange ? (
        <DateRangeForm
          from={filters.from}
          to={filters.to}
          fields={keepAllBut('when', 'from', 'to')}
          onApply={(from, to) => onChange({ ...filters, when: null, from, to })}
        />
      ) : (
        // "Pick dates" opens this with the app; without scripts it is there from the start.
        <noscript>
          <DateRangeForm from={null} to={null} fields={keepAllBut('when', 'from', 'to')} />
        </noscript>
      )}

      <div
        role="group"
        aria-label={t({ message: 'Category', comment: 'Discover filter: the event category' })}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        <FallbackForm action={DISCOVER_PATH} fields={keepAllBut('category')} className="contents">
          <Chip pressed={!filters.category} onClick={() => setCategory(null)}>
            {t`All categories`}
          </Chip>
          {EVENT_CATEGORIES.map((category) => {
            const style = categoryStyle(category);
            return (
              <Chip
                key={category}
                name="category"
                value={category}
                pressed={filters.category === category}
                onClick={() => setCategory(category)}
              >
                <CategoryIcon category={category} />
                {i18n._(style.label)}
              </Chip>
            );
          })}
        </FallbackForm>
      </div>
    </div>
  );
}

function DateRangeForm({
  from,
  to,
  fields,
  onApply,
}: {
  from: string | null;
  to: string | null;
  /** The other filters, sent along when the form is sent before the app runs. */
  fields: Record<string, string | null | undefined>;
  onApply?: (from: string | null, to: string | null) => void;
}) {
  const { t } = useLingui();
  const fromId = useId();
  const toId = useId();
  // Before the app runs, the browser asks for Discover in the page's language.
  const discover = useHref(DISCOVER_PATH);
  const [draftFrom, setDraftFrom] = useState(from ?? '');
  const [draftTo, setDraftTo] = useState(to ?? '');
  const reversed = Boolean(draftFrom && draftTo && draftTo < draftFrom);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reversed) return;
    onApply?.(draftFrom || null, draftTo || null);
  };

  return (
    <form
      method="get"
      action={discover}
      onSubmit={submit}
      aria-label={t`Date range`}
      className="flex flex-col gap-3 rounded-2xl bg-surface p-4 ring-1 ring-ocean-900/10 sm:flex-row sm:items-end"
    >
      {Object.entries(fields).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fromId} className="text-sm font-semibold">
          {t({ message: 'From', comment: 'The first day of a range of dates' })}
        </label>
        <input
          id={fromId}
          name="from"
          type="date"
          value={draftFrom}
          onChange={(event) => setDraftFrom(event.target.value)}
          className={cn(fieldClasses, 'h-11')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={toId} className="text-sm font-semibold">
          {t({ message: 'To', comment: 'The last day of a range of dates' })}
        </label>
        <input
          id={toId}
          name="to"
          type="date"
          value={draftTo}
          min={draftFrom || undefined}
          onChange={(event) => setDraftTo(event.target.value)}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? `${toId}-error` : undefined}
          className={cn(fieldClasses, 'h-11')}
        />
      </div>
      <Button
        type="submit"
        size="md"
        // Without scripts nothing would ever enable it again: it stays on there.
        disabled={onApply !== undefined && !draftFrom && !draftTo}
      >
        {t`Show these dates`}
      </Button>
      {reversed ? (
        <p id={`${toId}-error`} className="text-sm text-coral-700">
          {t`The end date is before the start date.`}
        </p>
      ) : null}
    </form>
  );
}
