import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { ErrorPage } from './error-page';

describe('error page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what happened and offers Refresh Page and Go Home', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<ErrorPage error={new Error('boom')} />, { wrapper: MemoryRouter });

    const alert = within(screen.getByRole('alert'));
    expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      alert.getByText(
        'The page encountered an error. Please try refreshing or go back to the home page.',
      ),
    ).toBeInTheDocument();
    expect(alert.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');

    await userEvent.setup().click(alert.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('replaces a page that throws while rendering, and the header stays usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/design-system?crash=1');

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Lineup' }),
    ).toHaveAttribute('href', '/');
  });

  it('does not appear on the design system page without the crash switch', async () => {
    renderApp('/design-system');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Design system' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
