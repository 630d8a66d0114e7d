import type { SeriesRule } from '@lineup/contracts';
import { recurringSeries } from '@lineup/db/schema';
import {
  addDays,
  instantToLocal,
  isoDate,
  parseLocalDate,
  recurringLocalToInstant,
} from '@lineup/db/zoned-time';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction';
import { sessionStartsLocal } from './recurrence';

/**
 * "This and following sessions" as calendar apps do it: the sessions from the one whose rule
 * start is `from` on become a series of their own, starting with it; the earlier ones keep the
 * old series, now ending the day before. `timeOfDay` (`T08:00`) is the following sessions' new
 * time in `timeZone`, or null to keep the rule's. Returns the series the following sessions
 * belong to and, for each of them, its start under that series' rule (its new RECURRENCE-ID);
 * the caller moves its rows (events or plans) there.
 */
export async function splitSeriesAt(
  tx: Tx,
  options: { seriesId: string; from: Date; timeOfDay: string | null; timeZone: string },
): Promise<{ seriesId: string; ruleStartOf: (occurrenceStart: Date) => Date }> {
  const [found] = await tx
    .select()
    .from(recurringSeries)
    .where(eq(recurringSeries.id, options.seriesId));
  const { rule, startLocal, timeZone: ruleZone } = found!;
  const fromLocal = instantToLocal(options.from, ruleZone);
  const timeOfDay = options.timeOfDay ?? fromLocal.slice(10);
  const dayOf = (instant: Date) => instantToLocal(instant, ruleZone).slice(0, 10);
  const ruleStartOf = (occurrenceStart: Date) =>
    recurringLocalToInstant(`${dayOf(occurrenceStart)}${timeOfDay}`, options.timeZone);

  const before = sessionStartsLocal(rule, startLocal).filter((local) => local < fromLocal).length;
  const tail = {
    rule: { ...rule, count: rule.count === null ? null : rule.count - before } satisfies SeriesRule,
    startLocal: `${fromLocal.slice(0, 10)}${timeOfDay}`,
    timeZone: options.timeZone,
  };
  if (before === 0) {
    await tx.update(recurringSeries).set(tail).where(eq(recurringSeries.id, found!.id));
    return { seriesId: found!.id, ruleStartOf };
  }
  const dayBefore = isoDate(addDays(parseLocalDate(fromLocal.slice(0, 10))!, -1));
  await tx
    .update(recurringSeries)
    .set({ rule: { ...rule, count: null, until: dayBefore } })
    .where(eq(recurringSeries.id, found!.id));
  const [created] = await tx
    .insert(recurringSeries)
    .values(tail)
    .returning({ id: recurringSeries.id });
  return { seriesId: created!.id, ruleStartOf };
}
