import type { AdminJobsResponse } from '@lineup/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderPanel } from '../testing/render-panel';
import { JobsPanel } from './jobs-panel';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();
beforeEach(() => api.reset());

const failedJob = {
  id: 42,
  kind: 'notifications.deliver',
  attempts: 8,
  lastError: 'connect ECONNREFUSED smtp.example:465',
  createdAt: new Date(Date.now() - 7_200_000).toISOString(),
  finishedAt: new Date(Date.now() - 3_600_000).toISOString(),
};

describe('Jobs', () => {
  it('shows the queue and the failed jobs, and runs one again', async () => {
    let overview: AdminJobsResponse = {
      counts: { pending: 3, running: 1, failed: 1, doneLastDay: 120 },
      failed: [failedJob],
    };
    api.on('GET /api/admin/jobs', () => ({ body: overview }));
    api.on('POST /api/admin/jobs/:id/retry', () => {
      overview = { counts: { ...overview.counts, pending: 4, failed: 0 }, failed: [] };
      return { body: overview };
    });
    renderPanel(<JobsPanel />);

    const table = await screen.findByRole('table', { name: 'Failed jobs' });
    expect(within(table).getByText('connect ECONNREFUSED smtp.example:465')).toBeInTheDocument();
    expect(screen.getByText('120')).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Retry job 42 (notifications.deliver)' }),
    );
    expect(await screen.findByText('The job will run again now')).toBeInTheDocument();
    expect(
      await screen.findByText('No job has failed. Mails, pushes and reminders are going out.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/jobs/:id/retry')[0]!.params.id).toBe('42');
  });
});
