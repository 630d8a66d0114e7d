import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as AboutRoute } from './about';
import { Component as ContactRoute } from './contact';
import { Component as CookiesRoute } from './cookies';
import { Component as PrivacyRoute } from './privacy';
import { Component as TermsRoute } from './terms';

afterEach(cleanup);

function renderPage(Page: ComponentType, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

const pages = [
  {
    path: '/about',
    Page: AboutRoute,
    heading: 'Find your people where the waves are',
    title: 'About · Lineup',
  },
  { path: '/contact', Page: ContactRoute, heading: 'Get in touch', title: 'Contact · Lineup' },
  {
    path: '/privacy',
    Page: PrivacyRoute,
    heading: 'Privacy Policy',
    title: 'Privacy Policy · Lineup',
  },
  { path: '/terms', Page: TermsRoute, heading: 'Terms of Use', title: 'Terms of Use · Lineup' },
  {
    path: '/cookies',
    Page: CookiesRoute,
    heading: 'Cookie Policy',
    title: 'Cookie Policy · Lineup',
  },
];

describe('informational pages', () => {
  it.each(pages)(
    '$path renders one h1 and names itself in the tab',
    ({ Page, path, heading, title }) => {
      renderPage(Page, path);
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]).toHaveTextContent(heading);
      expect(document.title).toBe(title);
    },
  );

  it.each(pages.filter(({ path }) => ['/privacy', '/terms', '/cookies'].includes(path)))(
    '$path is dated and its table of contents points at sections on the page',
    ({ Page, path }) => {
      const { container } = renderPage(Page, path);
      expect(screen.getByText('22 November 2026')).toHaveAttribute('dateTime', '2026-11-22');

      const toc = screen.getByRole('navigation', { name: 'On this page' });
      const links = within(toc).getAllByRole('link');
      expect(links.length).toBeGreaterThan(3);
      for (const link of links) {
        const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
        const target = container.querySelector(`[id="${id}"]`);
        expect(target, `no section for ${link.getAttribute('href')}`).not.toBeNull();
        // The link text is the section's own h2.
        expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
          link.textContent?.replace(/^\d+/, '') ?? '',
        );
      }
    },
  );

  it('privacy page tells members how to download and delete their data', () => {
    renderPage(PrivacyRoute, '/privacy');
    const rights = screen.getByRole('region', { name: 'Your rights and choices' });
    expect(within(rights).getByText('Download my data')).toBeInTheDocument();
    expect(within(rights).getByText('Delete my account')).toBeInTheDocument();
    expect(within(rights).getByText(/JSON file/)).toBeInTheDocument();
    expect(within(rights).getAllByRole('link', { name: 'Privacy & Settings' })[0]).toHaveAttribute(
      'href',
      '/profile/settings',
    );
    expect(screen.getAllByRole('link', { name: 'privacy@lineup.example' })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:privacy@lineup\.example/),
    );
  });

  it('cookies page lists the storage keys Lineup uses in its table', () => {
    renderPage(CookiesRoute, '/cookies');
    const table = screen.getByRole('table', { name: 'Cookies and browser storage used by Lineup' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Session cookie'),
        expect.stringContaining('lineup_cookie_consent'),
        expect.stringContaining('lineup_selected_area'),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Ask me again' })).toBeInTheDocument();
  });

  it('contact page offers a mailto link for each kind of question', () => {
    renderPage(ContactRoute, '/contact');
    for (const address of ['hello', 'events', 'privacy', 'press']) {
      expect(screen.getAllByRole('link', { name: `${address}@lineup.example` })[0]).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`^mailto:${address}@lineup\\.example`)),
      );
    }
  });

  it('links to the other informational pages with router links', () => {
    renderPage(AboutRoute, '/about');
    const related = screen.getByRole('navigation', { name: 'More about Lineup' });
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/contact', '/privacy', '/terms', '/cookies']);
  });
});
