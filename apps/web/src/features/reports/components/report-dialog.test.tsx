import { reportMessages } from '@lineup/contracts';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { installFakeApi } from '@/test/fake-api';
import { findToast, renderWithClient } from '@/test/render-with-client';
import { ReportButton } from './report-dialog';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();

beforeEach(() => {
  api.reset();
  toast.reset();
});

const PLAN_ID = '3f0c2b55-8a7e-4d0b-9a51-2a4d8f1b6c10';

describe('ReportButton', () => {
  it('sends the chosen reason and note, then thanks the member', async () => {
    const user = userEvent.setup();
    api.on('POST /api/reports', ({ body }) => ({
      status: 201,
      body: {
        id: '8d1f0a4e-3c55-4d7e-9d2c-5a1b7e0c9f21',
        kind: 'plan',
        subjectId: PLAN_ID,
        reason: (body as { reason: string }).reason,
        createdAt: '2026-07-01T10:00:00.000Z',
      },
    }));
    renderWithClient(<ReportButton kind="plan" id={PLAN_ID} label="Report this plan" />);
    await user.click(screen.getByRole('button', { name: 'Report this plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this plan' });
    expect(dialog).toBeInTheDocument();
    for (const reason of ['Spam', 'Harassment', 'Unsafe', 'Wrong information', 'Other']) {
      expect(screen.getByRole('radio', { name: new RegExp(`^${reason}`) })).toBeInTheDocument();
    }
    // No reason yet: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a reason.');
    expect(api.callsTo('POST /api/reports')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /^Wrong information/ }));
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'It is tomorrow');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await findToast('Thanks. Our moderators will look at it.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/reports')[0]?.body).toEqual({
      kind: 'plan',
      id: PLAN_ID,
      reason: 'wrong_information',
      note: 'It is tomorrow',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s words when the member already reported it', async () => {
    const user = userEvent.setup();
    api.on('POST /api/reports', {
      status: 409,
      body: { error: { code: 'conflict', message: reportMessages.duplicate } },
    });
    renderWithClient(<ReportButton kind="event" id={PLAN_ID} label="Report this event" />);
    await user.click(screen.getByRole('button', { name: 'Report this event' }));
    await user.click(await screen.findByRole('radio', { name: /^Spam/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reportMessages.duplicate);
    expect(screen.getByRole('dialog', { name: 'Report this event' })).toBeInTheDocument();
  });
});
