import { useLingui } from '@lingui/react/macro';
import type { AdminFailedJob } from '@lineup/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { timeAgo } from '@/lib/time-ago';
import { adminJobsQuery, adminKeys, retryJob } from '../api/admin-api';
import { DataTable, type Column } from './data-table';
import { PanelError, PanelLoading, toastFailure } from './panel-states';
import { StatCard } from './stat-card';

/**
 * The job queue behind mails, pushes and reminders: how much waits, and the jobs that failed
 * for good with their last error, each with a way to run it again.
 */
export function JobsPanel() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(adminJobsQuery);
  const retry = useMutation({
    mutationFn: retryJob,
    onSuccess: (overview) => {
      queryClient.setQueryData(adminKeys.jobs, overview);
      toast({ title: t`The job will run again now`, variant: 'success' });
    },
    onError: (error) => toastFailure(i18n, t`The job was not queued again`, error),
  });

  if (query.isPending) return <PanelLoading label={t`Loading the job queue`} />;
  if (query.isError) {
    return (
      <PanelError
        title={t`The job queue could not be loaded`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { counts, failed } = query.data;
  const columns: Column<AdminFailedJob>[] = [
    { header: t`Job`, cell: (job) => <code className="text-xs">{job.kind}</code> },
    { header: t`Attempts`, cell: (job) => i18n.number(job.attempts), align: 'end' },
    { header: t`Last error`, cell: (job) => job.lastError ?? '—', className: 'break-all' },
    {
      header: t({ message: 'Failed', comment: 'Column: when a job failed' }),
      cell: (job) => (job.finishedAt ? timeAgo(i18n, job.finishedAt) : '—'),
    },
    {
      header: t`Action`,
      align: 'end',
      cell: (job) => {
        const id = job.id;
        const kind = job.kind;
        return (
          <Button
            variant="outline"
            size="sm"
            onClick={() => retry.mutate(job.id)}
            disabled={retry.isPending}
            aria-label={t`Retry job ${id} (${kind})`}
          >
            <RotateCcwIcon aria-hidden="true" />
            {t`Retry`}
          </Button>
        );
      },
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard
          label={t({ message: 'Waiting', comment: 'Jobs waiting to run' })}
          value={i18n.number(counts.pending)}
        />
        <StatCard
          label={t({ message: 'Running', comment: 'Jobs running now' })}
          value={i18n.number(counts.running)}
        />
        <StatCard label={t`Done in the last day`} value={i18n.number(counts.doneLastDay)} />
        <StatCard
          label={t({ message: 'Failed', comment: 'Jobs that failed for good' })}
          value={i18n.number(counts.failed)}
          note={t`after every retry`}
        />
      </dl>
      <DataTable
        label={t`Failed jobs`}
        columns={columns}
        rows={failed}
        rowKey={(job) => String(job.id)}
        empty={t`No job has failed. Mails, pushes and reminders are going out.`}
      />
    </div>
  );
}
