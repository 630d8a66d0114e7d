import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import CheckIcon from 'lucide-react/icons/check';
import { useId, useState, type ReactElement } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ScrollArea } from '@/components/ui/scroll-area';
import { Skeleton } from '@/components/ui/skeleton';
import { nameOfCountry } from '@/lib/country-names';
import { cn } from '@/lib/cn';
import { useAreas, type Area } from '../api/areas-query';
import { useAreaLocation } from '../area-location';

/** docs/product.md §2 "Area picker". */
export const AREA_PICKER_TITLE = msg`Select Area`;
export const SHOW_ALL_LABEL = msg({
  message: 'Show All',
  comment: 'Area picker: events of every area',
});
export const SHOW_ALL_AREAS_LABEL = msg`Show All Areas`;

type AreaPickerProps = {
  mode: 'dialog' | 'dropdown';
  /** The header's button; it opens the picker and gets focus back when it closes. */
  trigger: ReactElement;
  /** The picker is first rendered by a click on the trigger, so it opens at once by default. */
  defaultOpen?: boolean;
};

export function AreaPicker({ mode, trigger, defaultOpen = true }: AreaPickerProps) {
  return mode === 'dialog' ? (
    <AreaPickerDialog trigger={trigger} defaultOpen={defaultOpen} />
  ) : (
    <AreaPickerDropdown trigger={trigger} defaultOpen={defaultOpen} />
  );
}

function CountBadge({ area, selected }: { area: Area; selected: boolean }) {
  // docs/product.md §2: every area has a count badge, 0 when the count is unknown.
  const count = area.upcomingEventCount ?? 0;
  const { i18n } = useLingui();
  return (
    <Badge variant={selected ? 'solid' : 'neutral'} className="ml-auto tabular-nums">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">
        {i18n._({
          ...msg`{count, plural, one {# upcoming event} other {# upcoming events}}`,
          values: { count },
        })}
      </span>
    </Badge>
  );
}

function ListStatus({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 px-3 py-3 text-sm text-muted">
        {t`Areas could not be loaded.`}
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t`Try again`}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" aria-label={t`Loading areas`} className="flex flex-col gap-2 p-2">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-9" />
      ))}
    </div>
  );
}

function AreaPickerDropdown({
  trigger,
  defaultOpen,
}: {
  trigger: ReactElement;
  defaultOpen: boolean;
}) {
  const { i18n } = useLingui();
  const { selectedArea, selectArea, clearArea } = useAreaLocation();
  const areas = useAreas();
  const titleId = useId();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="w-72"
        aria-labelledby={titleId}
        data-testid="area-picker"
      >
        <DropdownMenuLabel id={titleId} className="font-display text-base text-ink">
          {i18n._(AREA_PICKER_TITLE)}
        </DropdownMenuLabel>
        {areas.data ? (
          // docs/product.md §9: the list scrolls beyond 300 px in the dropdown (400 px in the dialog).
          <ScrollArea viewportClassName="max-h-[300px]">
            <DropdownMenuRadioGroup
              value={selectedArea?.id ?? ''}
              onValueChange={(id) => {
                const area = areas.data.find((candidate) => candidate.id === id);
                if (area) selectArea(area);
              }}
            >
              {areas.data.map((area) => (
                <DropdownMenuRadioItem key={area.id} value={area.id} className="pr-3">
                  <span className="min-w-0 flex-1 truncate">{area.name}</span>
                  <CountBadge area={area} selected={area.id === selectedArea?.id} />
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </ScrollArea>
        ) : (
          <ListStatus isError={areas.isError} onRetry={() => void areas.refetch()} />
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={clearArea} className="justify-center font-semibold">
          {i18n._(SHOW_ALL_LABEL)}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function AreaPickerDialog({
  trigger,
  defaultOpen,
}: {
  trigger: ReactElement;
  defaultOpen: boolean;
}) {
  const { t, i18n } = useLingui();
  const { selectedArea, selectArea, clearArea } = useAreaLocation();
  const areas = useAreas();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent data-testid="area-picker">
        <DialogHeader>
          <DialogTitle>{i18n._(AREA_PICKER_TITLE)}</DialogTitle>
          <DialogDescription>
            {t`Home and Discover show what is on in the area you pick.`}
          </DialogDescription>
        </DialogHeader>
        <div className="mt-5">
          {areas.data ? (
            <ScrollArea viewportClassName="max-h-[400px]">
              <ul className="flex flex-col gap-1.5 pr-2">
                {areas.data.map((area) => {
                  const selected = area.id === selectedArea?.id;
                  return (
                    <li key={area.id}>
                      <button
                        type="button"
                        aria-pressed={selected}
                        onClick={() => {
                          selectArea(area);
                          setOpen(false);
                        }}
                        className={cn(
                          'flex min-h-12 w-full cursor-pointer items-center gap-3 rounded-2xl px-4 py-2.5 text-left font-semibold ring-1 transition-colors ring-inset',
                          selected
                            ? 'bg-ocean-50 text-ocean-800 ring-ocean-300'
                            : 'bg-surface ring-ocean-900/10 hover:bg-ocean-50',
                        )}
                      >
                        <span className="min-w-0 flex-1">
                          <span className="block truncate">{area.name}</span>
                          {area.country ? (
                            <span className="block text-xs font-medium text-muted">
                              {nameOfCountry(i18n, area.country)}
                            </span>
                          ) : null}
                        </span>
                        {selected ? (
                          <CheckIcon aria-hidden="true" className="size-4 text-ocean-700" />
                        ) : null}
                        <CountBadge area={area} selected={selected} />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </ScrollArea>
          ) : (
            <ListStatus isError={areas.isError} onRetry={() => void areas.refetch()} />
          )}
        </div>
        <Button
          variant="outline"
          className="mt-5 w-full"
          onClick={() => {
            clearArea();
            setOpen(false);
          }}
        >
          {i18n._(SHOW_ALL_AREAS_LABEL)}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
