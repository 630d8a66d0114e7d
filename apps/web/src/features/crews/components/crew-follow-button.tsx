import { useLingui } from '@lingui/react/macro';
import type { CrewPage } from '@lineup/contracts';
import BellPlusIcon from 'lucide-react/icons/bell-plus';
import CheckIcon from 'lucide-react/icons/check';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFollowCrew } from '../hooks/use-crew-actions';

type CrewFollowButtonProps = {
  crew: Pick<CrewPage, 'handle' | 'name' | 'viewer'>;
  /** Nobody is signed in: the button sends them to log in, and back here after. */
  signedIn: boolean;
};

/** Follow / Following: a follower hears of the crew's new events. */
export function CrewFollowButton({ crew, signedIn }: CrewFollowButtonProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useFollowCrew(crew);
  const following = crew.viewer.following;

  if (!signedIn) {
    return (
      <Button
        onClick={() => {
          const back = `${location.pathname}${location.search}`;
          void navigate(`/auth?redirectTo=${encodeURIComponent(back)}`);
        }}
      >
        <BellPlusIcon aria-hidden="true" />
        {t({ message: 'Follow', comment: 'Button: follow a crew to hear of its new events' })}
      </Button>
    );
  }
  return following ? (
    <Button
      variant="outline"
      loading={follow.isPending}
      loadingLabel={t`Unfollowing...`}
      onClick={() => follow.mutate(false)}
    >
      <CheckIcon aria-hidden="true" />
      {t({ message: 'Following', comment: 'Button state: the member follows this crew' })}
    </Button>
  ) : (
    <Button
      loading={follow.isPending}
      loadingLabel={t({ message: 'Following...', comment: 'While the follow is being saved' })}
      onClick={() => follow.mutate(true)}
    >
      <BellPlusIcon aria-hidden="true" />
      {t({ message: 'Follow', comment: 'Button: follow a crew to hear of its new events' })}
    </Button>
  );
}
