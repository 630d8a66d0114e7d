import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedOutState } from '@/features/auth/auth-context';
import { renderApp, setViewportWidth, signedInAs } from '@/test/render-app';
import { serverUnreachable } from '@/test/msw-server';

// These tests are about the shell and routing; the pages' data never arrives.
beforeEach(serverUnreachable);

function header() {
  return within(screen.getByRole('banner'));
}

afterEach(() => setViewportWidth(1024));

describe('header for a visitor on a desktop screen', () => {
  it('shows the logo, the area slot, the three nav links, Sign In and Join', async () => {
    setViewportWidth(1280);
    renderApp('/events');
    await screen.findByRole('heading', { level: 1, name: 'Discover events' });

    expect(header().getByRole('link', { name: 'Lineup' })).toHaveAttribute('href', '/');
    expect(header().getByRole('button', { name: 'Area: All Areas' })).toHaveTextContent(
      'All Areas',
    );
    const nav = within(header().getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/events');
    expect(nav.getByRole('link', { name: 'Add Event' })).toHaveAttribute('href', '/events/create');
    expect(nav.getByRole('link', { name: 'Connect' })).toHaveAttribute('href', '/friends');
    expect(header().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(header().getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/signup');
    expect(header().queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('marks the link of the current page as active', async () => {
    setViewportWidth(1280);
    renderApp('/friends');
    // Connect is for members: a visitor sees its login overlay, with the nav link still current.
    await screen.findByRole('heading', { name: 'Log in to connect with friends' });
    const nav = within(header().getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Connect' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Discover' })).not.toHaveAttribute('aria-current');
  });

  it('sends New Event through the auth screen, back to the form afterwards', async () => {
    setViewportWidth(1280);
    renderApp('/');
    expect(header().getByRole('link', { name: 'New Event' })).toHaveAttribute(
      'href',
      '/auth?redirectTo=/events/create',
    );
  });
});

describe('header while the session is read', () => {
  it('holds the place of Sign In and Join, so members never see them flash by', async () => {
    setViewportWidth(1280);
    renderApp('/events', { auth: { ...signedOutState, status: 'loading' } });
    await screen.findByRole('heading', { level: 1, name: 'Discover events' });
    expect(header().getByRole('link', { name: 'New Event' })).toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
    expect(header().queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('header for a signed-in member', () => {
  it('sends New Event straight to the form and shows the account menu instead of Sign In', async () => {
    setViewportWidth(1280);
    renderApp('/', { auth: signedInAs({ username: 'ines' }) });
    expect(header().getByRole('link', { name: 'New Event' })).toHaveAttribute(
      'href',
      '/events/create',
    );
    expect(header().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
    expect(
      await header().findByRole('button', { name: 'Account menu for ines' }),
    ).toBeInTheDocument();
  });

  it('lists the member menu items and signs out to /goodbye', async () => {
    setViewportWidth(1280);
    let signedOut = false;
    const { router } = renderApp('/', {
      auth: signedInAs({ username: null, email: 'kai@example.com' }, async () => {
        signedOut = true;
      }),
    });
    const user = userEvent.setup();
    await user.click(await header().findByRole('button', { name: 'Account menu for kai' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText('kai@example.com')).toBeInTheDocument();
    for (const item of [
      'Profile',
      'My Created Events',
      'Upcoming Plans',
      'Edit Profile Info',
      'Privacy & Settings',
    ]) {
      expect(menu.getByRole('menuitem', { name: item })).toBeInTheDocument();
    }
    await user.click(menu.getByRole('menuitem', { name: 'Log out' }));
    expect(signedOut).toBe(true);
    expect(
      await screen.findByRole('heading', { name: 'See you on the coast' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/goodbye');
  });
});

describe('header on a phone (below 768 px)', () => {
  it('shows one Login button whose prompt offers Log In, Sign Up and browsing', async () => {
    setViewportWidth(375);
    renderApp('/events');
    expect(header().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(header().queryByRole('navigation')).not.toBeInTheDocument();

    await userEvent.setup().click(header().getByRole('button', { name: 'Login' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Join to Add New Events' }));
    expect(
      dialog.getByText('Sign up or log in to add and organize your own events!'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(dialog.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
    // Phones have no footer: the language is chosen here, for this page.
    const languages = within(dialog.getByRole('navigation', { name: 'Language' }));
    expect(languages.getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'href',
      '/language/nl?to=%2Fevents',
    );
    expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('keeps New Event as an icon with its name for screen readers', async () => {
    setViewportWidth(375);
    renderApp('/');
    const newEvent = header().getByRole('link', { name: 'New Event' });
    expect(newEvent).toHaveAttribute('href', '/auth?redirectTo=/events/create');
    expect(newEvent.querySelector('svg')).not.toBeNull();
  });

  it('shows the bottom bar with the three nav links and Profile', async () => {
    setViewportWidth(375);
    renderApp('/');
    const bar = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(
      bar.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Discover', '/events'],
      ['Add Event', '/events/create'],
      ['Connect', '/friends'],
      ['Profile', '/profile'],
    ]);
  });

  it('keeps the home header transparent until the page scrolls past 20 px', async () => {
    setViewportWidth(375);
    renderApp('/');
    expect(screen.getByRole('banner')).toHaveAttribute('data-appearance', 'transparent');

    window.scrollY = 20;
    fireEvent.scroll(window);
    expect(screen.getByRole('banner')).toHaveAttribute('data-appearance', 'transparent');

    window.scrollY = 21;
    fireEvent.scroll(window);
    expect(screen.getByRole('banner')).toHaveAttribute('data-appearance', 'opaque');
    window.scrollY = 0;
    fireEvent.scroll(window);
  });

  it('is opaque at once on other pages, and on the home page on wide screens', async () => {
    setViewportWidth(375);
    const first = renderApp('/events');
    expect(screen.getByRole('banner')).toHaveAttribute('data-appearance', 'opaque');
    first.unmount();
    setViewportWidth(1280);
    renderApp('/');
    expect(screen.getByRole('banner')).toHaveAttribute('data-appearance', 'opaque');
  });
});
