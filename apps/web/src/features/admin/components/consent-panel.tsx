import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { consentFiguresQuery } from '../api/admin-api';
import { PanelError, PanelLoading } from './panel-states';
import { StatCard } from './stat-card';

type Counts = { accepted: number; essentialOnly: number };

const share = (i18n: I18n, part: number, whole: number) =>
  whole === 0 ? '—' : i18n.number(Math.round((part / whole) * 100) / 100, { style: 'percent' });

function ConsentGroup({
  title,
  description,
  counts,
}: {
  title: string;
  description: string;
  counts: Counts;
}) {
  const { t, i18n } = useLingui();
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
          label={t({
            message: 'Accept All',
            comment: 'The cookie banner’s button, as members chose it',
          })}
          value={i18n.number(counts.accepted)}
          note={share(i18n, counts.accepted, total)}
        />
        <StatCard
          label={t({
            message: 'Essential Only',
            comment: 'The cookie banner’s button, as members chose it',
          })}
          value={i18n.number(counts.essentialOnly)}
          note={share(i18n, counts.essentialOnly, total)}
        />
        <StatCard label={t`Members who chose`} value={i18n.number(total)} />
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
  const { t, i18n } = useLingui();
  const query = useQuery(consentFiguresQuery);
  if (query.isPending) return <PanelLoading label={t`Loading consent figures`} />;
  if (query.isError) {
    return (
      <PanelError
        title={t`The consent figures could not be loaded.`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const figures = query.data;
  const days = i18n.number(figures.days);
  return (
    <section aria-labelledby="admin-consent-heading" className="flex flex-col gap-8">
      <div>
        <h2 id="admin-consent-heading" className="text-xl font-semibold">
          {t({ message: 'Consent', comment: 'Heading of the cookie consent figures' })}
        </h2>
        <p className="text-sm text-muted">
          {t`How signed-in members answered the cookie banner. Visitors’ answers stay in their own browser and are not counted.`}
        </p>
      </div>
      <ConsentGroup
        title={t`Current choices`}
        description={t`Each member’s latest answer.`}
        counts={figures.latest}
      />
      <ConsentGroup
        title={t`Last ${days} days`}
        description={t`Members who answered in the last ${days} days, by their latest answer in that time.`}
        counts={figures.recent}
      />
    </section>
  );
}
