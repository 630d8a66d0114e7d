import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import CookieIcon from 'lucide-react/icons/cookie';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { setConsentChoice } from './consent-store';

const storageDetails = [
  {
    name: msg({ message: 'Essential', comment: 'Cookie category' }),
    status: msg`Always on`,
    text: msg`Your sign-in session cookie, protection against forged requests, and this choice (lineup_cookie_consent).`,
  },
  {
    name: msg({ message: 'Functionality', comment: 'Cookie category' }),
    status: msg`Always on`,
    text: msg`Remembers the area you picked (lineup_selected_area) so Discover opens where you are.`,
  },
  {
    name: msg({ message: 'Analytics', comment: 'Cookie category' }),
    status: msg`Only with Accept All`,
    text: msg`Counts visits and searches so we learn which towns and events people look for.`,
  },
  {
    name: msg({ message: 'Advertising', comment: 'Cookie category' }),
    status: msg`Only with Accept All`,
    text: msg`Measures how people find Lineup through partner promotions.`,
  },
];

/** The banner itself: what we store, 'More info', Accept All and Essential Only (docs/product.md §4). */
export function CookieConsentPanel() {
  const { t, i18n } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const detailsId = useId();

  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 animate-rise-in md:right-auto md:bottom-6 md:left-6 md:max-w-[27rem]"
    >
      {/* The choices stay in view however long the details get; only the text scrolls. */}
      <div className="flex max-h-[calc(100dvh-9rem)] flex-col rounded-3xl bg-surface shadow-lift ring-1 ring-ocean-900/10 md:max-h-[calc(100dvh-3rem)]">
        <div className="overflow-y-auto p-5 pb-0">
          <div className="flex items-start gap-3">
            <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-sand-100 text-sand-700">
              <CookieIcon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h2 id={titleId} className="text-lg font-semibold">
                {t`Cookies on Lineup`}
              </h2>
              <p className="mt-1 text-sm leading-relaxed text-muted">
                {t`We keep what Lineup needs to work. With your OK we also use analytics and advertising storage to learn what people look for and how they find us.`}
              </p>
            </div>
          </div>

          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
            className="mt-3 inline-flex cursor-pointer items-center gap-1 rounded-md text-sm font-semibold text-ocean-700 hover:text-ocean-800"
          >
            {t`More info`}
            <ChevronDownIcon
              aria-hidden="true"
              className={cn('size-4 transition-transform', expanded && 'rotate-180')}
            />
          </button>
          <div id={detailsId} hidden={!expanded} className="mt-3">
            <dl className="space-y-2.5 rounded-2xl bg-sand-50 p-3.5 text-sm">
              {storageDetails.map((item) => (
                <div key={item.name.id}>
                  <dt className="flex items-baseline justify-between gap-2 font-semibold">
                    {i18n._(item.name)}
                    <span className="text-xs font-medium text-muted">{i18n._(item.status)}</span>
                  </dt>
                  <dd className="mt-0.5 leading-relaxed text-muted">{i18n._(item.text)}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2.5 text-sm text-muted">
              {/* A sentence and its link apart, so the first load carries no <Trans> renderer
                  (docs/decisions/0042-languages.md). */}
              {t`Details, and how to change your mind:`}{' '}
              <Link
                to="/cookies"
                className="font-semibold text-ocean-700 underline underline-offset-2"
              >
                {t`our cookie policy`}
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2.5 p-5 pt-4">
          <Button variant="secondary" onClick={() => setConsentChoice(false)}>
            {t`Essential Only`}
          </Button>
          <Button onClick={() => setConsentChoice(true)}>{t`Accept All`}</Button>
        </div>
      </div>
    </section>
  );
}
