import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateCityRequest,
  type AdminArea,
  type AdminCity,
  type CityStatus,
} from '@lineup/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import CheckIcon from 'lucide-react/icons/check';
import PencilIcon from 'lucide-react/icons/pencil';
import PlusIcon from 'lucide-react/icons/plus';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { fieldClasses, Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import {
  adminAreasQuery,
  adminCitiesQuery,
  type AdminCityFilters,
  approveCity,
  createCity,
  deleteCity,
  readAgainAfterChange,
  renameCity,
} from '../api/admin-api';
import { DataTable, type Column } from './data-table';
import { PanelError, PanelLoading, Pager, toastFailure } from './panel-states';

type CityFormProps = {
  /** The city to rename; none adds one to a chosen area. */
  city?: AdminCity;
  areas: AdminArea[];
  onSaved: (city: AdminCity) => void;
  onCancel: () => void;
};

/** A new city (area and name) or a new name for one; the address is made from the name. */
function CityForm({ city, areas, onSaved, onCancel }: CityFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<CreateCityRequest>({
    // A rename keeps the city's area, so one schema checks both forms.
    resolver: zodResolver(CreateCityRequest),
    defaultValues: { areaId: city?.area.id ?? areas[0]?.id ?? '', name: city?.name ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: CreateCityRequest) =>
      city ? renameCity(city.id, values.name) : createCity(values),
    onSuccess: onSaved,
    onError: (error) =>
      toastFailure(i18n, city ? t`The city was not renamed` : t`The city was not added`, error),
  });
  const { errors } = form.formState;
  const path = city?.path ?? '';
  return (
    <form
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
      noValidate
      className="mt-5 flex flex-col gap-4"
    >
      {city ? (
        <p className="text-sm text-muted">
          <Trans>
            The page stays at <span className="font-mono text-ink">{path}</span>, so links keep
            working.
          </Trans>
        </p>
      ) : (
        <Field label={t`Area`} error={errors.areaId?.message}>
          <select className={cn(fieldClasses, 'h-11')} {...form.register('areaId')}>
            {areas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label={t`Name`} error={errors.name?.message}>
        <Input
          autoComplete="off"
          placeholder={t({ message: 'Ribamar', comment: 'An example of a town’s name' })}
          {...form.register('name')}
        />
      </Field>
      <div className="mt-2 flex flex-col gap-2.5 sm:flex-row-reverse">
        <Button type="submit" loading={save.isPending} loadingLabel={t`Saving...`}>
          {city ? t`Rename city` : t`Add city`}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}

function CityStatusCell({ city }: { city: AdminCity }) {
  const { t } = useLingui();
  if (city.status === 'pending') {
    const username = city.suggestedBy?.username ?? '';
    return (
      <div className="flex flex-col items-start gap-1">
        <Badge variant="accent">{t`Waiting for approval`}</Badge>
        {city.suggestedBy ? (
          <span className="text-xs text-muted">{t`Suggested by @${username}`}</span>
        ) : null}
      </div>
    );
  }
  return city.areaCity ? (
    <Badge variant="solid">{t`Area's own page`}</Badge>
  ) : (
    <Badge>{t({ message: 'Approved', comment: 'A city’s status' })}</Badge>
  );
}

/**
 * Cities: the pages under each country (`/portugal/ericeira`). A town a member types for a new
 * venue waits here; approving it gives it a page and moves its venues and their events there.
 */
export function CitiesPanel() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<AdminCityFilters>({ status: '', page: 1 });
  const query = useQuery(adminCitiesQuery(filters));
  const areas = useQuery(adminAreasQuery);
  // null: closed; 'new': adding; a city: renaming it.
  const [editing, setEditing] = useState<AdminCity | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCity | null>(null);

  const refresh = () => readAgainAfterChange(queryClient, ['admin', 'cities']);
  const deletingName = deleting?.name ?? '';

  const approve = useMutation({
    mutationFn: (city: AdminCity) => approveCity(city.id),
    onSuccess: async (city) => {
      const name = city.name;
      toast({
        title: t`City approved`,
        description: t`${name} has its page now; its venues and their events moved there.`,
        variant: 'success',
      });
      await refresh();
    },
    onError: (error) => toastFailure(i18n, t`The city was not approved`, error),
  });

  const remove = useMutation({
    mutationFn: (city: AdminCity) => deleteCity(city.id),
    onSuccess: async (_, city) => {
      setDeleting(null);
      const name = city.name;
      toast({
        title: t`City deleted`,
        description: t`${name} is gone; its venues stay on the area's own page.`,
        variant: 'success',
      });
      await refresh();
    },
    onError: (error) => toastFailure(i18n, t`The city was not deleted`, error),
  });

  const columns: Column<AdminCity>[] = [
    {
      header: t`City`,
      cell: (city) => (
        <div className="flex flex-col">
          <span className="font-semibold text-ink">{city.name}</span>
          <span className="font-mono text-xs break-all text-muted">{city.path}</span>
        </div>
      ),
    },
    { header: t`Area`, cell: (city) => city.area.name },
    { header: t`Status`, cell: (city) => <CityStatusCell city={city} /> },
    { header: t`Venues`, align: 'end', cell: (city) => i18n.number(city.venueCount) },
    {
      header: t`Actions`,
      align: 'end',
      cell: (city) => {
        const name = city.name;
        return (
          <div className="flex flex-wrap gap-2 md:justify-end">
            {city.status === 'pending' ? (
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={approve.isPending && approve.variables?.id === city.id}
                  loadingLabel={t`Saving...`}
                  onClick={() => approve.mutate(city)}
                  aria-label={t`Approve ${name}`}
                >
                  <CheckIcon aria-hidden="true" />
                  {t`Approve`}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-coral-700"
                  onClick={() => setDeleting(city)}
                  aria-label={t`Delete ${name}`}
                >
                  <Trash2Icon aria-hidden="true" />
                  {t`Delete`}
                </Button>
              </>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              onClick={() => setEditing(city)}
              aria-label={t`Rename ${name}`}
            >
              <PencilIcon aria-hidden="true" />
              {t`Rename`}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="admin-cities-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="admin-cities-heading" className="text-xl font-semibold">
            {t`Cities`}
          </h2>
          <p className="text-sm text-muted">
            {t`Each city has a page. Towns members type for new venues wait here, first; until approved, their events sit on the area's own page.`}
          </p>
        </div>
        <Button variant="accent" onClick={() => setEditing('new')} disabled={!areas.data}>
          <PlusIcon aria-hidden="true" />
          {t`New city`}
        </Button>
      </div>
      <select
        aria-label={t`City status`}
        value={filters.status}
        onChange={(event) => setFilters({ status: event.target.value as CityStatus | '', page: 1 })}
        className={cn(fieldClasses, 'h-11 sm:w-56')}
      >
        <option value="">{t`Every city`}</option>
        <option value="pending">{t`Waiting for approval`}</option>
        <option value="approved">{t({ message: 'Approved', comment: 'A city’s status' })}</option>
      </select>
      {query.isPending ? (
        <PanelLoading label={t`Loading cities`} />
      ) : query.isError ? (
        <PanelError
          title={t`The cities could not be loaded.`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <DataTable
            label={t`Cities`}
            columns={columns}
            rows={query.data.cities}
            rowKey={(city) => city.id}
            empty={filters.status === 'pending' ? t`No city is waiting.` : t`No cities yet.`}
          />
          <Pager
            page={query.data.page}
            hasMore={query.data.hasMore}
            onPage={(page) => setFilters((current) => ({ ...current, page }))}
          />
        </>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? t`New city` : t`Rename city`}</DialogTitle>
            <DialogDescription>
              {editing === 'new'
                ? t`An approved city of the area: it gets its page at once.`
                : t`The new name shows on the page and in the addresses of its venues.`}
            </DialogDescription>
          </DialogHeader>
          {editing !== null ? (
            <CityForm
              key={editing === 'new' ? 'new' : editing.id}
              city={editing === 'new' ? undefined : editing}
              areas={areas.data ?? []}
              onCancel={() => setEditing(null)}
              onSaved={(city) => {
                const added = editing === 'new';
                const name = city.name;
                setEditing(null);
                toast({
                  title: added ? t`City added` : t`City renamed`,
                  description: added ? t`${name} has its page.` : t`It is ${name} now.`,
                  variant: 'success',
                });
                void refresh();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t`Delete ${deletingName}?` : t`Delete this city?`}
        description={t`The suggestion goes; its venues and their events stay on the area's own page.`}
        confirmLabel={t`Delete city`}
        cancelLabel={t`Keep as it is`}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}
