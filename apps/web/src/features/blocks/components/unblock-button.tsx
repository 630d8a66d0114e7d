import { useLingui } from '@lingui/react/macro';
import type { MemberSummary } from '@lineup/contracts';
import { Button } from '@/components/ui/button';
import { useUnblockMember } from '../api/blocks-api';

/** Lifts my block of a member at once: nothing is lost by it, so nothing is asked first. */
export function UnblockButton({
  viewerId,
  member,
  size = 'sm',
}: {
  viewerId: string;
  member: MemberSummary;
  size?: 'sm' | 'md';
}) {
  const { t } = useLingui();
  const unblock = useUnblockMember(viewerId);
  const name = member.username;
  return (
    <Button
      size={size}
      variant="outline"
      loading={unblock.isPending}
      loadingLabel={t`Unblocking...`}
      aria-label={t`Unblock ${name}`}
      onClick={() => unblock.mutate(member)}
    >
      {t({ message: 'Unblock', comment: 'Button: lift the block of a member' })}
    </Button>
  );
}
