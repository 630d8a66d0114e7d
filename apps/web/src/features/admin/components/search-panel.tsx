import type { QueryFigure } from '@lineup/contracts';
import { useQuery } from '@tanstack/react-query';
import { searchAnalyticsQuery } from '../api/admin-api';
import { DataTable, type Column } from './data-table';
import { PanelError, PanelLoading } from './panel-states';
import { StatCard } from './stat-card';

export const percent = (rate: number | null) =>
  rate === null ? '—' : `${(rate * 100).toFixed(rate < 0.1 && rate > 0 ? 1 : 0)}%`;

const lastSearched = (figure: QueryFigure) =>
  new Date(figure.lastSearchedAt).toLocaleDateString('en-GB', { dateStyle: 'medium' });

/** Search figures over the last 30 days, from the search page's tracking. */
export function SearchPanel() {
  const query = useQuery(searchAnalyticsQuery);

  const topColumns: Column<QueryFigure>[] = [
    { header: 'Query', cell: (figure) => <span className="font-semibold">{figure.query}</span> },
    { header: 'Searches', align: 'end', cell: (figure) => figure.searches },
    { header: 'Clicks', align: 'end', cell: (figure) => figure.clicks },
    {
      header: 'Click-through',
      align: 'end',
      cell: (figure) => percent(figure.searches ? figure.clicks / figure.searches : null),
    },
  ];
  const noResultColumns: Column<QueryFigure>[] = [
    { header: 'Query', cell: (figure) => <span className="font-semibold">{figure.query}</span> },
    { header: 'Searches', align: 'end', cell: (figure) => figure.searches },
    { header: 'Last searched', align: 'end', cell: lastSearched },
  ];

  if (query.isPending) return <PanelLoading label="Loading search figures" />;
  if (query.isError) {
    return (
      <PanelError
        title="The search figures could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const figures = query.data;
  return (
    <section aria-labelledby="admin-search-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="admin-search-heading" className="text-xl font-semibold">
          Search
        </h2>
        <p className="text-sm text-muted">
          The last {figures.days} days. Queries are counted lower-cased; a click is a result opened
          from the search.
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <StatCard label="Searches" value={figures.searches.toLocaleString('en')} />
        <StatCard label="Result clicks" value={figures.clicks.toLocaleString('en')} />
        <StatCard label="Click-through rate" value={percent(figures.clickThroughRate)} />
      </dl>
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">Top queries</h3>
        <DataTable
          label="Top queries"
          columns={topColumns}
          rows={figures.topQueries}
          rowKey={(figure) => figure.query}
          empty="No searches in this period."
        />
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">Queries with no results</h3>
        <p className="-mt-2 text-sm text-muted">
          What people looked for and did not find: ideas for events, venues and areas.
        </p>
        <DataTable
          label="Queries with no results"
          columns={noResultColumns}
          rows={figures.noResultQueries}
          rowKey={(figure) => figure.query}
          empty="Every search found something."
        />
      </div>
    </section>
  );
}
