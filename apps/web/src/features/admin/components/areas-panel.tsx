import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminArea } from '@lineup/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import PencilIcon from 'lucide-react/icons/pencil';
import PlusIcon from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { adminAreasQuery, createArea, refreshPublicAreas, updateArea } from '../api/admin-api';
import { AreaForm, type AreaFormValues } from './area-form';
import { DataTable, type Column } from './data-table';
import { PanelError, PanelLoading, toastFailure } from './panel-states';

const coordinates = (i18n: I18n, area: AdminArea) =>
  area.latitude === null || area.longitude === null
    ? i18n._(msg({ message: 'Not set', comment: 'An area’s coordinates are not set' }))
    : `${area.latitude.toFixed(4)}, ${area.longitude.toFixed(4)}`;

/** Areas: create, rename, activate or hide, reorder, time zone and coordinates. */
export function AreasPanel() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(adminAreasQuery);
  // null: closed; 'new': creating; an area: editing it.
  const [editing, setEditing] = useState<AdminArea | 'new' | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);

  async function save(values: AreaFormValues) {
    const current = editing;
    try {
      if (current === 'new') {
        const area = await createArea(values);
        const name = area.name;
        toast({ title: t`Area created`, description: t`${name} is ready.`, variant: 'success' });
      } else if (current) {
        const area = await updateArea(current.id, {
          name: values.name,
          timeZone: values.timeZone,
          latitude: values.latitude,
          longitude: values.longitude,
          displayOrder: values.displayOrder,
          active: values.active,
        });
        const name = area.name;
        toast({ title: t`Area saved`, description: t`${name} is updated.`, variant: 'success' });
      }
      setEditing(null);
      await refreshPublicAreas(queryClient);
    } catch (error) {
      toastFailure(
        i18n,
        current === 'new' ? t`The area was not created` : t`The area was not saved`,
        error,
      );
      throw error;
    }
  }

  async function toggle(area: AdminArea) {
    setToggling(area.id);
    const name = area.name;
    try {
      await updateArea(area.id, { active: !area.active });
      toast({
        title: area.active ? t`Area hidden` : t`Area activated`,
        description: area.active
          ? t`${name} no longer shows in the area picker.`
          : t`${name} now shows in the area picker.`,
        variant: 'success',
      });
      await refreshPublicAreas(queryClient);
    } catch (error) {
      toastFailure(i18n, t`The area was not changed`, error);
    } finally {
      setToggling(null);
    }
  }

  const columns: Column<AdminArea>[] = [
    {
      header: t({ message: 'Order', comment: 'Column: an area’s display order' }),
      cell: (area) => area.displayOrder,
      className: 'md:w-16',
    },
    {
      header: t`Area`,
      cell: (area) => (
        <div className="flex flex-col">
          <span className="font-semibold text-ink">{area.name}</span>
          <span className="font-mono text-xs text-muted">{area.slug}</span>
        </div>
      ),
    },
    { header: t`Country`, cell: (area) => area.country || '—' },
    { header: t`Time zone`, cell: (area) => area.timeZone },
    { header: t`Coordinates`, cell: (area) => coordinates(i18n, area) },
    {
      header: t`Events`,
      align: 'end',
      cell: (area) => {
        const events = i18n.number(area.eventCount);
        const upcoming = i18n.number(area.upcomingEventCount);
        return (
          <span>
            <Trans>
              {events} <span className="text-muted">({upcoming} upcoming)</span>
            </Trans>
          </span>
        );
      },
    },
    {
      header: t`Status`,
      cell: (area) =>
        area.active ? <Badge>{t`Active`}</Badge> : <Badge variant="neutral">{t`Inactive`}</Badge>,
    },
    {
      header: t`Actions`,
      align: 'end',
      cell: (area) => {
        const name = area.name;
        return (
          <div className="flex flex-wrap gap-2 md:justify-end">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing(area)}
              aria-label={t`Edit ${name}`}
            >
              <PencilIcon aria-hidden="true" />
              {t`Edit`}
            </Button>
            <Button
              variant="outline"
              size="sm"
              loading={toggling === area.id}
              loadingLabel={t`Saving...`}
              onClick={() => void toggle(area)}
              aria-label={area.active ? t`Deactivate ${name}` : t`Activate ${name}`}
            >
              {area.active ? t`Deactivate` : t`Activate`}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="admin-areas-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="admin-areas-heading" className="text-xl font-semibold">
            {t`Areas`}
          </h2>
          <p className="text-sm text-muted">
            {t`Active areas show in the area picker, by name, and on the home page in this order. Inactive ones keep their events.`}
          </p>
        </div>
        <Button variant="accent" onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden="true" />
          {t`New area`}
        </Button>
      </div>
      {query.isPending ? (
        <PanelLoading label={t`Loading areas`} />
      ) : query.isError ? (
        <PanelError
          title={t`The areas could not be loaded.`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <DataTable
          label={t`Areas`}
          columns={columns}
          rows={query.data}
          rowKey={(area) => area.id}
          empty={t`No areas yet.`}
        />
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? t`New area` : t`Edit area`}</DialogTitle>
            <DialogDescription>
              {editing === 'new'
                ? t`A coastal town or stretch of coast where events happen.`
                : t`Changes show in the area picker at once.`}
            </DialogDescription>
          </DialogHeader>
          {editing !== null ? (
            <AreaForm
              key={editing === 'new' ? 'new' : editing.id}
              area={editing === 'new' ? undefined : editing}
              onSubmit={save}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
