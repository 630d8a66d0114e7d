import type { ReactNode } from 'react';
import { contactEmails } from '../info-links';
import { InfoPage, type InfoSection } from './info-page';
import { Code, List, ListItem, MailLink, Paragraph, Strong, SubHeading, TextLink } from './prose';
import { ResetCookieChoice } from './reset-cookie-choice';

type StorageRow = {
  id: string;
  name: ReactNode;
  kind: string;
  purpose: ReactNode;
  category: 'Essential' | 'Functionality' | 'Analytics' | 'Advertising';
  duration: string;
};

/*
 * Everything Lineup keeps in the browser. The two `lineup_` keys must match the consent and
 * area features' storage keys; the categories match the cookie banner's "More info" list.
 */
const storage: StorageRow[] = [
  {
    id: 'session',
    name: 'Session cookie',
    kind: 'Cookie · httpOnly · first-party',
    purpose: (
      <>
        Keeps you signed in and identifies your session to our server. Scripts in the page can’t
        read it. Set only when you sign in.
      </>
    ),
    category: 'Essential',
    duration: 'Until you sign out, or the session expires after a period without use',
  },
  {
    id: 'consent',
    name: <Code>lineup_cookie_consent</Code>,
    kind: 'Local storage',
    purpose: (
      <>
        Remembers your answer to the cookie banner: <Code>true</Code> for Accept All,{' '}
        <Code>false</Code> for Essential Only, so we don’t ask on every visit.
      </>
    ),
    category: 'Essential',
    duration: 'Until you clear it',
  },
  {
    id: 'area',
    name: <Code>lineup_selected_area</Code>,
    kind: 'Local storage',
    purpose: (
      <>
        The area you picked in the area selector (for example Ericeira), so event lists open on it
        next time.
      </>
    ),
    category: 'Functionality',
    duration: 'Until you choose “Show All” or clear it',
  },
  {
    id: 'analytics',
    name: 'Analytics storage',
    kind: 'Cookies or local storage',
    purpose: (
      <>
        Counts visits and page views so we learn which towns and events people look for. Only used
        if the operator has switched on an analytics tool.
      </>
    ),
    category: 'Analytics',
    duration: 'Only after Accept All; never with Essential Only',
  },
  {
    id: 'advertising',
    name: 'Advertising storage',
    kind: 'Cookies or local storage',
    purpose: (
      <>
        Measures how people find Lineup through partner promotions. Only used if the operator runs
        such a promotion.
      </>
    ),
    category: 'Advertising',
    duration: 'Only after Accept All; never with Essential Only',
  },
];

const categoryClass: Record<StorageRow['category'], string> = {
  Essential: 'bg-ocean-100 text-ocean-900',
  Functionality: 'bg-sand-200 text-sand-900',
  Analytics: 'bg-coral-100 text-coral-900',
  Advertising: 'bg-coral-100 text-coral-900',
};

const cellClass =
  'block px-4 py-1.5 align-top before:mb-0.5 before:block before:text-xs before:font-semibold before:tracking-wide before:text-muted before:uppercase before:content-[attr(data-label)] md:table-cell md:px-4 md:py-4 md:before:content-none';

/*
 * A real table from 768 px; below that each row becomes a card headed by the name, with the
 * other column names as labels. Changing `display` drops table semantics in some browsers, so the roles are explicit.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the explicit table roles are deliberate, as said above */
function StorageTable() {
  return (
    <div className="mt-6 md:overflow-hidden md:rounded-2xl md:border md:border-sand-200 md:bg-surface md:shadow-soft">
      <table role="table" className="block w-full text-left text-sm leading-6 md:table">
        <caption className="sr-only">Cookies and browser storage used by Lineup</caption>
        <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
          <tr role="row" className="md:border-b md:border-sand-200 md:bg-sand-100">
            {['Name', 'Purpose', 'Category', 'How long'].map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="px-4 py-3 text-xs font-semibold tracking-wide text-muted uppercase"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
          {storage.map((row) => (
            <tr
              role="row"
              key={row.id}
              className="block rounded-2xl border border-sand-200 bg-surface py-3 shadow-soft md:table-row md:rounded-none md:border-0 md:border-b md:py-0 md:shadow-none md:last:border-b-0"
            >
              <td role="cell" className={`${cellClass} md:w-[30%]`}>
                <span className="font-semibold text-ink">{row.name}</span>
                <span className="mt-0.5 block text-xs text-muted">{row.kind}</span>
              </td>
              <td role="cell" data-label="Purpose" className={`${cellClass} text-ink/85`}>
                {row.purpose}
              </td>
              <td role="cell" data-label="Category" className={cellClass}>
                <span
                  className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${categoryClass[row.category]}`}
                >
                  {row.category}
                </span>
              </td>
              <td
                role="cell"
                data-label="How long"
                className={`${cellClass} text-ink/85 md:w-[22%]`}
              >
                {row.duration}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */

const sections: InfoSection[] = [
  {
    id: 'short-version',
    title: 'The short version',
    content: (
      <>
        <Paragraph>
          Lineup needs very little browser storage to work: one cookie to keep you signed in, and
          two small saved settings in your browser’s local storage. None of them follow you to other
          websites.
        </Paragraph>
        <Paragraph>
          Analytics and advertising storage is different: it is only allowed after you choose{' '}
          <Strong>Accept All</Strong> in the cookie banner, and it stays off if you choose{' '}
          <Strong>Essential Only</Strong>.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'what-we-use',
    title: 'What we use',
    content: (
      <>
        <Paragraph>
          &ldquo;Cookies&rdquo; here covers both cookies and local storage, a similar place in your
          browser where a website can keep small pieces of information.
        </Paragraph>
        <StorageTable />
        <Paragraph>
          Our fonts and icons are served by Lineup itself, so loading a page doesn’t contact font or
          tracking services.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'your-choice',
    title: 'Your choice',
    content: (
      <>
        <Paragraph>
          On your first visit a banner appears after a second with two buttons. Under{' '}
          <Strong>More info</Strong> it lists the same categories as the table above.
        </Paragraph>
        <List>
          <ListItem>
            <Strong>Accept All</Strong> stores <Code>true</Code> and allows analytics and
            advertising storage.
          </ListItem>
          <ListItem>
            <Strong>Essential Only</Strong> stores <Code>false</Code> and denies analytics and
            advertising storage.
          </ListItem>
        </List>
        <Paragraph>
          Either way, essential and functionality storage (your session, your cookie choice, your
          selected area) stays on, because Lineup can’t sign you in or remember your area without
          it. Your choice is applied again every time you open Lineup in that browser.
        </Paragraph>
        <Paragraph>
          If you are signed in when you choose, we also record yes or no against your account, so we
          can show that we asked. The <TextLink to="/privacy">Privacy Policy</TextLink> explains how
          long we keep it.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'change-your-mind',
    title: 'Changing your mind',
    content: (
      <>
        <Paragraph>
          Clear your stored choice and the banner comes back, so you can choose again. The button
          below does this for this browser and reloads the page:
        </Paragraph>
        <ResetCookieChoice />
        <SubHeading>Doing it yourself</SubHeading>
        <Paragraph>
          You can also remove <Code>lineup_cookie_consent</Code> yourself: in your browser’s
          settings, clear the cookies and site data for Lineup. That also signs you out and forgets
          your selected area. The banner returns on your next visit. Your choice is kept per
          browser, so do this on each device you use.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'other-sites',
    title: 'Other websites',
    content: (
      <Paragraph>
        Some links lead to other services: a venue on Google Maps, &ldquo;Add to Google
        Calendar&rdquo;, an organiser’s ticket page, or signing in with Google or Facebook. Those
        services may set their own cookies once you are on their site, under their own policies.
        Nothing is sent to them until you click.
      </Paragraph>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    content: (
      <Paragraph>
        Write to <MailLink address={contactEmails.privacy} subject="Cookie question" />.
      </Paragraph>
    ),
  },
];

export function CookiesPage() {
  return (
    <InfoPage
      page="cookies"
      documentTitle="Cookie Policy"
      eyebrow="Cookies"
      title="Cookie Policy"
      intro={
        <p>
          The cookie and the saved settings Lineup keeps in your browser, what each one is for, and
          how to change your mind.
        </p>
      }
      sections={sections}
      legal
    />
  );
}
