import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SessionsScope } from '@lineup/contracts';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type Sessions = SessionsScope['sessions'];

type SessionsScopeFieldProps = {
  legend: string;
  value: Sessions;
  onChange: (next: Sessions) => void;
  /** Sessions after this one. */
  followingCount: number;
  /** A line under "This and following sessions". */
  followingHint?: ReactNode;
  disabled?: boolean;
  className?: string;
};

/**
 * Which sessions of a series a change or a cancellation applies to: this one, or it and the
 * following ones (`?sessions=following`).
 */
export function SessionsScopeField({
  legend,
  value,
  onChange,
  followingCount,
  followingHint,
  disabled,
  className,
}: SessionsScopeFieldProps) {
  const { t, i18n } = useLingui();
  const name = useId();
  const options: { value: Sessions; label: string; hint?: ReactNode }[] = [
    { value: 'this', label: t`This session` },
    {
      value: 'following',
      label: t`This and following sessions`,
      hint: (
        <>
          {i18n._({
            ...msg`{followingCount, plural, one {# more session} other {# more sessions}}`,
            values: { followingCount },
          })}
          {followingHint ? <>. {followingHint}</> : null}
        </>
      ),
    },
  ];
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      {options.map((option) => {
        const hintId = `${name}-${option.value}-hint`;
        return (
          <div
            key={option.value}
            className="flex flex-col rounded-xl bg-surface px-3.5 py-3 ring-1 ring-ocean-900/10 ring-inset has-checked:ring-2 has-checked:ring-ocean-500"
          >
            <label className="flex cursor-pointer items-center gap-3 font-semibold text-ink">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={option.hint ? hintId : undefined}
                className="size-4 shrink-0 accent-ocean-700"
              />
              {option.label}
            </label>
            {option.hint ? (
              <p id={hintId} className="pl-7 text-sm text-muted">
                {option.hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
