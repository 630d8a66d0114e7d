import { useLingui } from '@lingui/react/macro';
import XIcon from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LazyMap } from './place-map';
import type { MapPoint } from './map-types';

/** Six decimals: about 10 cm, more than a pin dropped by a finger means. */
const asText = (value: number) => String(Number(value.toFixed(6)));

/** The form's two text fields as a point, when both hold a number in range. */
export function pinOf(latitude: string, longitude: string): MapPoint | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  const inRange =
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180 &&
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude);
  return inRange ? point : null;
}

/**
 * A pin to drop with a tap or click on the map, and drag to where it belongs (docs/product.md
 * §17). The latitude and longitude fields (`children`, the form's own inputs) do the same from
 * the keyboard and show what the map set.
 */
export function PinPicker({
  latitude,
  longitude,
  around,
  label,
  onPick,
  children,
}: {
  latitude: string;
  longitude: string;
  /** Where the map opens without a pin: the area's town. */
  around: MapPoint | null;
  /** "Venue location": names the map for screen readers. */
  label: string;
  onPick: (value: { latitude: string; longitude: string }) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const pin = pinOf(latitude, longitude);
  const center = pin ?? around ?? undefined;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        {t`Tap the map to drop a pin, then drag it to the spot, or type the coordinates.`}
      </p>
      <LazyMap
        label={t`${label}: map to drop a pin`}
        className="h-64"
        center={center}
        zoom={pin ? 16 : 13}
        pins={pin ? [{ id: 'pin', ...pin, label: t`Dropped pin` }] : []}
        picker={{
          onChange: (point) =>
            onPick({ latitude: asText(point.latitude), longitude: asText(point.longitude) }),
        }}
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        {children}
        {latitude || longitude ? (
          <Button variant="ghost" size="sm" onClick={() => onPick({ latitude: '', longitude: '' })}>
            <XIcon aria-hidden="true" />
            {t`Remove pin`}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The request's pin from the form's two text fields: null for an empty one, the number typed
 * otherwise (text that is no number is sent as such, for the contract's message).
 */
export function pinRequestOf(
  latitude: string,
  longitude: string,
): { latitude: number | null; longitude: number | null } {
  const read = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  return { latitude: read(latitude), longitude: read(longitude) };
}
