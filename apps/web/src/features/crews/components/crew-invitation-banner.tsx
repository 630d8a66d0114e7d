import { useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const answer = useCrewInvitation(crew, viewerId);
  const role = crew.viewer.invitedAs;
  if (!role) return null;
  const name = crew.name;
  const asRole = roleWithArticle(i18n, role);
  return (
    <section
      aria-labelledby="crew-invitation"
      className="flex flex-col gap-4 rounded-3xl bg-ocean-50 p-5 ring-1 ring-ocean-200 ring-inset sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <MailOpenIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-700" />
        <div>
          <h2 id="crew-invitation" className="font-semibold text-ocean-900">
            {t`You are invited to join ${name} as ${asRole}`}
          </h2>
          <p className="text-sm text-muted">{i18n._(CREW_ROLE_HINTS[role])}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          loading={answer.isPending && answer.variables === 'accept'}
          loadingLabel={t`Accepting...`}
          disabled={answer.isPending}
          onClick={() => answer.mutate('accept')}
        >
          {t`Accept`}
        </Button>
        <Button
          variant="outline"
          loading={answer.isPending && answer.variables === 'decline'}
          loadingLabel={t`Declining...`}
          disabled={answer.isPending}
          onClick={() => answer.mutate('decline')}
        >
          {t`Decline`}
        </Button>
      </div>
    </section>
  );
}
