import { useLingui } from '@lingui/react/macro';
import CalendarIcon from 'lucide-react/icons/calendar';
import MapPinIcon from 'lucide-react/icons/map-pin';
import SparklesIcon from 'lucide-react/icons/sparkles';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { avatarSource } from '@/lib/avatar-source';
import { formatMonthYear } from '../profile-time';

export type ProfileCardData = {
  username: string;
  /** Any stored form (docs/product.md §3): string, JSON-array string or array. */
  avatarUrl: unknown;
  tagline: string | null;
  location: string | null;
  locationCategory: string | null;
  status: string | null;
  statusDetails: string | null;
  memberSince?: string | null;
};

/** Who a member is: photo, name, tagline, where they are and what they're up to. */
export function ProfileCard({
  profile,
  email,
  actions,
}: {
  profile: ProfileCardData;
  /** Shown on the member's own profile only. */
  email?: string | null;
  actions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const username = profile.username;
  const memberSince = profile.memberSince ? formatMonthYear(i18n, profile.memberSince) : null;
  return (
    <section
      aria-label={t`Profile of ${username}`}
      className="overflow-hidden rounded-[1.75rem] bg-surface shadow-soft ring-1 ring-ocean-900/8"
    >
      <div
        aria-hidden="true"
        className="h-24 bg-linear-to-r from-ocean-600 via-ocean-500 to-coral-400 sm:h-28"
      />
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <Avatar name={profile.username} src={avatarSource(profile.avatarUrl)} size="xl" />
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        <h2 className="mt-3 text-2xl font-bold break-words sm:text-3xl">{profile.username}</h2>
        {email ? <p className="text-sm text-muted">{email}</p> : null}
        {profile.tagline ? (
          <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink/85">{profile.tagline}</p>
        ) : null}
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
          {profile.location ? (
            <li className="flex items-center gap-1.5">
              <MapPinIcon aria-hidden="true" className="size-4 text-coral-500" />
              <span>
                {profile.location}
                {profile.locationCategory ? (
                  <Badge variant="neutral" className="ml-2 align-middle">
                    {profile.locationCategory}
                  </Badge>
                ) : null}
              </span>
            </li>
          ) : profile.locationCategory ? (
            <li>
              <Badge variant="neutral">{profile.locationCategory}</Badge>
            </li>
          ) : null}
          {profile.memberSince ? (
            <li className="flex items-center gap-1.5">
              <CalendarIcon aria-hidden="true" className="size-4" />
              {t`Member since ${memberSince}`}
            </li>
          ) : null}
        </ul>
        {profile.status || profile.statusDetails ? (
          <div className="mt-4 rounded-2xl bg-sand-100 p-4 ring-1 ring-sand-200 ring-inset">
            <p className="flex items-center gap-2 text-sm font-semibold text-ink">
              <SparklesIcon aria-hidden="true" className="size-4 text-coral-500" />
              {profile.status ?? t`Status`}
            </p>
            {profile.statusDetails ? (
              <p className="mt-1 text-sm leading-relaxed text-ink/80">{profile.statusDetails}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
