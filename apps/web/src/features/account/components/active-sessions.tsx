import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { timeAgo } from '@/lib/time-ago';
import type { AccountSession } from '@lineup/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import MonitorIcon from 'lucide-react/icons/monitor';
import SmartphoneIcon from 'lucide-react/icons/smartphone';
import TabletIcon from 'lucide-react/icons/tablet';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { accountSessionsQuery, revokeOtherSessions, revokeSession } from '../api/account-api';
import { SettingsSection } from '@/components/ui/settings-section';

const deviceIcons = {
  desktop: MonitorIcon,
  mobile: SmartphoneIcon,
  tablet: TabletIcon,
  unknown: MonitorIcon,
};

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago". */
function describe(i18n: I18n, session: AccountSession): string {
  const browser = session.browser ?? i18n._(msg`Unknown browser`);
  const os = session.os;
  return os ? i18n._(msg`${browser} on ${os}`) : browser;
}

export function ActiveSessions() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const sessions = useQuery(accountSessionsQuery);
  const [busy, setBusy] = useState<string | null>(null);
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  async function run(key: string, action: () => Promise<string>) {
    setBusy(key);
    try {
      const description = await action();
      toast({ title: t`Signed out`, description, variant: 'success' });
    } catch (error) {
      toast({
        title: t`That did not work`,
        description: error instanceof Error ? error.message : t`Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey });
    }
  }

  return (
    <SettingsSection
      title={t`Active sessions`}
      description={t`The browsers and devices where you're logged in. Sign out any you don't recognise.`}
    >
      {sessions.isPending ? (
        <div className="flex flex-col gap-2.5" aria-busy="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : sessions.isError ? (
        <Alert variant="error">{t`Your sessions could not be loaded. Please try again.`}</Alert>
      ) : (
        <>
          <ul className="flex flex-col gap-2.5">
            {sessions.data.map((session) => {
              const Icon = deviceIcons[session.device];
              const name = describe(i18n, session);
              const when = timeAgo(i18n, session.lastActiveAt);
              return (
                <li
                  key={session.id}
                  className="flex items-center gap-3 rounded-2xl p-3 ring-1 ring-ocean-900/10 ring-inset"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
                      {name}
                      {session.current ? <Badge>{t`This device`}</Badge> : null}
                    </span>
                    <span className="block text-sm text-muted">
                      {session.current ? t`Active now` : t`Last active ${when}`}
                      {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                    </span>
                  </span>
                  {session.current ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t`Sign out ${name}`}
                      loading={busy === session.id}
                      disabled={busy !== null}
                      onClick={() =>
                        void run(session.id, async () => {
                          await revokeSession(session.id);
                          return t`${name} is signed out.`;
                        })
                      }
                    >
                      {t`Sign out`}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <Button
            variant="outline"
            className="mt-4"
            disabled={others.length === 0 || busy !== null}
            loading={busy === 'others'}
            loadingLabel={t`Signing out...`}
            onClick={() =>
              void run('others', async () => {
                const revoked = await revokeOtherSessions();
                return i18n._({
                  ...msg`{revoked, plural, one {# other session is signed out.} other {# other sessions are signed out.}}`,
                  values: { revoked },
                });
              })
            }
          >
            {t`Sign out other sessions`}
          </Button>
        </>
      )}
    </SettingsSection>
  );
}
