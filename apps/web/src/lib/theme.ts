import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';

// The colour theme a person picked on this device (docs/decisions/0039-theme-install-offline.md):
// the system's, or light or dark whatever the system says. The page's first paint already has
// it: a few lines in index.html's head read the same key and set the same attribute before the
// style sheet applies, so nothing flashes. This module is the app's side: the switch's state,
// and applying a change at once.

export type Theme = 'system' | 'light' | 'dark';

/** The key index.html's head script reads too: change both together. */
export const THEME_STORAGE_KEY = 'lineup_theme';

export const THEME_OPTIONS: { value: Theme; label: MessageDescriptor }[] = [
  { value: 'system', label: msg`System` },
  { value: 'light', label: msg({ message: 'Light', comment: 'The light theme' }) },
  { value: 'dark', label: msg({ message: 'Dark', comment: 'The dark theme' }) },
];

/** The browser's bar above the page, as index.html's `theme-color` tags give it per scheme. */
export const THEME_COLORS = { light: '#175e61', dark: '#171613' } as const;

const isTheme = (value: unknown): value is Theme =>
  value === 'system' || value === 'light' || value === 'dark';

/** Picked during this visit where storage is switched off. */
let unstored: Theme | undefined;

function readTheme(): Theme {
  if (unstored) return unstored;
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system'; // storage switched off: the system decides
  }
}

const subscribers = new Set<() => void>();

function subscribe(subscriber: () => void) {
  subscribers.add(subscriber);
  // A choice made in another tab applies here too.
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(readTheme());
    subscriber();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    subscribers.delete(subscriber);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/**
 * Puts `theme` on the page: `data-theme` on <html> (styles.css reads it), the browser's bar
 * colour and the scheme of its own controls. What index.html's head script does on load.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const media = meta.getAttribute('media') ?? '';
    const scheme = theme === 'system' ? (/dark/.test(media) ? 'dark' : 'light') : theme;
    meta.content = THEME_COLORS[scheme];
  }
  const colorScheme = document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]');
  if (colorScheme) colorScheme.content = theme === 'system' ? 'light dark' : theme;
}

/** Stores and applies `theme`; every switch on screen follows. */
export function setTheme(theme: Theme): void {
  try {
    if (theme === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    unstored = undefined;
  } catch {
    unstored = theme; // still applied for this visit
  }
  applyTheme(theme);
  for (const subscriber of subscribers) subscriber();
}

/**
 * The theme picked on this device. The server renders every page as "System" for everyone
 * (its pages are shared by all visitors), and the browser's first render agrees before it reads
 * the stored choice, so hydration sees no difference.
 */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readTheme, () => 'system');
}
