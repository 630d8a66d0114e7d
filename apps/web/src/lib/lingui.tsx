import type { I18n } from '@lingui/core';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

// What Lingui's macros compile to in Lineup (lingui.config.ts `runtimeConfigModule`): a context
// of its own, without Lingui's provider and its watch for a change of language, which never
// happens on a page here (another language is another address). The first load is the
// lighter for it (docs/decisions/0042-languages.md).

/** What `useLingui` from `@lingui/react/macro` expects of its hook. */
type I18nContext = { i18n: I18n; _: I18n['_'] };

const LinguiContext = createContext<I18nContext | null>(null);

/** The page's language and messages, for every component below. */
export function LinguiProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const value = useMemo<I18nContext>(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return <LinguiContext value={value}>{children}</LinguiContext>;
}

// Component tests render a part of the app without its providers: they read it in English.
let standIn: I18nContext | null = null;

/** The messages components render with when no provider is around them (tests only). */
export function setStandInI18n(i18n: I18n | null) {
  standIn = i18n && { i18n, _: i18n.t.bind(i18n) };
}

/** The page's messages (what `useLingui` from `@lingui/react/macro` compiles to). */
export function useLingui(): I18nContext {
  const context = useContext(LinguiContext) ?? standIn;
  if (!context) throw new Error('A component rendered outside LinguiProvider.');
  return context;
}
