import type { CrewPage } from '@lineup/contracts';
import MailOpenIcon from 'lucide-react/icons/mail-open';
import { Button } from '@/components/ui/button';
import { useCrewInvitation } from '../hooks/use-crew-actions';
import { CREW_ROLE_HINTS, roleWithArticle } from '../lib/crew-roles';

/** An invitation into the crew waiting for the viewer's answer (the notification links here). */
export function CrewInvitationBanner({
  crew,
  viewerId,
}: {
  crew: Pick<CrewPage, 'handle' | 'name' | 'viewer'>;
  viewerId: string;
}) {
  const answer = useCrewInvitation(crew, viewerId);
  const role = crew.viewer.invitedAs;
  if (!role) return null;
  return (
    <section
      aria-labelledby="crew-invitation"
      className="flex flex-col gap-4 rounded-3xl bg-ocean-50 p-5 ring-1 ring-ocean-200 ring-inset sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <MailOpenIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
        <div>
          <h2 id="crew-invitation" className="font-semibold text-ocean-900">
            You are invited to join {crew.name} as {roleWithArticle(role)}
          </h2>
          <p className="text-sm text-muted">{CREW_ROLE_HINTS[role]}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          loading={answer.isPending && answer.variables === 'accept'}
          loadingLabel="Accepting..."
          disabled={answer.isPending}
          onClick={() => answer.mutate('accept')}
        >
          Accept
        </Button>
        <Button
          variant="outline"
          loading={answer.isPending && answer.variables === 'decline'}
          loadingLabel="Declining..."
          disabled={answer.isPending}
          onClick={() => answer.mutate('decline')}
        >
          Decline
        </Button>
      </div>
    </section>
  );
}
