import { useLingui } from '@lingui/react/macro';
import { timeAgo } from '@/lib/time-ago';

/** "2 min ago", in the page's language (lib/time-ago.ts): for a table's cells and lists. */
export function TimeAgo({ at }: { at: string }) {
  const { i18n } = useLingui();
  return timeAgo(i18n, at);
}
