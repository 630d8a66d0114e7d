import { intlLocale } from '@/lib/i18n-locale';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { QueryFigure } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import { searchAnalyticsQuery } from '../api/admin-api';
import { DataTable, type Column } from './data-table';
import { PanelError, PanelLoading } from './panel-states';
import { StatCard } from './stat-card';

export const percent = (i18n: I18n, rate: number | null) => {
  if (rate === null) return '—';
  const digits = rate < 0.1 && rate > 0 ? 1 : 0;
  return i18n.number(rate, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
};

const lastSearched = (i18n: I18n, figure: QueryFigure) =>
  new Date(figure.lastSearchedAt).toLocaleDateString(intlLocale(i18n.locale), {
    dateStyle: 'medium',
  });

/** Search figures over the last 30 days, from the search page's tracking. */
export function SearchPanel() {
  const { t, i18n } = useLingui();
  const query = useQuery(searchAnalyticsQuery);

  const topColumns: Column<QueryFigure>[] = [
    {
      header: t({ message: 'Query', comment: 'Column: what was searched for' }),
      cell: (figure) => <span className="font-semibold">{figure.query}</span>,
    },
    { header: t`Searches`, align: 'end', cell: (figure) => i18n.number(figure.searches) },
    { header: t`Clicks`, align: 'end', cell: (figure) => i18n.number(figure.clicks) },
    {
      header: t`Click-through`,
      align: 'end',
      cell: (figure) => percent(i18n, figure.searches ? figure.clicks / figure.searches : null),
    },
  ];
  const noResultColumns: Column<QueryFigure>[] = [
    {
      header: t({ message: 'Query', comment: 'Column: what was searched for' }),
      cell: (figure) => <span className="font-semibold">{figure.query}</span>,
    },
    { header: t`Searches`, align: 'end', cell: (figure) => i18n.number(figure.searches) },
    { header: t`Last searched`, align: 'end', cell: (figure) => lastSearched(i18n, figure) },
  ];

  if (query.isPending) return <PanelLoading label={t`Loading search figures`} />;
  if (query.isError) {
    return (
      <PanelError
        title={t`The search figures could not be loaded.`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const figures = query.data;
  const days = i18n.number(figures.days);
  return (
    <section aria-labelledby="admin-search-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="admin-search-heading" className="text-xl font-semibold">
          {t({ message: 'Search', comment: 'Heading of the admin’s search figures' })}
        </h2>
        <p className="text-sm text-muted">
          {t`The last ${days} days. Queries are counted lower-cased; a click is a result opened from the search.`}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <StatCard label={t`Searches`} value={i18n.number(figures.searches)} />
        <StatCard label={t`Result clicks`} value={i18n.number(figures.clicks)} />
        <StatCard label={t`Click-through rate`} value={percent(i18n, figures.clickThroughRate)} />
      </dl>
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">{t`Top queries`}</h3>
        <DataTable
          label={t`Top queries`}
          columns={topColumns}
          rows={figures.topQueries}
          rowKey={(figure) => figure.query}
          empty={t`No searches in this period.`}
        />
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">{t`Queries with no results`}</h3>
        <p className="-mt-2 text-sm text-muted">
          {t`What people looked for and did not find: ideas for events, venues and areas.`}
        </p>
        <DataTable
          label={t`Queries with no results`}
          columns={noResultColumns}
          rows={figures.noResultQueries}
          rowKey={(figure) => figure.query}
          empty={t`Every search found something.`}
        />
      </div>
    </section>
  );
}
