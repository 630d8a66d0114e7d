// Written by `npm run i18n:extract -w @lineup/server`: each language's module, from its PO file.
import type { Locale } from '@lineup/contracts/locales';
import { messages as ptPT } from './pt-PT';
import { messages as nl } from './nl';
import { messages as si } from './si';
import { messages as ta } from './ta';

export const CATALOGS: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  'pt-PT': ptPT,
  nl: nl,
  si: si,
  ta: ta,
};
