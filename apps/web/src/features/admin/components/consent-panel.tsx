import { useQuery } from '@tanstack/react-query';
import { consentFiguresQuery } from '../api/admin-api';
import { PanelError, PanelLoading } from './panel-states';
import { StatCard } from './stat-card';

type Counts = { accepted: number; essentialOnly: number };

const share = (part: number, whole: number) =>
  whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;

function ConsentGroup({
  title,
  description,
  counts,
}: {
  title: string;
  description: string;
  counts: Counts;
}) {
  const total = counts.accepted + counts.essentialOnly;
  const acceptedWidth = total === 0 ? 0 : (counts.accepted / total) * 100;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="text-sm text-muted">{description}</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <StatCard
          label="Accept All"
          value={counts.accepted.toLocaleString('en')}
          note={share(counts.accepted, total)}
        />
        <StatCard
          label="Essential Only"
          value={counts.essentialOnly.toLocaleString('en')}
          note={share(counts.essentialOnly, total)}
        />
        <StatCard label="Members who chose" value={total.toLocaleString('en')} />
      </dl>
      {total > 0 ? (
        <div aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-sand-200">
          <div className="bg-ocean-600" style={{ width: `${acceptedWidth}%` }} />
        </div>
      ) : null}
    </div>
  );
}

/** Cookie banner choices of signed-in members (visitors' choices stay in their browser). */
export function ConsentPanel() {
  const query = useQuery(consentFiguresQuery);
  if (query.isPending) return <PanelLoading label="Loading consent figures" />;
  if (query.isError) {
    return (
      <PanelError
        title="The consent figures could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const figures = query.data;
  return (
    <section aria-labelledby="admin-consent-heading" className="flex flex-col gap-8">
      <div>
        <h2 id="admin-consent-heading" className="text-xl font-semibold">
          Consent
        </h2>
        <p className="text-sm text-muted">
          How signed-in members answered the cookie banner. Visitors’ answers stay in their own
          browser and are not counted.
        </p>
      </div>
      <ConsentGroup
        title="Current choices"
        description="Each member’s latest answer."
        counts={figures.latest}
      />
      <ConsentGroup
        title={`Last ${figures.days} days`}
        description={`Members who answered in the last ${figures.days} days, by their latest answer in that time.`}
        counts={figures.recent}
      />
    </section>
  );
}
