import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { SettingsSection } from '@/components/ui/settings-section';
import { blockedMembersQuery } from '../api/blocks-api';
import { BLOCKED_MEMBERS_EXPLAINED, NO_BLOCKED_MEMBERS } from '../block-messages';
import { UnblockButton } from './unblock-button';

/** The settings page's "Blocked members": who I blocked, each with Unblock. */
export function BlockedMembers({ viewerId }: { viewerId: string }) {
  const { t, i18n } = useLingui();
  const query = useQuery(blockedMembersQuery(viewerId));
  return (
    <SettingsSection title={t`Blocked members`} description={i18n._(BLOCKED_MEMBERS_EXPLAINED)}>
      {query.isPending ? (
        <p role="status" className="text-sm text-muted">
          {t`Loading blocked members...`}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm font-medium text-coral-700">
          {t`Blocked members could not be loaded.`}{' '}
          <button
            type="button"
            className="cursor-pointer font-semibold underline"
            onClick={() => void query.refetch()}
          >
            {t`Try again`}
          </button>
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted">{i18n._(NO_BLOCKED_MEMBERS)}</p>
      ) : (
        <ul aria-label={t`Blocked members`} className="flex flex-col gap-2">
          {query.data.map((member) => (
            <li
              key={member.id}
              className="flex items-center gap-3 rounded-2xl px-3 py-2 ring-1 ring-ocean-900/8"
            >
              {/* The name beside it says who this is. */}
              <span aria-hidden="true" className="contents">
                <Avatar name={member.username} src={member.avatarUrl} size="sm" />
              </span>
              <Link
                to={`/user/${encodeURIComponent(member.id)}`}
                className="min-w-0 flex-1 truncate font-semibold hover:text-ocean-800 hover:underline"
              >
                {member.username}
              </Link>
              <UnblockButton viewerId={viewerId} member={member} />
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
