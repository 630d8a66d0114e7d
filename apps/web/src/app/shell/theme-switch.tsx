import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import MonitorIcon from 'lucide-react/icons/monitor';
import MoonIcon from 'lucide-react/icons/moon';
import SunIcon from 'lucide-react/icons/sun';
import { useId } from 'react';
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { setTheme, THEME_OPTIONS, useTheme, type Theme } from '@/lib/theme';

const icons = { system: MonitorIcon, light: SunIcon, dark: MoonIcon } as const;

export const THEME_SWITCH_LABEL = msg`Theme`;

/**
 * System, Light or Dark, remembered on this device (src/lib/theme.ts): three radio buttons in a
 * row, for the footer, the visitors' menu on phones and the settings page.
 */
export function ThemeSwitch({
  tone = 'page',
  className,
}: {
  /** `footer`: on the footer's night sea. */
  tone?: 'page' | 'footer';
  className?: string;
}) {
  const { i18n } = useLingui();
  const theme = useTheme();
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend
        className={cn(
          'mb-2 text-xs font-semibold',
          tone === 'footer' ? 'tracking-[0.14em] text-ocean-300 uppercase' : 'text-muted',
        )}
      >
        {i18n._(THEME_SWITCH_LABEL)}
      </legend>
      <div
        className={cn(
          'inline-grid grid-cols-3 gap-1 rounded-full p-1 ring-1 ring-inset',
          tone === 'footer' ? 'bg-white/8 ring-white/10' : 'bg-sand-100 ring-ocean-900/8',
        )}
      >
        {THEME_OPTIONS.map(({ value, label }) => {
          const Icon = icons[value];
          return (
            <label
              key={value}
              className={cn(
                'relative flex cursor-pointer items-center justify-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ocean-600',
                tone === 'footer'
                  ? 'text-ocean-100 hover:text-white has-[:checked]:bg-white/15 has-[:checked]:text-white'
                  : 'text-muted hover:text-ink has-[:checked]:bg-surface has-[:checked]:text-ink has-[:checked]:shadow-soft',
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={theme === value}
                onChange={() => setTheme(value)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {i18n._(label)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The same choice as items of a menu (the member's account menu). */
export function ThemeMenuItems() {
  const { i18n } = useLingui();
  const theme = useTheme();
  return (
    <>
      <DropdownMenuLabel>{i18n._(THEME_SWITCH_LABEL)}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        value={theme}
        onValueChange={(value) => setTheme(value as Theme)}
        aria-label={i18n._(THEME_SWITCH_LABEL)}
      >
        {THEME_OPTIONS.map(({ value, label }) => {
          const Icon = icons[value];
          return (
            <DropdownMenuRadioItem
              key={value}
              value={value}
              // The menu stays open, so the change can be seen and undone.
              onSelect={(event) => event.preventDefault()}
            >
              <Icon aria-hidden="true" />
              {i18n._(label)}
            </DropdownMenuRadioItem>
          );
        })}
      </DropdownMenuRadioGroup>
    </>
  );
}
