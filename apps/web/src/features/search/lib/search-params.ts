import { EVENT_CATEGORIES, type EventCategory } from '@lineup/contracts';

/** The search page's filters (docs/product.md §5 "advanced search"), as they live in `/search?…`. */
export type SearchFilters = {
  q: string;
  location: string | null;
  category: EventCategory | null;
  /** Days, `2026-07-04`. */
  startDate: string | null;
  endDate: string | null;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: string | null, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const category = params.get('category');
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    location: text(params.get('location'), 100),
    category:
      category && (EVENT_CATEGORIES as readonly string[]).includes(category)
        ? (category as EventCategory)
        : null,
    startDate: startDate && DAY.test(startDate) ? startDate : null,
    endDate: endDate && DAY.test(endDate) ? endDate : null,
  };
}

/** Only the filters that are present go into the link (docs/product.md §5: each applied only when present). */
export function writeSearchFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.location) params.set('location', filters.location);
  if (filters.category) params.set('category', filters.category);
  if (filters.startDate) params.set('startDate', filters.startDate);
  if (filters.endDate) params.set('endDate', filters.endDate);
  return params;
}

export function hasAdvancedFilters(filters: SearchFilters): boolean {
  return Boolean(filters.location || filters.category || filters.startDate || filters.endDate);
}
