// Shared with the server, which formats its mails' dates the same way.
export { intlLocale } from '@lineup/contracts/locales';
