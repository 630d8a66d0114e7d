import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAreas } from '@/features/areas/testing/area-fixtures';
import { crewAnswer, OWNER } from '@/features/crews/testing/crew-fixtures';
import { renderApp, signedInAs } from '@/test/render-app';
import { serveApi } from '@/test/serve-api';

configure({ asyncUtilTimeout: 5000 });

const PAGE = '/crew/ribeira-surf-club/edit';
const API = 'GET /api/crews/ribeira-surf-club';

describe('edit a crew', () => {
  it('lets the owner change the crew and saves every field the form shows', async () => {
    const calls = serveApi({
      'GET /api/areas': () => ({ areas: buildAreas() }),
      [API]: () => crewAnswer({ viewer: { following: false, role: 'owner', invitedAs: null } }),
      'PATCH /api/crews/ribeira-surf-club': () =>
        crewAnswer({
          name: 'Ribeira Surf School',
          viewer: { following: false, role: 'owner', invitedAs: null },
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(PAGE, {
      auth: signedInAs({ id: OWNER.id, username: OWNER.username }),
    });
    const main = within(screen.getByRole('main'));
    const name = await main.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Ribeira Surf Club');
    expect(main.queryByRole('textbox', { name: 'Address' })).not.toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Ribeira Surf School');
    await user.click(main.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crew/ribeira-surf-club'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Ribeira Surf School',
      description: 'Dawn sessions and board swaps on the Ribeira reef.',
      area: 'portugal-ericeira-area',
      links: ['https://www.ribeira-surf-club.example.com/'],
      imageUrl: null,
    });
  }, 15_000);

  it('tells a member who does not own the crew that only its owners can edit it', async () => {
    serveApi({
      'GET /api/areas': () => ({ areas: buildAreas() }),
      [API]: () => crewAnswer(),
    });
    renderApp(PAGE, { auth: signedInAs({ id: 'user-kai', username: 'kai' }) });
    expect(await screen.findByText('Only the crew’s owners can edit it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Ribeira Surf Club' })).toHaveAttribute(
      'href',
      '/crew/ribeira-surf-club',
    );
  });
});
