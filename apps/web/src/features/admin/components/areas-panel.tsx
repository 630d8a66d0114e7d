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

const coordinates = (area: AdminArea) =>
  area.latitude === null || area.longitude === null
    ? 'Not set'
    : `${area.latitude.toFixed(4)}, ${area.longitude.toFixed(4)}`;

/** Areas: create, rename, activate or hide, reorder, time zone and coordinates. */
export function AreasPanel() {
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
        toast({ title: 'Area created', description: `${area.name} is ready.`, variant: 'success' });
      } else if (current) {
        const area = await updateArea(current.id, {
          name: values.name,
          timeZone: values.timeZone,
          latitude: values.latitude,
          longitude: values.longitude,
          displayOrder: values.displayOrder,
          active: values.active,
        });
        toast({ title: 'Area saved', description: `${area.name} is updated.`, variant: 'success' });
      }
      setEditing(null);
      await refreshPublicAreas(queryClient);
    } catch (error) {
      toastFailure(
        current === 'new' ? 'The area was not created' : 'The area was not saved',
        error,
      );
      throw error;
    }
  }

  async function toggle(area: AdminArea) {
    setToggling(area.id);
    try {
      await updateArea(area.id, { active: !area.active });
      toast({
        title: area.active ? 'Area hidden' : 'Area activated',
        description: area.active
          ? `${area.name} no longer shows in the area picker.`
          : `${area.name} now shows in the area picker.`,
        variant: 'success',
      });
      await refreshPublicAreas(queryClient);
    } catch (error) {
      toastFailure('The area was not changed', error);
    } finally {
      setToggling(null);
    }
  }

  const columns: Column<AdminArea>[] = [
    { header: 'Order', cell: (area) => area.displayOrder, className: 'md:w-16' },
    {
      header: 'Area',
      cell: (area) => (
        <div className="flex flex-col">
          <span className="font-semibold text-ink">{area.name}</span>
          <span className="font-mono text-xs text-muted">{area.slug}</span>
        </div>
      ),
    },
    { header: 'Country', cell: (area) => area.country || '—' },
    { header: 'Time zone', cell: (area) => area.timeZone },
    { header: 'Coordinates', cell: coordinates },
    {
      header: 'Events',
      align: 'end',
      cell: (area) => (
        <span>
          {area.eventCount} <span className="text-muted">({area.upcomingEventCount} upcoming)</span>
        </span>
      ),
    },
    {
      header: 'Status',
      cell: (area) =>
        area.active ? <Badge>Active</Badge> : <Badge variant="neutral">Inactive</Badge>,
    },
    {
      header: 'Actions',
      align: 'end',
      cell: (area) => (
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setEditing(area)}
            aria-label={`Edit ${area.name}`}
          >
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            loading={toggling === area.id}
            loadingLabel="Saving..."
            onClick={() => void toggle(area)}
            aria-label={`${area.active ? 'Deactivate' : 'Activate'} ${area.name}`}
          >
            {area.active ? 'Deactivate' : 'Activate'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-areas-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="admin-areas-heading" className="text-xl font-semibold">
            Areas
          </h2>
          <p className="text-sm text-muted">
            Active areas show in the area picker, by name, and on the home page in this order.
            Inactive ones keep their events.
          </p>
        </div>
        <Button variant="accent" onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden="true" />
          New area
        </Button>
      </div>
      {query.isPending ? (
        <PanelLoading label="Loading areas" />
      ) : query.isError ? (
        <PanelError title="The areas could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          label="Areas"
          columns={columns}
          rows={query.data}
          rowKey={(area) => area.id}
          empty="No areas yet."
        />
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? 'New area' : 'Edit area'}</DialogTitle>
            <DialogDescription>
              {editing === 'new'
                ? 'A coastal town or stretch of coast where events happen.'
                : 'Changes show in the area picker at once.'}
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
