import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LanguageSwitch } from './language-switch';
import { LineupMark } from './lineup-logo';
import { ThemeSwitch } from './theme-switch';

export const INSTAGRAM_URL = 'https://www.instagram.com/lineup.coast';

const columns = [
  {
    title: msg`Explore`,
    links: [
      { to: '/events', label: msg`Discover events` },
      { to: '/casual-plans', label: msg`Casual plans` },
      { to: '/friends', label: msg`Connect` },
      { to: '/search', label: msg`Search` },
    ],
  },
  {
    title: msg({ message: 'Lineup', comment: 'The name of the app, as a footer column title' }),
    links: [
      { to: '/about', label: msg`About` },
      { to: '/contact', label: msg`Contact` },
      { to: '/design-system', label: msg`Design system` },
    ],
  },
  {
    title: msg`Legal`,
    links: [
      { to: '/privacy', label: msg`Privacy` },
      { to: '/terms', label: msg`Terms` },
      { to: '/cookies', label: msg`Cookies` },
    ],
  },
] as const;

function InstagramIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

/** docs/product.md §2: the footer, shown from 768 px (the bottom bar takes its place on phones). */
export function SiteFooter() {
  const { t, i18n } = useLingui();
  return (
    // The footer is the same night sea in both themes; its top swell is the page's own colour.
    <footer className="relative mt-12 hidden overflow-hidden bg-ocean-900 text-ocean-100 scheme-light md:block">
      <svg
        aria-hidden="true"
        viewBox="0 0 1440 48"
        preserveAspectRatio="none"
        className="absolute inset-x-0 top-0 h-6 w-full -translate-y-px text-page"
      >
        <path
          fill="currentColor"
          d="M0 0h1440v18c-120 20-240 20-360 0S840-2 720 18 480 38 360 18 120-2 0 18z"
        />
      </svg>
      <div className="mx-auto grid max-w-7xl grid-cols-[1.4fr_repeat(3,1fr)] gap-10 px-8 pt-16 pb-10">
        <div>
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-xl font-display text-xl font-bold text-white"
          >
            <LineupMark />
            Lineup
          </Link>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-ocean-200">
            {t`Events, casual plans and friends in surf towns, from Ericeira to Sri Lanka's south coast.`}
          </p>
          <a
            href={INSTAGRAM_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/8 px-3.5 py-2 text-sm font-semibold text-white ring-1 ring-white/10 transition-colors hover:bg-white/15"
          >
            <InstagramIcon />
            {t`Lineup on Instagram`}
          </a>
          <ThemeSwitch tone="footer" className="mt-6" />
          <LanguageSwitch tone="footer" className="mt-5" />
        </div>
        {columns.map((column) => (
          <div key={column.title.id}>
            <h2 className="font-sans text-xs font-semibold tracking-[0.14em] text-ocean-300 uppercase">
              {i18n._(column.title)}
            </h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded-sm text-ocean-100 transition-colors hover:text-white"
                  >
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-8 py-5 text-xs text-ocean-300">
          <p>© {new Date().getFullYear()} Lineup</p>
          <p>{t`Made by Lineup Studio on the coast`}</p>
        </div>
      </div>
    </footer>
  );
}
