import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIGHT_WIND_KMH, type SeaConditions as SeaConditionsData } from '@lineup/contracts';
import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import type { ReactNode } from 'react';
import { formatTime } from '@/lib/zoned-time';
import { degreesCelsius, kilometresPerHour, metres, seconds, WIND_SIDE } from './sea-words';

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
type CompassPoint = (typeof COMPASS)[number];

/** Each point as the reading shows it, and where it comes from in words (its title). */
const COMPASS_WORDS: Record<CompassPoint, { short: MessageDescriptor; from: MessageDescriptor }> = {
  N: {
    short: msg({ message: 'N', comment: 'Compass point: north' }),
    from: msg`from the north`,
  },
  NE: {
    short: msg({ message: 'NE', comment: 'Compass point: north-east' }),
    from: msg`from the north-east`,
  },
  E: {
    short: msg({ message: 'E', comment: 'Compass point: east' }),
    from: msg`from the east`,
  },
  SE: {
    short: msg({ message: 'SE', comment: 'Compass point: south-east' }),
    from: msg`from the south-east`,
  },
  S: {
    short: msg({ message: 'S', comment: 'Compass point: south' }),
    from: msg`from the south`,
  },
  SW: {
    short: msg({ message: 'SW', comment: 'Compass point: south-west' }),
    from: msg`from the south-west`,
  },
  W: {
    short: msg({ message: 'W', comment: 'Compass point: west' }),
    from: msg`from the west`,
  },
  NW: {
    short: msg({ message: 'NW', comment: 'Compass point: north-west' }),
    from: msg`from the north-west`,
  },
};

const TIDE_TREND = {
  rising: msg({ message: 'rising', comment: 'The tide is coming in' }),
  falling: msg({ message: 'falling', comment: 'The tide is going out' }),
};

/** 290° → "W": the nearest of the eight points. */
export const compassPoint = (degrees: number) => COMPASS[Math.round(degrees / 45) % 8]!;

/** "rising, high at 14:30": the tide's way and its next turn. */
function tideLine(
  i18n: I18n,
  tide: NonNullable<SeaConditionsData['tide']>,
  timeZone: string,
): string {
  const trend = i18n._(TIDE_TREND[tide.trend]);
  if (!tide.next) return trend;
  const time = formatTime(i18n, tide.next.at, timeZone);
  return tide.next.kind === 'high'
    ? i18n._(msg`${trend}, high at ${time}`)
    : i18n._(msg`${trend}, low at ${time}`);
}

/** Where it comes from, as a point and an arrow pointing the way it goes. */
function FromDirection({ degrees }: { degrees: number }) {
  const { i18n } = useLingui();
  const point = COMPASS_WORDS[compassPoint(degrees)];
  return (
    <span className="inline-flex items-center gap-1">
      <ArrowDownIcon
        aria-hidden="true"
        className="size-3.5 shrink-0"
        style={{ transform: `rotate(${degrees}deg)` }}
      />
      <abbr title={i18n._(point.from)} className="no-underline">
        {i18n._(point.short)}
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
  const { t, i18n } = useLingui();
  const { tide } = conditions;
  return (
    <dl className="divide-y divide-ocean-900/8">
      {conditions.waveHeight !== null ? (
        <Row label={t`Waves`}>{metres(i18n, conditions.waveHeight)}</Row>
      ) : null}
      {conditions.swellHeight !== null ? (
        <Row label={t({ message: 'Swell', comment: 'Waves that come from far away' })}>
          <span className="inline-flex flex-wrap items-center justify-end gap-x-1.5">
            {metres(i18n, conditions.swellHeight)}
            {conditions.swellPeriod !== null ? (
              <span>· {seconds(i18n, conditions.swellPeriod)}</span>
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
        <Row label={t`Wind`}>
          <span className="inline-flex flex-wrap items-center justify-end gap-x-1.5">
            {kilometresPerHour(i18n, conditions.windSpeed)}
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
                {i18n._(WIND_SIDE[conditions.wind])}
              </span>
            ) : conditions.windSpeed < LIGHT_WIND_KMH ? (
              <span className="font-medium text-muted">
                {t({ message: 'light', comment: 'A wind too weak to matter' })}
              </span>
            ) : null}
          </span>
        </Row>
      ) : null}
      {conditions.seaTemperature !== null ? (
        <Row label={t({ message: 'Sea', comment: "The sea's temperature" })}>
          {degreesCelsius(i18n, conditions.seaTemperature)}
        </Row>
      ) : null}
      {tide ? <Row label={t`Tide (estimate)`}>{tideLine(i18n, tide, timeZone)}</Row> : null}
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
  const { t, i18n } = useLingui();
  const hour = formatTime(i18n, conditions.hour, timeZone);
  return (
    <section
      aria-labelledby={`sea-${id}`}
      className="rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8 sm:p-6"
    >
      <h2 id={`sea-${id}`} className="text-lg font-semibold">
        {t`The sea at ${hour}`}
      </h2>
      <div className="mt-2">
        <SeaReadings conditions={conditions} timeZone={timeZone} />
      </div>
      <p className="mt-3 text-xs text-muted">
        <Trans>
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
        </Trans>
      </p>
    </section>
  );
}
