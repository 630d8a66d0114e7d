import { useLingui } from '@lingui/react/macro';
import type { CrewRole, CrewSummary } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import PlusIcon from 'lucide-react/icons/plus';
import UsersRoundIcon from 'lucide-react/icons/users-round';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Skeleton } from '@/components/ui/skeleton';
import { myCrewsQueryOptions } from '../api/crews-api';
import { CREW_ROLE_LABELS, CREW_ROLE_NAMES } from '../lib/crew-roles';

function InvitedAs({ role }: { role: CrewRole }) {
  const { t, i18n } = useLingui();
  const name = i18n._(CREW_ROLE_NAMES[role]);
  return <Badge>{t`Invited as ${name}`}</Badge>;
}

function CrewRow({ crew, aside }: { crew: CrewSummary; aside?: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <Link
        to={crew.path}
        className="min-w-0 truncate font-semibold text-ocean-700 hover:underline"
      >
        {crew.name}
      </Link>
      {aside}
    </li>
  );
}

/**
 * "Your crews": the crews the member runs (with their role), invitations waiting for an
 * answer, the crews they follow, and "Create a crew".
 */
export function YourCrews({ viewerId }: { viewerId: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const query = useQuery(myCrewsQueryOptions(viewerId));
  const data = query.data;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-7"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-700">
          <UsersRoundIcon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t`Your crews`}
          </h2>
          <p className="text-sm leading-relaxed text-muted">
            {t`A crew gives your school, club or nights one page for their events, run together with others, and followers who hear of each new event.`}
          </p>
        </div>
      </div>
      {query.isPending ? (
        <Skeleton className="h-16 w-full rounded-2xl" />
      ) : query.isError ? (
        <p role="alert" className="text-sm">
          {t`Your crews could not be loaded.`}{' '}
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={() => void query.refetch()}
          >
            {t`Try again`}
          </Button>
        </p>
      ) : (
        <>
          {data && data.invitations.length > 0 ? (
            <div>
              <h3 className="text-sm font-semibold">{t`Invitations`}</h3>
              <ul className="divide-y divide-ocean-900/8">
                {data.invitations.map((crew) => (
                  <CrewRow key={crew.id} crew={crew} aside={<InvitedAs role={crew.role} />} />
                ))}
              </ul>
            </div>
          ) : null}
          {data && data.running.length > 0 ? (
            <div>
              <h3 className="text-sm font-semibold">{t`You run`}</h3>
              <ul className="divide-y divide-ocean-900/8">
                {data.running.map((crew) => (
                  <CrewRow
                    key={crew.id}
                    crew={crew}
                    aside={
                      <span className="text-sm text-muted">
                        {i18n._(CREW_ROLE_LABELS[crew.role])}
                      </span>
                    }
                  />
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-muted">{t`You do not run a crew yet.`}</p>
          )}
          {data && data.following.length > 0 ? (
            <div>
              <h3 className="text-sm font-semibold">{t`You follow`}</h3>
              <ul className="divide-y divide-ocean-900/8">
                {data.following.map((crew) => (
                  <CrewRow key={crew.id} crew={crew} />
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      <LinkButton to="/crews/create" variant="outline" className="self-start">
        <PlusIcon aria-hidden="true" />
        {t`Create a crew`}
      </LinkButton>
    </section>
  );
}
