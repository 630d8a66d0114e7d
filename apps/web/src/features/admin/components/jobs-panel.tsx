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
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(adminJobsQuery);
  const retry = useMutation({
    mutationFn: retryJob,
    onSuccess: (overview) => {
      queryClient.setQueryData(adminKeys.jobs, overview);
      toast({ title: 'The job will run again now', variant: 'success' });
    },
    onError: (error) => toastFailure('The job was not queued again', error),
  });

  if (query.isPending) return <PanelLoading label="Loading the job queue" />;
  if (query.isError) {
    return (
      <PanelError title="The job queue could not be loaded" onRetry={() => void query.refetch()} />
    );
  }
  const { counts, failed } = query.data;
  const columns: Column<AdminFailedJob>[] = [
    { header: 'Job', cell: (job) => <code className="text-xs">{job.kind}</code> },
    { header: 'Attempts', cell: (job) => job.attempts, align: 'end' },
    { header: 'Last error', cell: (job) => job.lastError ?? '—', className: 'break-all' },
    {
      header: 'Failed',
      cell: (job) => (job.finishedAt ? timeAgo(i18n, job.finishedAt) : '—'),
    },
    {
      header: 'Action',
      align: 'end',
      cell: (job) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => retry.mutate(job.id)}
          disabled={retry.isPending}
          aria-label={`Retry job ${job.id} (${job.kind})`}
        >
          <RotateCcwIcon aria-hidden="true" />
          Retry
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label="Waiting" value={counts.pending} />
        <StatCard label="Running" value={counts.running} />
        <StatCard label="Done in the last day" value={counts.doneLastDay} />
        <StatCard label="Failed" value={counts.failed} note="after every retry" />
      </dl>
      <DataTable
        label="Failed jobs"
        columns={columns}
        rows={failed}
        rowKey={(job) => String(job.id)}
        empty="No job has failed. Mails, pushes and reminders are going out."
      />
    </div>
  );
}
