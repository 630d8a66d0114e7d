import { intlLocale } from '@/lib/i18n-locale';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventDashboard } from '@lineup/contracts';
import type { ReactNode } from 'react';

const dayLabel = (i18n: I18n, day: string) =>
  new Intl.DateTimeFormat(intlLocale(i18n.locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const sourceLabel = (i18n: I18n, source: string) =>
  source === '' ? i18n._(msg`Direct or unknown`) : source;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-3xl bg-surface p-5 shadow-soft ring-1 ring-ocean-900/8"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** One labelled bar per row; the numbers are the table's text, the bars only draw them. */
function BarTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: { label: string; value: number; detail?: string }[];
}) {
  const { i18n } = useLingui();
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="align-middle">
            <th scope="row" className="w-2/5 py-1 pr-3 text-left font-normal break-words">
              {row.label}
            </th>
            <td className="py-1">
              <div className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="h-3 rounded-full bg-ocean-500"
                  style={{ width: `${(row.value / max) * 75}%`, minWidth: row.value ? 4 : 0 }}
                />
                <span className="font-semibold tabular-nums">{i18n.number(row.value)}</span>
                {row.detail ? <span className="text-muted">{row.detail}</span> : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const RSVP_KINDS = [
  ['going', msg({ message: 'Going', comment: 'Column: guests who are going' })],
  ['requested', msg({ message: 'Requested', comment: 'Column: guests who asked to join' })],
  ['waitlisted', msg({ message: 'Waitlist', comment: 'Column: guests on the waitlist' })],
  ['interested', msg({ message: 'Interested', comment: 'Column: interested guests' })],
] as const;

/** The host's figures for one event (docs/product.md §14). */
export function EventDashboardView({ data }: { data: EventDashboard }) {
  const { t, i18n } = useLingui();
  const percent = data.going ? Math.round((data.arrived / data.going) * 100) : 0;
  const arrived = i18n.number(data.arrived);
  const going = i18n.number(data.going);
  const share = i18n.number(percent / 100, { style: 'percent' });
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <dl className="grid grid-cols-3 gap-3 lg:col-span-2">
        {[
          [t`Page views`, data.totalViews],
          [t({ message: 'Going', comment: 'Dashboard figure: guests who are going' }), data.going],
          [t({ message: 'Arrived', comment: 'Dashboard figure: guests checked in' }), data.arrived],
        ].map(([label, value]) => (
          <div
            key={label}
            className="rounded-2xl bg-surface p-4 text-center shadow-soft ring-1 ring-ocean-900/8"
          >
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{i18n.number(Number(value))}</dd>
          </div>
        ))}
      </dl>

      <Panel title={t`Page views by day`}>
        {data.views.length === 0 ? (
          <p className="text-muted">{t`Nobody has opened the event’s page yet.`}</p>
        ) : (
          <BarTable
            caption={t`Page views by day`}
            head={[t`Day`, t`Views`]}
            rows={data.views.map((row) => ({ label: dayLabel(i18n, row.day), value: row.views }))}
          />
        )}
      </Panel>

      <Panel title={t`Where people came from`}>
        {data.sources.length === 0 ? (
          <p className="text-muted">
            {t`No views yet. Add ?ref=name to a link you share to see it here.`}
          </p>
        ) : (
          <BarTable
            caption={t`Page views by source`}
            head={[t`Source`, t`Views`]}
            rows={data.sources.map((row) => ({
              label: sourceLabel(i18n, row.source),
              value: row.views,
            }))}
          />
        )}
      </Panel>

      <Panel title={t`RSVPs over time`}>
        {data.rsvps.length === 0 ? (
          <p className="text-muted">{t`Nobody has answered yet.`}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t`Answers by the day they were given`}</caption>
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="py-1 pr-3 font-normal">
                    {t`Day`}
                  </th>
                  {RSVP_KINDS.map(([, label]) => (
                    <th key={label.id} scope="col" className="py-1 pr-3 text-right font-normal">
                      {i18n._(label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rsvps.map((row) => (
                  <tr key={row.day} className="border-t border-ocean-900/8">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {dayLabel(i18n, row.day)}
                    </th>
                    {RSVP_KINDS.map(([kind]) => (
                      <td key={kind} className="py-1 pr-3 text-right tabular-nums">
                        {i18n.number(row[kind])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>

      <Panel title={t`Check-ins`}>
        <p>
          <Trans>
            <span className="text-2xl font-semibold tabular-nums">{arrived}</span> of {going} going
            arrived ({share}).
          </Trans>
        </p>
        <div
          role="progressbar"
          aria-label={t`Guests arrived`}
          aria-valuemin={0}
          aria-valuemax={data.going}
          aria-valuenow={data.arrived}
          className="h-3 overflow-hidden rounded-full bg-sand-100"
        >
          <div className="h-full rounded-full bg-ocean-500" style={{ width: `${percent}%` }} />
        </div>
      </Panel>

      {data.answers.length > 0 ? (
        <Panel
          title={t({
            message: 'Answers',
            comment: 'Dashboard panel: the guests’ answers to the host’s questions',
          })}
        >
          <div className="flex flex-col gap-4">
            {data.answers.map((question) => (
              <div key={question.questionId} className="flex flex-col gap-1">
                <h3 className="font-semibold">{question.label}</h3>
                <p className="text-sm text-muted">
                  {i18n._({
                    ...msg`{answered, plural, one {# answer} other {# answers}}`,
                    values: { answered: question.answered },
                  })}
                </p>
                {question.choices.length > 0 ? (
                  <BarTable
                    caption={question.label}
                    head={[t`Answer`, t`Guests`]}
                    rows={question.choices.map((choice) => ({
                      label:
                        choice.option === 'yes'
                          ? t({ message: 'Yes', comment: 'A guest’s answer to a yes/no question' })
                          : choice.option === 'no'
                            ? t({ message: 'No', comment: 'A guest’s answer to a yes/no question' })
                            : choice.option,
                      value: choice.count,
                    }))}
                  />
                ) : null}
              </div>
            ))}
          </div>
        </Panel>
      ) : null}
    </div>
  );
}
