import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  NOTIFICATION_KIND_LABELS,
  type NotificationChannels,
  type NotificationPreference,
} from '@lineup/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SettingsSection } from '@/components/ui/settings-section';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import {
  notificationPreferencesQueryOptions,
  saveNotificationPreference,
} from '../api/notifications-api';

const channels: { key: keyof NotificationChannels; label: MessageDescriptor }[] = [
  { key: 'inApp', label: msg`In the app` },
  { key: 'email', label: msg`E-mail` },
  {
    key: 'push',
    label: msg({ message: 'Push', comment: 'Notification channel: push notifications' }),
  },
];

/**
 * What the member hears about, and where (docs/product.md §10): a row per kind, a checkbox per
 * channel, saved as soon as it changes. `pushControl` is this device's push switch, shown
 * above the table (push reaches only devices that allowed it).
 */
export function NotificationPreferences({
  viewerId,
  pushControl,
}: {
  viewerId: string;
  pushControl?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const options = notificationPreferencesQueryOptions(viewerId);
  const { data, isError } = useQuery(options);
  const save = useMutation({
    mutationFn: saveNotificationPreference,
    onMutate: (next) => {
      const previous = queryClient.getQueryData(options.queryKey);
      queryClient.setQueryData(options.queryKey, (list) =>
        list?.map((item) => (item.kind === next.kind ? next : item)),
      );
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(options.queryKey, saved);
      toast({ title: t`Notification settings saved`, variant: 'success' });
    },
    onError: (caught, _next, context) => {
      queryClient.setQueryData(options.queryKey, context?.previous);
      toast({
        title: t`Your notification settings were not saved`,
        description: isApiError(caught) ? caught.message : t`Please try again.`,
        variant: 'destructive',
      });
    },
  });

  const toggle = (item: NotificationPreference, key: keyof NotificationChannels) =>
    save.mutate({ ...item, [key]: !item[key] });

  return (
    <SettingsSection
      title={t`Notifications`}
      description={t`What you hear about, and where. Every e-mail also has a link to stop that kind.`}
    >
      {pushControl ? <div className="mb-4">{pushControl}</div> : null}
      {isError ? (
        <p role="alert" className="text-sm text-coral-700">
          {t`Your notification settings could not be loaded.`}
        </p>
      ) : !data ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Notifications by kind and channel</caption>
            <thead>
              <tr className="text-xs text-muted">
                <th scope="col" className="pb-2 font-semibold">
                  {t({ message: 'Kind', comment: 'Column heading: the kind of notification' })}
                </th>
                {channels.map((channel) => (
                  <th key={channel.key} scope="col" className="px-2 pb-2 text-center font-semibold">
                    {i18n._(channel.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((item) => {
                const { label, hint } = NOTIFICATION_KIND_LABELS[item.kind];
                return (
                  <tr key={item.kind} className="border-t border-ocean-900/8 align-top">
                    <th scope="row" className="py-2.5 pr-2 font-normal">
                      <span className="block font-semibold text-ink">{label}</span>
                      <span className="block text-muted">{hint}</span>
                    </th>
                    {channels.map((channel) => (
                      <td key={channel.key} className="px-2 py-2.5 text-center">
                        <input
                          type="checkbox"
                          aria-label={`${label}: ${i18n._(channel.label)}`}
                          checked={item[channel.key]}
                          onChange={() => toggle(item, channel.key)}
                          className="size-4.5 cursor-pointer accent-ocean-600"
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </SettingsSection>
  );
}
