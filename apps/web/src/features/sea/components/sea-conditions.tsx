import { useLingui } from '@lingui/react/macro';
import { LIGHT_WIND_KMH, type SeaConditions as SeaConditionsData } from '@lineup/contracts';
import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import type { ReactNode } from 'react';
import { formatTime } from '@/lib/zoned-time';

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
const COMPASS_NAMES: Record<(typeof COMPASS)[number], string> = {
  N: 'north',
  NE: 'north-east',
  E: 'east',
  SE: 'south-east',
  S: 'south',
  SW: 'south-west',
  W: 'west',
  NW: 'north-west',
};

/** 290° → "W": the nearest of the eight points. */
export const compassPoint = (degrees: number) => COMPASS[Math.round(degrees / 45) % 8]!;

const metres = (value: number) => `${value.toFixed(1)} m`;

/** Where it comes from, as a point and an arrow pointing the way it goes. */
function FromDirection({ degrees }: { degrees: number }) {
  const point = compassPoint(degrees);
  return (
    <span className="inline-flex items-center gap-1">
      <ArrowDownIcon
        aria-hidden="true"
        className="size-3.5 shrink-0"
        style={{ transform: `rotate(${degrees}deg)` }}
      />
      <abbr title={`from the ${COMPASS_NAMES[point]}`} className="no-underline">
        {point}
      </abbr>
    </span>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-right text-sm font-semibold">{children}</dd>
    </div>
  );
}

/** The readings at the hour: what a surfer checks before going. */
export function SeaReadings({
  conditions,
  timeZone,
}: {
  conditions: SeaConditionsData;
  timeZone: string;
}) {
  const { i18n } = useLingui();
  const { tide } = conditions;
  return (
    <dl className="divide-y divide-ocean-900/8">
      {conditions.waveHeight !== null ? (
        <Row label="Waves">{metres(conditions.waveHeight)}</Row>
      ) : null}
      {conditions.swellHeight !== null ? (
        <Row label="Swell">
          <span className="inline-flex flex-wrap items-center justify-end gap-x-1.5">
            {metres(conditions.swellHeight)}
            {conditions.swellPeriod !== null ? (
              <span>· {Math.round(conditions.swellPeriod)} s</span>
            ) : null}
            {conditions.swellDirection !== null ? (
              <>
                <span>·</span>
                <FromDirection degrees={conditions.swellDirection} />
              </>
            ) : null}
          </span>
        </Row>
      ) : null}
      {conditions.windSpeed !== null ? (
        <Row label="Wind">
          <span className="inline-flex flex-wrap items-center justify-end gap-x-1.5">
            {Math.round(conditions.windSpeed)} km/h
            {conditions.windDirection !== null ? (
              <>
                <span>·</span>
                <FromDirection degrees={conditions.windDirection} />
              </>
            ) : null}
            {conditions.wind ? (
              <span
                className={
                  conditions.wind === 'offshore' ? 'text-ocean-700' : 'font-medium text-muted'
                }
              >
                {conditions.wind}
              </span>
            ) : conditions.windSpeed < LIGHT_WIND_KMH ? (
              <span className="font-medium text-muted">light</span>
            ) : null}
          </span>
        </Row>
      ) : null}
      {conditions.seaTemperature !== null ? (
        <Row label="Sea">{Math.round(conditions.seaTemperature)} °C</Row>
      ) : null}
      {tide ? (
        <Row label="Tide (estimate)">
          {tide.trend}
          {tide.next ? `, ${tide.next.kind} at ${formatTime(i18n, tide.next.at, timeZone)}` : null}
        </Row>
      ) : null}
    </dl>
  );
}

/**
 * "The sea at 07:00" on an event's or a plan's page (docs/product.md §16): the forecast for its
 * start hour, with its source. `SeaSlot` asks the server for it and loads this only when there
 * is a forecast to show.
 */
export function SeaConditions({
  id,
  conditions,
  timeZone,
}: {
  /** The event's or the plan's id: names the panel's heading. */
  id: string;
  conditions: SeaConditionsData;
  timeZone: string;
}) {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby={`sea-${id}`}
      className="rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6"
    >
      <h2 id={`sea-${id}`} className="text-lg font-semibold">
        The sea at {formatTime(i18n, conditions.hour, timeZone)}
      </h2>
      <div className="mt-2">
        <SeaReadings conditions={conditions} timeZone={timeZone} />
      </div>
      <p className="mt-3 text-xs text-muted">
        Forecast by{' '}
        <a
          href="https://open-meteo.com/"
          target="_blank"
          rel="noopener noreferrer"
          className="underline hover:text-ocean-800"
        >
          Open-Meteo
        </a>{' '}
        (
        <a
          href="https://creativecommons.org/licenses/by/4.0/"
          target="_blank"
          rel="noopener noreferrer"
          className="underline hover:text-ocean-800"
        >
          CC BY 4.0
        </a>
        ). Waves change by the hour: look again before you go.
      </p>
    </section>
  );
}
