import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lightOf, lightSpans } from '@lineup/contracts/day-light';
import CompassIcon from 'lucide-react/icons/compass';
import PlusIcon from 'lucide-react/icons/plus';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { useAreas, type Area } from '@/features/areas/api/areas-query';
import { EventCover } from '@/features/events/components/event-cover';
import { EventDaylight } from '@/features/events/components/event-daylight';
import { FriendsActivity } from '@/features/friends/components/friends-activity';
import { ComingUp, type ComingUpMoment } from '@/features/my-events/components/coming-up';
import { useNow } from '@/lib/render-time';
import { sunTimes } from '@/lib/sun-times';
import { FollowedCrewsSlot } from './followed-crews-slot';
import { GREETING_BAND, GREETING_INNER, SectionHeading } from './home-sections';
import { WhileYoureInSlot } from './while-youre-in-slot';

/** Home shows the few next things; `/my-events` has them all. */
const NEXT_SHOWN = 4;
const FRIENDS_SHOWN = 4;

function greeting(i18n: I18n, now: Date, username: string | null): string {
  const hour = now.getHours();
  const part =
    hour >= 5 && hour < 12 ? 'morning' : hour >= 12 && hour < 18 ? 'afternoon' : 'evening';
  if (username === null) {
    if (part === 'morning') return i18n._(msg`Good morning`);
    if (part === 'afternoon') return i18n._(msg`Good afternoon`);
    return i18n._(msg`Good evening`);
  }
  if (part === 'morning') return i18n._(msg`Good morning, ${username}`);
  if (part === 'afternoon') return i18n._(msg`Good afternoon, ${username}`);
  return i18n._(msg`Good evening, ${username}`);
}

/**
 * The day's sunrise and sunset where it happens, and its mark when it starts at dawn or in the
 * golden hour, as event pages show them. An event carries its mark from the server; a plan's is
 * read here by the same rule.
 */
function MomentLight({ moment, areas }: { moment: ComingUpMoment; areas: Area[] }) {
  const area = areas.find((candidate) => candidate.slug === moment.areaSlug);
  if (!area) return null;
  const sun = sunTimes(moment.startsAt, moment.timeZone, area);
  const light =
    moment.light !== undefined
      ? moment.light
      : sun && lightOf(new Date(moment.startsAt), lightSpans(sun));
  return (
    <EventDaylight
      event={{ startDate: moment.startsAt, timeZone: moment.timeZone, area, light: light ?? null }}
    />
  );
}

/** A member with nothing coming up yet: where to find something, or how to start one. */
function NothingPlanned() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-ocean-900/15 bg-sand-100/50 px-6 py-10 text-center">
      <CompassIcon aria-hidden="true" className="size-8 text-ocean-600" />
      <p className="text-lg font-semibold">{t`Nothing planned yet`}</p>
      <p className="max-w-md text-sm text-muted">
        {t`Say you are going to an event, or make a casual plan and let people tag along: it shows up here first.`}
      </p>
      <div className="mt-1 flex flex-wrap justify-center gap-2">
        <LinkButton to="/events">{t`Discover events`}</LinkButton>
        <LinkButton to="/casual-plans/create" variant="outline">
          {t`Make a plan`}
        </LinkButton>
      </div>
    </div>
  );
}

/**
 * A signed-in member's home: a greeting, their next events and plans, their stay, where friends
 * are heading and their crews' events, then the area's lists (`areaLists`, the ones visitors
 * see). Loaded only for members: a visitor's first load of home carries none of it.
 */
export function MemberHome({
  viewerId,
  username,
  areaLists,
}: {
  viewerId: string;
  username: string | null;
  areaLists: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const areas = useAreas().data ?? [];
  return (
    <>
      {/* The night sea of the visitors' hero, shorter: on a phone the header sits over it. */}
      <section aria-labelledby="greeting-title" className={GREETING_BAND}>
        <div className={GREETING_INNER}>
          <div>
            <h1 id="greeting-title" className="text-3xl font-bold sm:text-4xl">
              {greeting(i18n, now, username || null)}
            </h1>
            <p className="mt-2 max-w-xl text-ocean-100">
              {t`Your next events and plans, where your friends are heading, and what is on around you.`}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <LinkButton to="/events" variant="inverse-outline" size="sm">
              <CompassIcon aria-hidden="true" />
              {t({ message: 'Discover', comment: 'Link to the events to discover' })}
            </LinkButton>
            <LinkButton to="/casual-plans/create" variant="accent" size="sm">
              <PlusIcon aria-hidden="true" />
              {t`Make a plan`}
            </LinkButton>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="next-title"
        className="mx-auto max-w-7xl px-5 pt-8 pb-10 sm:px-8 sm:pb-14"
      >
        <SectionHeading
          id="next-title"
          eyebrow={t`Your plans`}
          title={t`Coming up`}
          link={{ to: '/my-events', label: t`All your plans` }}
        />
        <ComingUp
          viewerId={viewerId}
          limit={NEXT_SHOWN}
          now={now}
          empty={<NothingPlanned />}
          renderPicture={(event) => (
            <EventCover
              imageUrl={event.imageUrl}
              category={event.category}
              width={640}
              height={360}
              className="size-full"
            />
          )}
          renderLight={(moment) => <MomentLight moment={moment} areas={areas} />}
        />
      </section>

      <div className="mx-auto max-w-7xl px-5 sm:px-8 empty:hidden">
        <WhileYoureInSlot invite className="mb-10 sm:mb-14" />
      </div>

      <div className="mx-auto max-w-7xl px-5 pb-10 sm:px-8 sm:pb-14">
        <FriendsActivity viewerId={viewerId} limit={FRIENDS_SHOWN} now={now} />
      </div>

      <FollowedCrewsSlot className="mx-auto max-w-7xl px-5 pb-14 sm:px-8 sm:pb-20" />

      {areaLists}
    </>
  );
}
