import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ShellUser } from '@/features/auth/auth-context';
import { UserMenu } from './user-menu';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderMenu(user: Partial<ShellUser>, onSignOut: () => Promise<void> = async () => {}) {
  const member: ShellUser = {
    id: 'u1',
    email: 'ines.c@example.com',
    username: 'ines',
    avatarUrl: null,
    ...user,
  };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <UserMenu user={member} onSignOut={onSignOut} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/events'] },
  );
  render(<RouterProvider router={router} />);
  return { router };
}

async function openMenu(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Account menu for ${name}` }));
  return { user, menu: within(await screen.findByRole('menu')) };
}

describe('UserMenu (docs/product.md §2 "User menu (signed in)")', () => {
  it('shows the username and the e-mail', async () => {
    renderMenu({ username: 'ines' });
    const { menu } = await openMenu('ines');
    expect(menu.getByText('ines')).toBeInTheDocument();
    expect(menu.getByText('ines.c@example.com')).toBeInTheDocument();
  });

  it('falls back to the part of the e-mail before the @ without a username', async () => {
    renderMenu({ username: null, email: 'kai.surf@example.com' });
    const { menu } = await openMenu('kai.surf');
    expect(menu.getByText('kai.surf')).toBeInTheDocument();
    expect(menu.getByText('kai.surf@example.com')).toBeInTheDocument();
  });

  it.each([
    ['Profile', '/profile'],
    ['My Created Events', '/dashboard'],
    ['Upcoming Plans', '/my-events'],
    ['Edit Profile Info', '/profile/edit'],
    ['Privacy & Settings', '/profile/settings'],
  ])('%s leads to %s', async (item, path) => {
    renderMenu({});
    const { user, menu } = await openMenu('ines');
    await user.click(menu.getByRole('menuitem', { name: item }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(path));
  });

  it('lists exactly the spec items, Log out last', async () => {
    renderMenu({});
    const { menu } = await openMenu('ines');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'My Created Events',
      'Upcoming Plans',
      'Edit Profile Info',
      'Privacy & Settings',
      'Log out',
    ]);
  });

  it('leads an admin to the admin page, after the spec items', async () => {
    const { router } = renderMenu({ isAdmin: true });
    const { user, menu } = await openMenu('ines');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'My Created Events',
      'Upcoming Plans',
      'Edit Profile Info',
      'Privacy & Settings',
      'Admin',
      'Log out',
    ]);
    await user.click(menu.getByRole('menuitem', { name: 'Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('switches the theme, keeps the menu open and remembers the choice', async () => {
    renderMenu({});
    const { user, menu } = await openMenu('ines');
    expect(menu.getByRole('menuitemradio', { name: 'System' })).toBeChecked();
    await user.click(menu.getByRole('menuitemradio', { name: 'Dark' }));
    expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('lineup_theme')).toBe('dark');
    await user.click(menu.getByRole('menuitemradio', { name: 'System' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(window.localStorage.getItem('lineup_theme')).toBeNull();
  });

  it('signs out and goes to /goodbye', async () => {
    const onSignOut = vi.fn(async () => {});
    renderMenu({}, onSignOut);
    const { user, menu } = await openMenu('ines');
    await user.click(menu.getByRole('menuitem', { name: 'Log out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/goodbye'));
  });

  it('logs a failed sign-out and stays on the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('offline');
    renderMenu({}, async () => {
      throw failure;
    });
    const { user, menu } = await openMenu('ines');
    await user.click(menu.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Sign-out failed', failure));
    expect(screen.getByTestId('where')).toHaveTextContent('/events');
    logged.mockRestore();
  });
});
