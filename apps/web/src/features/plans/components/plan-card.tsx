import type { PlanCard as PlanCardData } from '@lineup/contracts';
import MapPinIcon from 'lucide-react/icons/map-pin';
import UsersIcon from 'lucide-react/icons/users';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

const LOCALE = 'en-GB';

/** "Today · 07:30" / "Sat 4 Jul · 07:30" in the plan's area zone, with the zone's city. */
export function planWhen(plan: Pick<PlanCardData, 'startsAt' | 'timeZone'>, now = new Date()) {
  const zone = plan.timeZone;
  const day = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(at);
  const start = new Date(plan.startsAt);
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const dayText =
    day(start) === day(now)
      ? 'Today'
      : day(start) === day(tomorrow)
        ? 'Tomorrow'
        : new Intl.DateTimeFormat(LOCALE, {
            timeZone: zone,
            weekday: 'short',
            day: 'numeric',
            month: 'short',
          })
            .format(start)
            .replace(',', '');
  const time = new Intl.DateTimeFormat(LOCALE, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(start);
  const city = (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
  return `${dayText} · ${time} ${city} time`;
}

/** A casual plan on the home page: who, what, where and when; spots left when limited. */
export function PlanCard({ plan, className }: { plan: PlanCardData; className?: string }) {
  const people = plan.memberCount + 1;
  const spotsLeft =
    plan.spotsLimit === null ? null : Math.max(plan.spotsLimit - plan.memberCount, 0);
  return (
    <article
      className={cn(
        'flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ocean-900/8',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <Avatar name={plan.creator.username} src={plan.creator.avatarUrl} size="sm" />
        <p className="min-w-0 text-sm">
          <span className="font-semibold">{plan.creator.username}</span>{' '}
          <span className="text-muted">· {plan.area.name}</span>
        </p>
      </div>
      <div>
        <p className="text-sm font-semibold text-coral-600">{planWhen(plan)}</p>
        <h3 className="mt-1 text-lg leading-snug font-semibold">{plan.title}</h3>
        {plan.vibe ? <p className="mt-1 text-sm text-muted">{plan.vibe}</p> : null}
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5">
          <MapPinIcon aria-hidden="true" className="size-4" />
          {plan.location}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <UsersIcon aria-hidden="true" className="size-4" />
          {people === 1 ? '1 person in' : `${people} people in`}
          {spotsLeft !== null ? ` · ${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left` : ''}
        </span>
      </div>
    </article>
  );
}

export function PlanCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-48 flex-col gap-3 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ocean-900/8"
    >
      <div className="flex items-center gap-3">
        <div className="size-8 animate-pulse rounded-full bg-sand-200/70" />
        <div className="h-4 w-1/3 animate-pulse rounded-lg bg-sand-200/70" />
      </div>
      <div className="h-4 w-1/3 animate-pulse rounded-lg bg-sand-200/70" />
      <div className="h-6 w-3/4 animate-pulse rounded-lg bg-sand-200/70" />
    </div>
  );
}
