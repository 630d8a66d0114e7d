import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAreas } from '@/features/areas/testing/area-fixtures';
import { crewAnswer, OWNER } from '@/features/crews/testing/crew-fixtures';
import { renderApp, signedInAs } from '@/test/render-app';
import { Reply, serveApi } from '@/test/serve-api';

configure({ asyncUtilTimeout: 5000 });

const owner = signedInAs({ id: OWNER.id, username: OWNER.username });

describe('create a crew', () => {
  it('checks the fields, suggests the address, shows the server’s field errors, then opens the crew', async () => {
    let taken = true;
    const calls = serveApi({
      'GET /api/areas': () => ({ areas: buildAreas() }),
      'POST /api/crews': () => {
        if (taken) {
          taken = false;
          return new Reply(400, {
            error: {
              code: 'validation_failed',
              message: 'Some fields are not valid.',
              details: {
                target: 'json',
                issues: [{ path: 'handle', message: 'That address is taken. Try another one.' }],
              },
            },
          });
        }
        return new Reply(
          201,
          crewAnswer({ viewer: { following: false, role: 'owner', invitedAs: null } }),
        );
      },
      'GET /api/crews/ribeira-surf-club': () =>
        crewAnswer({ viewer: { following: false, role: 'owner', invitedAs: null } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/crews/create', { auth: owner });
    const form = within(await screen.findByRole('main'));
    const name = await form.findByRole('textbox', { name: 'Name' });

    await user.click(form.getByRole('button', { name: 'Create crew' }));
    expect(name).toHaveAccessibleDescription('Give the crew a name of at least 2 characters.');
    expect(form.getByRole('combobox', { name: 'Area' })).toHaveAccessibleDescription(
      'Choose an area.',
    );
    expect(form.getByRole('alert')).toHaveTextContent('Some fields need another look.');

    await user.type(name, 'Ribeira Surf Club');
    const handle = form.getByRole('textbox', { name: 'Address' });
    expect(handle).toHaveValue('ribeira-surf-club');
    await user.selectOptions(
      form.getByRole('combobox', { name: 'Area' }),
      'portugal-ericeira-area',
    );
    await user.type(form.getByRole('textbox', { name: 'Link 1' }), 'not a link');
    await user.click(form.getByRole('button', { name: 'Create crew' }));
    expect(form.getByRole('textbox', { name: 'Link 1' })).toHaveAccessibleDescription(
      'Each link must be a full web address (https://…).',
    );

    await user.clear(form.getByRole('textbox', { name: 'Link 1' }));
    await user.type(form.getByRole('textbox', { name: 'Link 1' }), 'https://ribeira.example.com');
    await user.click(form.getByRole('button', { name: 'Create crew' }));
    await waitFor(() =>
      expect(handle).toHaveAccessibleDescription('That address is taken. Try another one.'),
    );

    await user.click(form.getByRole('button', { name: 'Create crew' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crew/ribeira-surf-club'));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({
      handle: 'ribeira-surf-club',
      name: 'Ribeira Surf Club',
      description: '',
      area: 'portugal-ericeira-area',
      links: ['https://ribeira.example.com'],
      imageUrl: null,
    });
  }, 20_000);

  it('asks a visitor to log in', async () => {
    renderApp('/crews/create');
    expect(
      await screen.findByRole('heading', { name: 'Log in to create a crew' }),
    ).toBeInTheDocument();
  });
});
