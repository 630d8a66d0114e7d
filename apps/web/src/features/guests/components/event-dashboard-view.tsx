import type { EventDashboard } from '@lineup/contracts';
import type { ReactNode } from 'react';

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const sourceLabel = (source: string) => (source === '' ? 'Direct or unknown' : source);

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
                <span className="font-semibold tabular-nums">{row.value}</span>
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
  ['going', 'Going'],
  ['requested', 'Requested'],
  ['waitlisted', 'Waitlist'],
  ['interested', 'Interested'],
] as const;

/** The host's figures for one event (docs/product.md §14). */
export function EventDashboardView({ data }: { data: EventDashboard }) {
  const percent = data.going ? Math.round((data.arrived / data.going) * 100) : 0;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <dl className="grid grid-cols-3 gap-3 lg:col-span-2">
        {[
          ['Page views', data.totalViews],
          ['Going', data.going],
          ['Arrived', data.arrived],
        ].map(([label, value]) => (
          <div
            key={label}
            className="rounded-2xl bg-surface p-4 text-center shadow-soft ring-1 ring-ocean-900/8"
          >
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <Panel title="Page views by day">
        {data.views.length === 0 ? (
          <p className="text-muted">Nobody has opened the event’s page yet.</p>
        ) : (
          <BarTable
            caption="Page views by day"
            head={['Day', 'Views']}
            rows={data.views.map((row) => ({ label: dayLabel(row.day), value: row.views }))}
          />
        )}
      </Panel>

      <Panel title="Where people came from">
        {data.sources.length === 0 ? (
          <p className="text-muted">
            No views yet. Add ?ref=name to a link you share to see it here.
          </p>
        ) : (
          <BarTable
            caption="Page views by source"
            head={['Source', 'Views']}
            rows={data.sources.map((row) => ({ label: sourceLabel(row.source), value: row.views }))}
          />
        )}
      </Panel>

      <Panel title="RSVPs over time">
        {data.rsvps.length === 0 ? (
          <p className="text-muted">Nobody has answered yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Answers by the day they were given</caption>
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="py-1 pr-3 font-normal">
                    Day
                  </th>
                  {RSVP_KINDS.map(([, label]) => (
                    <th key={label} scope="col" className="py-1 pr-3 text-right font-normal">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rsvps.map((row) => (
                  <tr key={row.day} className="border-t border-ocean-900/8">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {dayLabel(row.day)}
                    </th>
                    {RSVP_KINDS.map(([kind]) => (
                      <td key={kind} className="py-1 pr-3 text-right tabular-nums">
                        {row[kind]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>

      <Panel title="Check-ins">
        <p>
          <span className="text-2xl font-semibold tabular-nums">{data.arrived}</span> of{' '}
          {data.going} going arrived ({percent}%).
        </p>
        <div
          role="progressbar"
          aria-label="Guests arrived"
          aria-valuemin={0}
          aria-valuemax={data.going}
          aria-valuenow={data.arrived}
          className="h-3 overflow-hidden rounded-full bg-sand-100"
        >
          <div className="h-full rounded-full bg-ocean-500" style={{ width: `${percent}%` }} />
        </div>
      </Panel>

      {data.answers.length > 0 ? (
        <Panel title="Answers">
          <div className="flex flex-col gap-4">
            {data.answers.map((question) => (
              <div key={question.questionId} className="flex flex-col gap-1">
                <h3 className="font-semibold">{question.label}</h3>
                <p className="text-sm text-muted">
                  {question.answered === 1 ? '1 answer' : `${question.answered} answers`}
                </p>
                {question.choices.length > 0 ? (
                  <BarTable
                    caption={question.label}
                    head={['Answer', 'Guests']}
                    rows={question.choices.map((choice) => ({
                      label:
                        choice.option === 'yes'
                          ? 'Yes'
                          : choice.option === 'no'
                            ? 'No'
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
