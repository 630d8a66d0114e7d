import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ruleOf, SERIES_SESSIONS_MAX, WEEKDAYS, weekdayOf, type Weekday } from '@lineup/contracts';
import RepeatIcon from 'lucide-react/icons/repeat';
import { useId, type ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { cn } from '@/lib/cn';
import {
  repeatDays,
  repeatRuleOf,
  startDayOf,
  type RepeatableFormValues,
  type RepeatFrequency,
  type RepeatFormValues,
} from '@/lib/repeat-form-values';
import { formatLongDay } from '@/lib/zoned-time';
import { Field } from './field';
import { fieldClasses, Input } from './input';
import { repeatMessage } from './repeat-messages';
import { describeRuleIn, monthlyDayOf, WEEKDAY_LABELS, WEEKDAY_SHORT_LABELS } from './repeat-words';

const frequencies: { value: RepeatFrequency; label: MessageDescriptor }[] = [
  { value: 'none', label: msg`Does not repeat` },
  { value: 'weekly', label: msg`Weekly` },
  { value: 'fortnightly', label: msg`Every two weeks` },
  { value: 'monthly', label: msg`Monthly` },
];

/** "On the 14th" and "On the second Tuesday" for a first session on `day`. */
function monthlyLabels(
  i18n: I18n,
  day: string | null,
): Record<RepeatFormValues['monthlyOn'], string> {
  if (!day) {
    return { date: i18n._(msg`On the same date`), weekday: i18n._(msg`On the same weekday`) };
  }
  const label = (monthlyOn: 'date' | 'weekday') => {
    const result = ruleOf(
      { frequency: 'monthly', interval: 1, weekdays: [], monthlyOn, count: 2, until: null },
      day,
    );
    return result.ok
      ? i18n._({ ...msg`On {day}`, values: { day: monthlyDayOf(i18n, result.rule) } })
      : '';
  };
  return { date: label('date'), weekday: label('weekday') };
}

/** "Every Tuesday, 8 sessions"; what is wrong with the rule; or a hint while there is no start. */
function summaryOf(
  i18n: I18n,
  repeat: RepeatFormValues,
  startLocal: string,
): { text: string; problem?: boolean } {
  const result = repeatRuleOf(repeat, startLocal);
  if (!result) return { text: i18n._(msg`Choose when it starts to see how it repeats.`) };
  if (!result.ok) return { text: repeatMessage(i18n, result.message), problem: true };
  return { text: ruleSummary(i18n, repeat, describeRuleIn(i18n, result.rule)) };
}

function ruleSummary(i18n: I18n, repeat: RepeatFormValues, rule: string): string {
  if (repeat.ends === 'count') {
    const count = Number(repeat.count);
    return Number.isInteger(count) && count >= 2
      ? i18n._({
          ...msg`{rule}, {count, plural, one {# session} other {# sessions}}`,
          values: { rule, count },
        })
      : rule;
  }
  return /^\d{4}-\d{2}-\d{2}$/.test(repeat.until)
    ? i18n._({
        ...msg`{rule}, until {day}`,
        values: { rule, day: formatLongDay(i18n, `${repeat.until}T12:00:00Z`, 'UTC') },
      })
    : rule;
}

function Choice({ label, className, ...props }: { label: string } & ComponentProps<'input'>) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl bg-surface px-3.5 text-[0.9375rem] ring-1 ring-ocean-900/10 ring-inset has-checked:ring-2 has-checked:ring-ocean-500',
        className,
      )}
    >
      <input type="radio" className="size-4 accent-ocean-700" {...props} />
      {label}
    </label>
  );
}

/**
 * "Repeats" on a create form (docs/product.md §13 "Recurring events"): weekly on chosen days,
 * every two weeks, or monthly on the first session's date or weekday, for a number of sessions
 * or until a day. Every session becomes an event or plan of its own when the form is saved.
 *
 * It sits inside a react-hook-form `FormProvider` whose values include `repeat`
 * (`RepeatFormValues`) and `startLocal` (`RepeatableFormValues`); it reads and writes only those.
 */
export function RepeatField() {
  const { control, register, setValue, formState } = useFormContext<RepeatableFormValues>();
  const repeat = useWatch({ control, name: 'repeat' });
  const startLocal = useWatch({ control, name: 'startLocal' });
  const errors = formState.errors.repeat;
  const daysId = useId();
  const startDay = startDayOf(startLocal);
  const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  const days = repeatDays(repeat, startLocal);
  const toggle = (day: Weekday) => {
    const next = days.includes(day)
      ? days.filter((chosen) => chosen !== day)
      : WEEKDAYS.filter((candidate) => candidate === day || days.includes(candidate));
    // Only the start's own day is the default: it then follows the start when that moves.
    const followsStart = next.length === 1 && startDay !== null && next[0] === weekdayOf(startDay);
    setValue('repeat.weekdays', followsStart ? [] : next, options);
  };

  const weekly = repeat.frequency === 'weekly' || repeat.frequency === 'fortnightly';
  const endsError = (first: 'count' | 'until') =>
    errors?.[first]?.message ?? errors?.[first === 'count' ? 'until' : 'count']?.message;
  const { t, i18n } = useLingui();
  const monthly = monthlyLabels(i18n, startDay);
  const sessionsMax = SERIES_SESSIONS_MAX;
  const summary = summaryOf(i18n, repeat, startLocal);

  return (
    <div className="flex flex-col gap-4">
      <Field label={t`Repeats`} error={errors?.frequency?.message}>
        <select
          className={cn(fieldClasses, 'h-11')}
          {...register('repeat.frequency')}
          value={repeat.frequency}
          onChange={(event) =>
            setValue('repeat.frequency', event.target.value as RepeatFrequency, options)
          }
        >
          {frequencies.map((option) => (
            <option key={option.value} value={option.value}>
              {i18n._(option.label)}
            </option>
          ))}
        </select>
      </Field>

      {repeat.frequency !== 'none' ? (
        <div className="flex flex-col gap-5 rounded-2xl bg-sand-100/70 p-4 ring-1 ring-sand-200 ring-inset">
          {weekly ? (
            <fieldset
              aria-describedby={errors?.weekdays?.message ? `${daysId}-error` : undefined}
              className="flex flex-col gap-2"
            >
              <legend className="mb-1.5 text-sm font-semibold text-ink">{t`On these days`}</legend>
              <div className="grid grid-cols-7 gap-1.5">
                {WEEKDAYS.map((day) => (
                  <button
                    key={day}
                    type="button"
                    aria-pressed={days.includes(day)}
                    onClick={() => toggle(day)}
                    className={cn(
                      'h-11 min-w-0 cursor-pointer rounded-xl text-sm font-semibold ring-1 transition-colors ring-inset',
                      days.includes(day)
                        ? 'bg-ocean-700 text-white ring-ocean-700 hover:bg-ocean-800'
                        : 'bg-surface text-ink ring-ocean-900/15 hover:bg-ocean-50',
                    )}
                  >
                    <span aria-hidden="true">{i18n._(WEEKDAY_SHORT_LABELS[day])}</span>
                    <span className="sr-only">{i18n._(WEEKDAY_LABELS[day])}</span>
                  </button>
                ))}
              </div>
              {errors?.weekdays?.message ? (
                <p id={`${daysId}-error`} className="text-sm font-medium text-coral-700">
                  {errors.weekdays.message}
                </p>
              ) : null}
            </fieldset>
          ) : null}

          {repeat.frequency === 'monthly' ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1.5 text-sm font-semibold text-ink">{t`Each month`}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                <Choice label={monthly.date} value="date" {...register('repeat.monthlyOn')} />
                <Choice label={monthly.weekday} value="weekday" {...register('repeat.monthlyOn')} />
              </div>
              {errors?.monthlyOn?.message ? (
                <p className="text-sm font-medium text-coral-700">{errors.monthlyOn.message}</p>
              ) : null}
            </fieldset>
          ) : null}

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1.5 text-sm font-semibold text-ink">
              {t({ message: 'Ends', comment: 'When a repeating event stops' })}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              <Choice
                label={t`After a number of sessions`}
                value="count"
                {...register('repeat.ends')}
              />
              <Choice label={t`On a date`} value="until" {...register('repeat.ends')} />
            </div>
            {repeat.ends === 'count' ? (
              <Field
                label={t`Sessions`}
                error={endsError('count')}
                hint={t`The first one included, up to ${sessionsMax}.`}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={2}
                  max={SERIES_SESSIONS_MAX}
                  step={1}
                  className="sm:max-w-40"
                  {...register('repeat.count')}
                />
              </Field>
            ) : (
              <Field
                label={t`Last day`}
                error={endsError('until')}
                hint={t`No session starts after this day.`}
              >
                <Input
                  type="date"
                  min={startDay ?? undefined}
                  className="sm:max-w-52"
                  {...register('repeat.until')}
                />
              </Field>
            )}
          </fieldset>

          <p
            aria-live="polite"
            className={cn(
              'flex items-center gap-2 text-sm font-medium',
              summary.problem ? 'text-coral-700' : 'text-ocean-900',
            )}
          >
            <RepeatIcon aria-hidden="true" className="size-4 shrink-0" />
            {summary.text}
          </p>
        </div>
      ) : null}
    </div>
  );
}
