import { setupI18n } from '@lingui/core';
import { messages } from '@/locales/en.po';

/** English, as the app renders it: what component tests read. */
export const testI18n = setupI18n({ locale: 'en', messages: { en: messages } });
