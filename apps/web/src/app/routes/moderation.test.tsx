import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderApp, signedInAs } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });
const api = installFakeApi();

afterEach(() => api.reset());

describe('/moderation', () => {
  it('shows a crew owner the reports on their crew’s discussions', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/moderation/summary', { body: { canModerate: true, openItems: 0 } });
    api.on('GET /api/moderation/reports', { body: { items: [], nextCursor: null } });
    renderApp('/moderation', { auth: signedInAs() });
    expect(
      await screen.findByText('Nothing to review. All clear.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  });

  it('tells a member with nothing to moderate what the page is for, asking for no reports', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/moderation/summary', { body: { canModerate: false, openItems: 0 } });
    renderApp('/moderation', { auth: signedInAs() });
    expect(
      await screen.findByText(/Reports are for admins and crews' owners\./, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/moderation/reports')).toHaveLength(0);
  });
});
