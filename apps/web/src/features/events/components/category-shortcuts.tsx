import { useLingui } from '@lingui/react/macro';
import { EVENT_CATEGORIES } from '@lineup/contracts';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { categoryStyle } from '../lib/category-style';
import { CategoryIcon } from './category-icon';

/** One tap from the home page to Discover filtered by a category. */
export function CategoryShortcuts({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  return (
    <ul
      aria-label={t`Categories`}
      className={cn(
        '-mx-5 flex gap-2.5 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:px-0',
        className,
      )}
    >
      {EVENT_CATEGORIES.map((category) => {
        const style = categoryStyle(category);
        return (
          <li key={category} className="shrink-0">
            <Link
              to={`/events?category=${category}`}
              className="flex items-center gap-2 rounded-2xl bg-surface py-2 pr-4 pl-2 text-sm font-semibold shadow-soft ring-1 ring-ocean-900/8 transition-colors hover:bg-ocean-50"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 items-center justify-center rounded-xl bg-linear-to-br',
                  style.art,
                )}
              >
                <CategoryIcon category={category} className="size-4" />
              </span>
              {i18n._(style.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
