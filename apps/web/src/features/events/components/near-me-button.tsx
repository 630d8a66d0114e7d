import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

export const LOCATION_FAILED = msg`Lineup could not get your location. Allow it for this site, or choose an area instead.`;

/** A position rounded to about 100 m, which is all "near me" needs: `lat,lng`. */
const nearParam = (coords: { latitude: number; longitude: number }) =>
  `${Number(coords.latitude.toFixed(3))},${Number(coords.longitude.toFixed(3))}`;

/**
 * "Near me" (docs/product.md §17): asks the browser for the person's position once, on the tap,
 * and hands it to the page as the list's `near` (rounded to about 100 m); the list is then
 * nearest first. A second tap goes back to soonest first. The position stays in this page: the
 * server uses it for that answer and neither keeps nor logs it.
 */
export function NearMeButton({
  near,
  onChange,
}: {
  near: string | null;
  onChange: (near: string | null) => void;
}) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<'idle' | 'asking' | 'failed'>('idle');

  const ask = () => {
    if (near) {
      onChange(null);
      return;
    }
    if (!('geolocation' in navigator)) {
      setState('failed');
      return;
    }
    setState('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        onChange(nearParam(position.coords));
      },
      () => setState('failed'),
      { maximumAge: 10 * 60_000, timeout: 20_000 },
    );
  };

  return (
    <div className="flex flex-col gap-1">
      <Button
        variant={near ? 'primary' : 'outline'}
        size="sm"
        aria-pressed={near !== null}
        loading={state === 'asking'}
        loadingLabel={t`Finding where you are`}
        onClick={ask}
      >
        {t`Near me`}
      </Button>
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-coral-700">
          {i18n._(LOCATION_FAILED)}
        </p>
      ) : null}
    </div>
  );
}
