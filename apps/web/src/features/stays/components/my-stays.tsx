import { useLingui } from '@lingui/react/macro';
import type { Area, MyStay } from '@lineup/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import MapPinIcon from 'lucide-react/icons/map-pin';
import PlusIcon from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Section } from '@/components/ui/section';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { myStaysQueryOptions, staysApi, staysKey } from '../api/stays-api';
import {
  emptyStayForm,
  stayFormValuesOf,
  stayRequestOf,
  type StayFormValues,
} from '../lib/stay-form-values';
import { MY_STAYS_ID } from '../lib/my-stays-link';
import { stayDays } from '../lib/stay-days';
import { stayPlace } from '../lib/stay-place';
import { STAY_VISIBILITY_NAMES } from '../lib/stay-visibility';
import { StayForm } from './stay-form';

type Editing = { stay: MyStay | null } | null;

/** The member's own stays on their profile: add, change and remove them. */
export function MyStays({ viewerId, areas }: { viewerId: string; areas: Area[] }) {
  const { t, i18n } = useLingui();
  const stays = useQuery(myStaysQueryOptions(viewerId));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<MyStay | null>(null);

  const changed = () => queryClient.invalidateQueries({ queryKey: staysKey(viewerId) });
  const save = async (values: StayFormValues) => {
    const body = stayRequestOf(values);
    const stay = editing?.stay;
    await (stay ? staysApi.replace(stay.id, body) : staysApi.add(body));
    toast.success(stay ? t`Stay updated` : t`Stay added`);
    setEditing(null);
    await changed();
  };
  const remove = useMutation({
    mutationFn: (stay: MyStay) => staysApi.remove(stay.id),
    onSuccess: async () => {
      setRemoving(null);
      toast.success(t`Stay removed`);
      await changed();
    },
    onError: (error) =>
      toast.destructive(
        isApiError(error) ? error.message : t`The stay could not be removed. Please try again.`,
      ),
  });

  return (
    <Section
      id={MY_STAYS_ID}
      title={t`Your stays`}
      description={t`Where you will be: friends see who is around at the same time.`}
    >
      {stays.isPending ? (
        <Skeleton className="h-20" />
      ) : stays.isError ? (
        <Alert variant="error">{t`Your stays could not be loaded right now.`}</Alert>
      ) : stays.data.length === 0 ? (
        <p className="rounded-2xl bg-surface/70 p-5 text-sm text-muted ring-1 ring-ocean-900/8">
          {t`No stays yet. Add where you will be, and see the events, plans and people around then.`}
        </p>
      ) : (
        <ul aria-label={t`Your stays`} className="flex flex-col gap-2.5">
          {stays.data.map((stay) => {
            const where = `${stayPlace(stay)}, ${stayDays(i18n, stay.arrivesOn, stay.leavesOn)}`;
            const seenBy = i18n._(STAY_VISIBILITY_NAMES[stay.visibility]);
            return (
              <li
                key={stay.id}
                className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface px-4 py-3 ring-1 ring-ocean-900/8"
              >
                <MapPinIcon aria-hidden="true" className="size-5 shrink-0 text-ocean-700" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold">{where}</span>
                  <span className="text-sm text-muted">
                    {t`Seen by: ${seenBy}`}
                    {stay.note ? ` · ${stay.note}` : ''}
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing({ stay })}>
                    {t({ message: 'Edit', comment: 'Button: edit the event' })}
                    <span className="sr-only"> {where}</span>
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setRemoving(stay)}>
                    {t({ message: 'Remove', comment: 'Button: remove a stay' })}
                    <span className="sr-only"> {where}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button variant="outline" onClick={() => setEditing({ stay: null })}>
          <PlusIcon aria-hidden="true" />
          {t`Add a stay`}
        </Button>
      </div>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{editing?.stay ? t`Edit stay` : t`Add a stay`}</DialogTitle>
            <DialogDescription>
              {t`The area and the days you will be there; never an address.`}
            </DialogDescription>
          </DialogHeader>
          {editing ? (
            <div className="mt-5">
              <StayForm
                defaultValues={editing.stay ? stayFormValuesOf(editing.stay) : emptyStayForm()}
                areas={areas}
                submitLabel={editing.stay ? t`Save stay` : t`Add stay`}
                onSave={save}
                onCancel={() => setEditing(null)}
              />
            </div>
          ) : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t`Remove this stay?`}
        description={
          removing
            ? `${stayPlace(removing)}, ${stayDays(i18n, removing.arrivesOn, removing.leavesOn)}.`
            : ''
        }
        confirmLabel={t`Remove stay`}
        cancelLabel={t`Keep it`}
        busy={remove.isPending}
        busyLabel={t`Removing...`}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Section>
  );
}
