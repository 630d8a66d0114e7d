import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, setViewportWidth } from '@/test/render-app';

afterEach(() => setViewportWidth(1024));

describe('app shell', () => {
  it("shows a 'Loading...' spinner while the first page's code loads", async () => {
    renderApp('/goodbye');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'See you on the coast' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the spinner while navigating to a page whose code is loading', async () => {
    const { router } = renderApp('/goodbye');
    await screen.findByRole('heading', { level: 1, name: 'See you on the coast' });
    let navigation!: Promise<void>;
    act(() => {
      navigation = router.navigate('/forgot-password');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(() => navigation);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has the landmarks and a skip link to the content', async () => {
    renderApp('/goodbye');
    await screen.findByRole('heading', { level: 1, name: 'See you on the coast' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the footer on wide screens with the legal links, Instagram and the studio credit', async () => {
    setViewportWidth(1280);
    renderApp('/goodbye');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies');
    const instagram = footer.getByRole('link', { name: 'Lineup on Instagram' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/lineup.coast');
    expect(instagram.getAttribute('rel')).toContain('noopener');
    expect(footer.getByText('Made by Lineup Studio on the coast')).toBeInTheDocument();
  });

  it('leaves the footer out on phones', async () => {
    setViewportWidth(375);
    renderApp('/goodbye');
    await screen.findByRole('heading', { level: 1, name: 'See you on the coast' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
