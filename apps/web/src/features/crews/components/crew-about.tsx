import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { eventImageUrl, isAreaSlug, type CrewPage } from '@lineup/contracts';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import MapPinIcon from 'lucide-react/icons/map-pin';
import UsersIcon from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { CREW_ROLE_LABELS } from '../lib/crew-roles';

/** The server stores http(s) links only; anything else is not shown all the same. */
function webLink(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** "ribeira-surf-lab.example.com/about" for a link's text. */
const linkText = (url: URL) =>
  `${url.host.replace(/^www\./, '')}${url.pathname === '/' ? '' : url.pathname}`;

export function followersLine(i18n: I18n, count: number): string {
  return i18n._({
    ...msg`{count, plural, one {# follower} other {# followers}}`,
    values: { count },
  });
}

/** The crew's picture, words, area, links and who runs it. */
export function CrewAbout({ crew }: { crew: CrewPage }) {
  const { t, i18n } = useLingui();
  const links = crew.links.flatMap((link) => webLink(link) ?? []);
  const team = crew.members.filter(
    (member) => member.status === 'accepted' && member.role !== 'checkin',
  );
  return (
    <section
      aria-label={t`About this crew`}
      className="grid gap-6 rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6 md:grid-cols-[auto_1fr]"
    >
      {crew.imageUrl ? (
        <img
          src={eventImageUrl(crew.imageUrl, 'card')}
          alt=""
          width={320}
          height={180}
          className="aspect-video w-full rounded-2xl object-cover md:w-80"
        />
      ) : null}
      <div className="flex min-w-0 flex-col gap-4">
        <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <MapPinIcon aria-hidden="true" className="size-4 text-coral-600" />
            {isAreaSlug(crew.area.slug) ? (
              <Link to={`/${crew.area.slug}`} className="font-semibold text-ocean-700 underline">
                {crew.area.name}
              </Link>
            ) : (
              crew.area.name
            )}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UsersIcon aria-hidden="true" className="size-4" />
            {followersLine(i18n, crew.followerCount)}
          </span>
        </p>
        {crew.description ? (
          <p className="max-w-prose leading-relaxed break-words whitespace-pre-line">
            {crew.description}
          </p>
        ) : null}
        {links.length > 0 ? (
          <ul aria-label={t`Links`} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {links.map((url) => (
              <li key={url.href} className="min-w-0">
                <a
                  href={url.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex max-w-full items-center gap-1.5 font-semibold text-ocean-700 hover:underline"
                >
                  <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
                  <span className="truncate">{linkText(url)}</span>
                  <span className="sr-only"> {t`(opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {team.length > 0 ? (
          <div>
            <h2 className="mb-2 text-sm font-semibold text-ink">{t`Who runs it`}</h2>
            <ul className="flex flex-wrap gap-3">
              {team.map((member) => (
                <li key={member.id}>
                  <Link
                    to={`/user/${member.id}`}
                    className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 ring-1 ring-ocean-900/10 ring-inset hover:bg-ocean-50"
                  >
                    <Avatar name={member.username} src={member.avatarUrl} size="sm" />
                    <span className="text-sm">
                      <span className="font-semibold">{member.username}</span>
                      <span className="text-muted"> · {i18n._(CREW_ROLE_LABELS[member.role])}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
