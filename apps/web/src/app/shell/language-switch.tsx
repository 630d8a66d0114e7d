import { LOCALE_NAMES, LOCALES } from '@lineup/contracts/locales';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * Each language Lineup speaks, by its own name (docs/product.md §18): a link that keeps the
 * choice on this device and opens this page in it (the server's `/language/:locale`), so it
 * works before the app's scripts too.
 */
export function LanguageSwitch({
  tone = 'page',
  className,
}: {
  /** `footer`: on the footer's night sea. */
  tone?: 'page' | 'footer';
  className?: string;
}) {
  const { t, i18n } = useLingui();
  // The page's own path, without its language prefix (the router's base).
  const { pathname } = useLocation();
  const to = encodeURIComponent(pathname);
  return (
    <nav aria-label={t`Language`} className={cn('min-w-0', className)}>
      <p
        className={cn(
          'mb-2 text-xs font-semibold',
          tone === 'footer' ? 'tracking-[0.14em] text-ocean-300 uppercase' : 'text-muted',
        )}
      >
        {t`Language`}
      </p>
      <ul className="flex flex-wrap gap-1.5">
        {LOCALES.map((locale) => {
          const current = locale === i18n.locale;
          return (
            <li key={locale}>
              <a
                href={`/language/${locale}?to=${to}`}
                hrefLang={locale}
                lang={locale}
                rel="nofollow"
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'inline-flex rounded-full px-3 py-1.5 text-sm font-semibold transition-colors',
                  tone === 'footer'
                    ? 'text-ocean-100 ring-1 ring-white/10 hover:text-white aria-[current]:bg-white/15 aria-[current]:text-white'
                    : 'text-muted ring-1 ring-ocean-900/10 hover:text-ink aria-[current]:bg-surface aria-[current]:text-ink aria-[current]:shadow-soft',
                )}
              >
                {LOCALE_NAMES[locale]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
