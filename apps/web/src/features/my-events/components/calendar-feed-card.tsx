import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import CalendarSyncIcon from 'lucide-react/icons/calendar-sync';
import CopyIcon from 'lucide-react/icons/copy';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import { useId, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldClasses } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { calendarFeedKey, calendarFeedQueryOptions, resetCalendarFeed } from '../api/my-events-api';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The member's private iCal feed of the events they are going to (docs/product.md "Calendar"):
 * copy it into a calendar app once and new RSVPs appear there by themselves.
 */
export function CalendarFeedCard({ viewerId }: { viewerId: string }) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery(calendarFeedQueryOptions(viewerId));
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarFeedKey(viewerId), feed);
      setConfirming(false);
      toast({
        title: t`New calendar link ready`,
        description: t`The old link no longer works. Add the new one to your calendar.`,
        variant: 'success',
      });
    },
    onError: (caught) =>
      toast({
        title: t`The link could not be reset`,
        description: isApiError(caught) ? caught.message : t`Please try again.`,
        variant: 'destructive',
      }),
  });

  const copy = async (url: string) => {
    if (await copyText(url)) {
      toast({
        title: t`Link copied`,
        description: t`Paste it into your calendar app.`,
        variant: 'success',
      });
    } else {
      toast({
        title: t`Copy did not work`,
        description: t`Select the link and copy it yourself.`,
        variant: 'warning',
      });
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-7"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-700">
          <CalendarSyncIcon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t`Your calendar feed`}
          </h2>
          <p className="text-sm leading-relaxed text-muted">
            {t`A private link to the events you are going to. Subscribe to it once and your calendar keeps itself up to date. Anyone with the link can see these events, so keep it to yourself.`}
          </p>
        </div>
      </div>

      {query.isPending ? (
        <Skeleton className="h-11 rounded-xl" />
      ) : query.isError ? (
        <p role="alert" className="text-sm font-medium text-coral-700">
          {t`The calendar link could not be loaded.`}{' '}
          <button
            type="button"
            className="cursor-pointer font-semibold underline"
            onClick={() => void query.refetch()}
          >
            {t`Try again`}
          </button>
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-url`} className="sr-only">
              {t`Calendar feed link`}
            </label>
            <input
              id={`${id}-url`}
              readOnly
              value={query.data.url}
              onFocus={(event) => event.target.select()}
              className={cn(fieldClasses, 'h-11 font-mono text-sm')}
            />
            <Button variant="primary" onClick={() => void copy(query.data.url)}>
              <CopyIcon aria-hidden="true" />
              {t`Copy link`}
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <a
              href={query.data.webcalUrl}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              <CalendarSyncIcon aria-hidden="true" />
              {t`Open in my calendar app`}
            </a>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={
                <Button variant="ghost" size="sm">
                  <RefreshCwIcon aria-hidden="true" />
                  {t`Reset link`}
                </Button>
              }
              title={t`Reset your calendar link?`}
              description={t`The current link stops working at once, in every calendar that uses it. Do this if you shared it by mistake, then subscribe again with the new link.`}
              confirmLabel={t`Reset link`}
              cancelLabel={t`Keep the current link`}
              busy={reset.isPending}
              busyLabel={t`Resetting...`}
              onConfirm={() => reset.mutate()}
            />
          </div>
        </>
      )}

      <details className="rounded-2xl bg-sand-50 p-4 text-sm ring-1 ring-sand-200 ring-inset">
        <summary className="cursor-pointer font-semibold">{t`How to subscribe`}</summary>
        <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 leading-relaxed text-ink/85">
          <li>
            <Trans>
              <strong>Google Calendar</strong> (on a computer): Other calendars → + → From URL,
              paste the link, then Add calendar. It shows on your phone too.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Apple Calendar</strong>: on iPhone, Settings → Calendar → Accounts → Add
              Account → Other → Add Subscribed Calendar; on a Mac, File → New Calendar Subscription.
              Or press “Open in my calendar app”.
            </Trans>
          </li>
          <li>{t`Calendar apps check the feed every few hours, so a new RSVP can take a while.`}</li>
        </ul>
      </details>
    </section>
  );
}
