import { useLingui } from '@lingui/react/macro';
import type { MemberSummary } from '@lineup/contracts';
import BanIcon from 'lucide-react/icons/ban';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBlockMember } from '../api/blocks-api';
import { BLOCK_EXPLAINED, blockTitle } from '../block-messages';

/** "Block" on a member's profile, after a confirmation (docs/product.md §13). */
export function BlockMemberButton({
  viewerId,
  member,
  onBlocked,
}: {
  viewerId: string;
  member: MemberSummary;
  /** After the block went through (the profile page reads the member again). */
  onBlocked?: () => void;
}) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const block = useBlockMember(viewerId, () => {
    setConfirming(false);
    onBlocked?.();
  });
  return (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      trigger={
        <Button variant="ghost">
          <BanIcon aria-hidden="true" />
          {t({ message: 'Block', comment: 'Button: block a member' })}
        </Button>
      }
      title={blockTitle(i18n, member.username)}
      description={i18n._(BLOCK_EXPLAINED)}
      confirmLabel={t({ message: 'Block', comment: 'Button: block a member' })}
      cancelLabel={t`Cancel`}
      busy={block.isPending}
      busyLabel={t`Blocking...`}
      onConfirm={() => block.mutate(member)}
    />
  );
}
