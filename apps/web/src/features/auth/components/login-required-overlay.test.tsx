import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider, signedOutState } from '../auth-context';
import { signedInAs } from '@/test/render-app';
import { LoginRequired } from './login-required';
import { LoginRequiredOverlay } from './login-required-overlay';

function Page() {
  return (
    <div>
      <h1>Your events</h1>
      <a href="/events/1">Sunset session</a>
      <button type="button">Edit</button>
    </div>
  );
}

describe('LoginRequiredOverlay', () => {
  it('shows its title, description, Log In, Sign Up and Just Browse Events', () => {
    render(
      <LoginRequiredOverlay
        title="Log in to see your events"
        description="Everything you organise is here."
      >
        <Page />
      </LoginRequiredOverlay>,
      { wrapper: MemoryRouter },
    );
    const overlay = within(screen.getByRole('region', { name: 'Log in to see your events' }));
    expect(overlay.getByText('Everything you organise is here.')).toBeInTheDocument();
    expect(overlay.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(overlay.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(overlay.getByRole('link', { name: 'Just Browse Events' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('leaves out Just Browse Events when asked to', () => {
    render(<LoginRequiredOverlay showBrowseButton={false} />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('link', { name: 'Just Browse Events' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });

  it('keeps the page behind visible but out of reach: inert and hidden from assistive technology', () => {
    render(
      <LoginRequiredOverlay>
        <Page />
      </LoginRequiredOverlay>,
      { wrapper: MemoryRouter },
    );
    const behind = screen.getByText('Sunset session');
    expect(behind).toBeVisible();
    expect(behind.closest('[inert]')).not.toBeNull();
    expect(behind.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Sunset session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByText('Edit').closest('[inert]')).not.toBeNull();
  });
});

describe('LoginRequired', () => {
  it('covers the page for a visitor', () => {
    render(
      <AuthProvider value={signedOutState}>
        <LoginRequired
          title="Log in to see your events"
          description="Everything you organise is here."
        >
          <Page />
        </LoginRequired>
      </AuthProvider>,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('region', { name: 'Log in to see your events' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sunset session' })).not.toBeInTheDocument();
  });

  it('shows the page itself to a signed-in member', () => {
    render(
      <AuthProvider value={signedInAs()}>
        <LoginRequired
          title="Log in to see your events"
          description="Everything you organise is here."
        >
          <Page />
        </LoginRequired>
      </AuthProvider>,
      { wrapper: MemoryRouter },
    );
    expect(
      screen.queryByRole('region', { name: 'Log in to see your events' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sunset session' })).toBeInTheDocument();
    expect(screen.getByText('Sunset session').closest('[inert]')).toBeNull();
  });
});
