import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import CompassIcon from 'lucide-react/icons/compass';
import SunriseIcon from 'lucide-react/icons/sunrise';
import UsersIcon from 'lucide-react/icons/users';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { areasQueryOptions, useAreas } from '@/features/areas/api/areas-query';
import { areaTileOf } from '@/features/areas/area-directory';
import { useAuth } from '@/features/auth/auth-context';
import { AreaTiles } from '@/features/areas/area-tiles';
import { ALL_AREAS_LABEL, useAreaLocation } from '@/features/areas/area-location';
import {
  browserTimeZone,
  eventListQueryOptions,
  type EventListFilters,
} from '@/features/events/api/events-queries';
import { CategoryShortcuts } from '@/features/events/components/category-shortcuts';
import { EventPreviewList } from '@/features/events/components/event-preview-list';
import { ListEmpty, ListError } from '@/features/events/components/list-states';
import { dayKey, shiftDay } from '@/lib/zoned-time';
import { useNow, useRenderedOnServer } from '@/lib/render-time';
import { upcomingPlansQueryOptions } from '@/features/plans/api/plans-query';
import { PlanCard, PlanCardSkeleton } from '@/features/plans/components/plan-card';
import { GREETING_BAND, GREETING_INNER, SectionHeading } from '../home-sections';
import type { PageHandle } from '../page-handle';
import { pageLoader } from '../page-loader';

// Members only, and loaded only for them: a visitor's first load of home carries none of it.
const loadMemberHome = () => import('../member-home');
const MemberHome = lazy(() => loadMemberHome().then((module) => ({ default: module.MemberHome })));

const steps = [
  {
    icon: CompassIcon,
    title: msg`See what's on`,
    text: msg`Surf sessions, gigs, markets and beach cleans in your town, this week and beyond.`,
  },
  {
    icon: SunriseIcon,
    title: msg`Make a casual plan`,
    text: msg`Dawn patrol, sunset drinks, a lift to the next break: post it and let people tag along.`,
  },
  {
    icon: UsersIcon,
    title: msg`Find your crew`,
    text: msg`Add friends, see where they are heading, and never turn up to the line-up alone.`,
  },
];

function HeroArt() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute -top-24 -right-24 size-[26rem] rounded-full bg-coral-400/25 blur-3xl lg:top-auto lg:right-[6%] lg:bottom-0 lg:size-[34rem]" />
      <div className="absolute top-1/3 -left-32 size-80 rounded-full bg-ocean-400/20 blur-3xl" />
      {/* A low sun setting into the swell; on phones it peeks in at the top corner. */}
      <div className="absolute top-20 -right-14 size-36 rounded-full bg-linear-to-b from-coral-300 to-coral-500 sm:top-24 sm:right-[8%] sm:size-52 lg:top-auto lg:right-[14%] lg:bottom-20 lg:size-64" />
      <svg
        viewBox="0 0 1440 220"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 h-36 w-full sm:h-48"
      >
        <path
          className="fill-ocean-600"
          opacity="0.6"
          d="M0 96c120 0 180-40 300-40s180 40 300 40 180-40 300-40 180 40 300 40 180-40 240-40v164H0z"
        />
        <path
          className="fill-ocean-500"
          opacity="0.6"
          d="M0 136c100 0 160-34 260-34s160 34 260 34 160-34 260-34 160 34 260 34 160-34 260-34 100 34 140 34v84H0z"
        />
        {/* The page's own colour, so the swell runs into it in either theme. */}
        <path
          className="fill-page"
          d="M0 176c90 0 140-26 230-26s140 26 230 26 140-26 230-26 140 26 230 26 140-26 230-26 140 26 290 26v44H0z"
        />
      </svg>
      <div className="absolute right-[14%] bottom-14 hidden w-64 flex-col items-center gap-2 lg:flex">
        <span className="h-1.5 w-48 rounded-full bg-coral-300/60" />
        <span className="h-1.5 w-32 rounded-full bg-coral-300/45" />
        <span className="h-1.5 w-20 rounded-full bg-coral-300/30" />
      </div>
    </div>
  );
}

const PREVIEW_LIMIT = 6;
const PLAN_PREVIEW_LIMIT = 3;

/**
 * Today's list and the week's in the picked area (or everywhere). "This week" starts tomorrow
 * so it does not repeat today's list; days are the area's own, or the visitor's.
 */
function whatsOnFilters(
  area: { slug: string; timeZone: string } | null,
  now: Date,
  visitorZone?: string,
) {
  const zone = area?.timeZone ?? visitorZone ?? 'UTC';
  const today = dayKey(now, zone);
  return {
    today: { area: area?.slug, when: 'today' },
    week: { area: area?.slug, from: shiftDay(today, 1), to: shiftDay(today, 6) },
  } satisfies Record<string, EventListFilters>;
}

/**
 * The visitor's zone, once the page is theirs: the server does not know it, so its render and
 * the hydration that follow use UTC days. Only where the visitor's today is another day do the
 * lists move to their days, as a transition: React renders that in slices, so the page keeps
 * answering taps (a store read during hydration would re-render every card at once).
 */
function useVisitorTimeZone(): string | undefined {
  const [zone, setZone] = useState<string>();
  useEffect(() => {
    const visitorZone = browserTimeZone();
    const now = new Date();
    if (visitorZone && dayKey(now, visitorZone) !== dayKey(now, 'UTC')) {
      startTransition(() => setZone(visitorZone));
    }
  }, []);
  return zone;
}

export const handle: PageHandle = { serverRendered: true };

/** What `WhatsOn`, `UpcomingPlans` and the area tiles read; on the server, for a visitor with no area chosen. */
export const loader = pageLoader(({ queryClient, now, viewer }) => {
  const lists = whatsOnFilters(viewer.area, now);
  return Promise.all([
    queryClient.ensureQueryData(eventListQueryOptions(lists.today, PREVIEW_LIMIT)),
    queryClient.ensureQueryData(eventListQueryOptions(lists.week, PREVIEW_LIMIT)),
    queryClient.ensureQueryData(upcomingPlansQueryOptions(viewer.area?.slug, PLAN_PREVIEW_LIMIT)),
    queryClient.ensureQueryData(areasQueryOptions()),
  ]);
});

/** The active areas in the admins' display order (the picker lists them by name). */
function useAreasInOrder() {
  const areas = useAreas().data ?? [];
  return areas.toSorted(
    (a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name, 'en'),
  );
}

/** Today and the rest of the week in the picked area (or everywhere), soonest first. */
function WhatsOn() {
  const { t, i18n } = useLingui();
  const { selectedArea } = useAreaLocation();
  const area = selectedArea?.slug;
  const areaName = selectedArea?.name;
  const today = areaName ? t`Today in ${areaName}` : t`Today on the coast`;
  const week = areaName ? t`This week in ${areaName}` : t`This week on the coast`;
  // The server's moment while hydrating: its lists are the ones in the page (lib/render-time).
  const lists = whatsOnFilters(selectedArea, useNow(), useVisitorTimeZone());
  return (
    <>
      <section
        aria-labelledby="today-title"
        className="mx-auto max-w-7xl px-5 pt-4 pb-10 sm:px-8 sm:pb-14"
      >
        <SectionHeading
          id="today-title"
          eyebrow={areaName ?? i18n._(ALL_AREAS_LABEL)}
          title={today}
          link={{ to: '/events?when=today', label: t`All of today` }}
        />
        <EventPreviewList
          filters={lists.today}
          limit={PREVIEW_LIMIT}
          hideArea={Boolean(area)}
          label={today}
          emptyTitle={t`Nothing else on today`}
          emptyText={t`See what is coming up this week, or make a casual plan of your own.`}
        />
      </section>
      <section
        aria-labelledby="week-title"
        className="mx-auto max-w-7xl px-5 pb-14 sm:px-8 sm:pb-20"
      >
        <SectionHeading
          id="week-title"
          eyebrow={t`Next 7 days`}
          title={week}
          link={{ to: '/events?when=week', label: t`Whole week` }}
        />
        <EventPreviewList
          filters={lists.week}
          limit={PREVIEW_LIMIT}
          hideArea={Boolean(area)}
          label={week}
          emptyTitle={t`A quiet week so far`}
          emptyText={t`New events show up here as soon as they are published.`}
        />
      </section>
    </>
  );
}

function UpcomingPlans() {
  const { t } = useLingui();
  const { selectedArea } = useAreaLocation();
  const plans = useQuery(upcomingPlansQueryOptions(selectedArea?.slug, PLAN_PREVIEW_LIMIT));
  return (
    <section
      aria-labelledby="plans-title"
      className="mx-auto max-w-7xl px-5 pb-14 sm:px-8 sm:pb-20"
    >
      <SectionHeading
        id="plans-title"
        eyebrow={t`Casual plans`}
        title={t`Who's heading out`}
        link={{ to: '/casual-plans', label: t`All plans` }}
      />
      {plans.isPending ? (
        <div role="status" aria-label={t`Loading plans`} className="grid gap-4 md:grid-cols-3">
          <PlanCardSkeleton />
          <PlanCardSkeleton />
          <PlanCardSkeleton />
        </div>
      ) : plans.isError ? (
        <ListError
          message={t`Casual plans could not be loaded.`}
          onRetry={() => void plans.refetch()}
        />
      ) : plans.data.length === 0 ? (
        <ListEmpty title={t`No plans yet`}>
          {t`Dawn patrol, sunset drinks, a lift to the next break: be the first to post one.`}
        </ListEmpty>
      ) : (
        <ul aria-label={t`Upcoming casual plans`} className="grid gap-4 md:grid-cols-3">
          {plans.data.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} className="flex-1" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const TITLE = msg`Lineup · Events, plans and friends on the coast`;

/** Where the member's home takes shape while its code and their session arrive. */
function MemberHomeLoading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your home`}>
      <div className={GREETING_BAND}>
        <div className={GREETING_INNER}>
          <div className="h-10 w-72 max-w-full animate-pulse rounded-xl bg-white/15 motion-reduce:animate-none" />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-5 pt-8 sm:px-8">
        <div className="h-28 animate-pulse rounded-3xl bg-sand-200/70 motion-reduce:animate-none" />
      </div>
    </div>
  );
}

/**
 * Home arrived as the empty shell, which the server sends to a member (docs/decisions/0031):
 * their home's code is fetched while their session is read, rather than after.
 */
function AwaitingSession() {
  useEffect(() => {
    void loadMemberHome();
  }, []);
  return <MemberHomeLoading />;
}

/**
 * A signed-in member's home starts with what is theirs (docs/product.md "Home"); visitors get
 * the page the server renders and keeps for everyone. A member's request for home is answered
 * with the empty shell (docs/decisions/0031), so until their session is read the page shows
 * neither the visitors' hero nor anyone's plans.
 */
export function Component() {
  const { i18n } = useLingui();
  const { status, user } = useAuth();
  const renderedOnServer = useRenderedOnServer();
  if (user) {
    return (
      <>
        <title>{i18n._(TITLE)}</title>
        <Suspense fallback={<MemberHomeLoading />}>
          <MemberHome
            viewerId={user.id}
            username={user.username}
            areaLists={
              <>
                <WhatsOn />
                <UpcomingPlans />
              </>
            }
          />
        </Suspense>
      </>
    );
  }
  if (status === 'loading' && !renderedOnServer) return <AwaitingSession />;
  return <VisitorHome />;
}

function VisitorHome() {
  const { t, i18n } = useLingui();
  const areas = useAreasInOrder();
  return (
    <>
      <title>{i18n._(TITLE)}</title>

      <section className="relative isolate overflow-hidden bg-linear-to-b from-ocean-900 via-ocean-800 to-ocean-700 text-white scheme-light">
        <HeroArt />
        <div className="relative mx-auto max-w-7xl px-5 pt-28 pb-40 sm:px-8 sm:pt-24 sm:pb-52 md:pt-20 lg:pt-28">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-xs font-semibold tracking-[0.14em] text-ocean-100 uppercase ring-1 ring-white/15 backdrop-blur">
            <span className="size-1.5 rounded-full bg-coral-400" />
            {t`Surf towns, one lineup`}
          </p>
          <h1 className="mt-5 max-w-3xl text-[2.75rem] leading-[1.02] font-bold sm:text-6xl lg:text-7xl">
            {/* Two messages rather than one with an element: <Trans>'s renderer stays out of
                the first load (docs/decisions/0042-languages.md). */}
            {t({ message: 'Find your people', comment: 'The home page headline; its end follows' })}{' '}
            <span className="text-coral-300">
              {t({
                message: 'on the coast.',
                comment: 'The home page headline’s end, highlighted',
              })}
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ocean-100 sm:text-xl">
            {t`Events, casual plans and friends in surf towns, from the reefs of Ericeira to the point breaks of Sri Lanka's south coast.`}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkButton to="/events" variant="accent" size="lg">
              {t`Discover events`}
              <ArrowRightIcon aria-hidden="true" />
            </LinkButton>
            <LinkButton to="/events/create" size="lg" variant="inverse-outline">
              {t`Add an event`}
            </LinkButton>
          </div>
          <ul
            className="mt-10 flex max-w-xl flex-wrap gap-2 text-sm font-medium"
            aria-label={t`Lineup towns`}
          >
            {areas.map((area) => (
              <li key={area.slug}>
                <Link
                  to={`/${area.slug}`}
                  className="inline-flex rounded-full bg-white/8 px-3 py-1.5 text-ocean-50 ring-1 ring-white/12 backdrop-blur-sm transition-colors hover:bg-white/18"
                >
                  {area.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <WhatsOn />

      <section
        aria-labelledby="categories-title"
        className="mx-auto max-w-7xl px-5 pb-14 sm:px-8 sm:pb-20"
      >
        <SectionHeading id="categories-title" eyebrow={t`Browse`} title={t`Find your thing`} />
        <CategoryShortcuts />
      </section>

      <UpcomingPlans />

      <section
        id="areas"
        aria-labelledby="areas-title"
        className="mx-auto max-w-7xl scroll-mt-20 px-5 pt-6 pb-16 sm:px-8 sm:pb-20"
      >
        <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-coral-600 uppercase">
              {t`Areas`}
            </p>
            <h2 id="areas-title" className="mt-1 text-3xl font-bold sm:text-4xl">
              {t`Pick your coast`}
            </h2>
          </div>
          <p className="max-w-md text-muted">
            {t`Each area has its own page with what is on, who is organising, and the plans people are making this week.`}
          </p>
        </div>
        <AreaTiles areas={areas.map(areaTileOf)} />
      </section>

      <section aria-labelledby="how-title" className="border-y border-sand-200/80 bg-sand-100/60">
        <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
          <h2 id="how-title" className="text-3xl font-bold sm:text-4xl">
            {t`How Lineup works`}
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3 md:gap-10">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li key={title.id} className="relative">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-surface text-ocean-700 shadow-soft ring-1 ring-ocean-900/8">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold">
                  <span className="mr-2 text-coral-600">{index + 1}.</span>
                  {i18n._(title)}
                </h3>
                <p className="mt-2 leading-relaxed text-muted">{i18n._(text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="host-title"
        className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20"
      >
        <div className="relative overflow-hidden rounded-[2rem] bg-coral-500 px-6 py-10 text-white sm:px-12 sm:py-14">
          <svg
            aria-hidden="true"
            viewBox="0 0 600 200"
            className="absolute -right-10 -bottom-8 w-[34rem] text-white/15"
            fill="none"
            stroke="currentColor"
            strokeWidth="10"
            strokeLinecap="round"
          >
            <path d="M0 80c50 0 50-30 100-30s50 30 100 30 50-30 100-30 50 30 100 30 50-30 100-30 50 30 100 30" />
            <path d="M0 140c50 0 50-30 100-30s50 30 100 30 50-30 100-30 50 30 100 30 50-30 100-30 50 30 100 30" />
          </svg>
          <div className="relative max-w-xl">
            <h2 id="host-title" className="text-3xl font-bold sm:text-4xl">
              {t`Running something at your break?`}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-white">
              {t`Surf lessons, gigs, beach cleans, markets, board swaps: put it on Lineup and the whole town can find it.`}
            </p>
            <LinkButton to="/events/create" size="lg" variant="inverse" className="mt-7">
              {t`Add an event`}
              <ArrowRightIcon aria-hidden="true" />
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
