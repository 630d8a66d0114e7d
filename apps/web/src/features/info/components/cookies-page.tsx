import { Trans, useLingui } from '@lingui/react/macro';
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
function useStorage(): StorageRow[] {
  const { t } = useLingui();
  return [
    {
      id: 'session',
      name: t`Session cookie`,
      kind: t`Cookie · httpOnly · first-party`,
      purpose: (
        <>{t`Keeps you signed in and identifies your session to our server. Scripts in the page can’t read it. Set only when you sign in.`}</>
      ),
      category: 'Essential',
      duration: t`Until you sign out, or the session expires after a period without use`,
    },
    {
      id: 'consent',
      name: <Code>lineup_cookie_consent</Code>,
      kind: t`Local storage`,
      purpose: (
        <Trans>
          Remembers your answer to the cookie banner: <Code>true</Code> for Accept All,{' '}
          <Code>false</Code> for Essential Only, so we don’t ask on every visit.
        </Trans>
      ),
      category: 'Essential',
      duration: t`Until you clear it`,
    },
    {
      id: 'area',
      name: <Code>lineup_selected_area</Code>,
      kind: t`Local storage`,
      purpose: (
        <>{t`The area you picked in the area selector (for example Ericeira), so event lists open on it next time.`}</>
      ),
      category: 'Functionality',
      duration: t`Until you choose “Show All” or clear it`,
    },
    {
      id: 'analytics',
      name: t`Analytics storage`,
      kind: t`Cookies or local storage`,
      purpose: (
        <>{t`Counts visits and page views so we learn which towns and events people look for. Only used if the operator has switched on an analytics tool.`}</>
      ),
      category: 'Analytics',
      duration: t`Only after Accept All; never with Essential Only`,
    },
    {
      id: 'advertising',
      name: t`Advertising storage`,
      kind: t`Cookies or local storage`,
      purpose: (
        <>{t`Measures how people find Lineup through partner promotions. Only used if the operator runs such a promotion.`}</>
      ),
      category: 'Advertising',
      duration: t`Only after Accept All; never with Essential Only`,
    },
  ];
}

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
  const { t } = useLingui();
  const storage = useStorage();
  const categories: Record<StorageRow['category'], string> = {
    Essential: t({ message: 'Essential', comment: 'Cookie category' }),
    Functionality: t({ message: 'Functionality', comment: 'Cookie category' }),
    Analytics: t({ message: 'Analytics', comment: 'Cookie category' }),
    Advertising: t({ message: 'Advertising', comment: 'Cookie category' }),
  };
  const columns = [
    t({ message: 'Name', comment: 'Cookie table column' }),
    t({ message: 'Purpose', comment: 'Cookie table column' }),
    t({ message: 'Category', comment: 'Cookie table column' }),
    t({ message: 'How long', comment: 'Cookie table column' }),
  ];
  return (
    <div className="mt-6 md:overflow-hidden md:rounded-2xl md:border md:border-sand-200 md:bg-surface md:shadow-soft">
      <table role="table" className="block w-full text-left text-sm leading-6 md:table">
        <caption className="sr-only">{t`Cookies and browser storage used by Lineup`}</caption>
        <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
          <tr role="row" className="md:border-b md:border-sand-200 md:bg-sand-100">
            {columns.map((column) => (
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
              <td role="cell" data-label={columns[1]} className={`${cellClass} text-ink/85`}>
                {row.purpose}
              </td>
              <td role="cell" data-label={columns[2]} className={cellClass}>
                <span
                  className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${categoryClass[row.category]}`}
                >
                  {categories[row.category]}
                </span>
              </td>
              <td
                role="cell"
                data-label={columns[3]}
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

function useSections(): InfoSection[] {
  const { t } = useLingui();
  return [
    {
      id: 'short-version',
      title: t`The short version`,
      content: (
        <>
          <Paragraph>
            {t`Lineup needs very little browser storage to work: one cookie to keep you signed in, and two small saved settings in your browser’s local storage. None of them follow you to other websites.`}
          </Paragraph>
          <Paragraph>
            <Trans>
              Analytics and advertising storage is different: it is only allowed after you choose{' '}
              <Strong>Accept All</Strong> in the cookie banner, and it stays off if you choose{' '}
              <Strong>Essential Only</Strong>.
            </Trans>
          </Paragraph>
        </>
      ),
    },
    {
      id: 'what-we-use',
      title: t`What we use`,
      content: (
        <>
          <Paragraph>
            {t`“Cookies” here covers both cookies and local storage, a similar place in your browser where a website can keep small pieces of information.`}
          </Paragraph>
          <StorageTable />
          <Paragraph>
            {t`Our fonts and icons are served by Lineup itself, so loading a page doesn’t contact font or tracking services.`}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'your-choice',
      title: t`Your choice`,
      content: (
        <>
          <Paragraph>
            <Trans>
              On your first visit a banner appears after a second with two buttons. Under{' '}
              <Strong>More info</Strong> it lists the same categories as the table above.
            </Trans>
          </Paragraph>
          <List>
            <ListItem>
              <Trans>
                <Strong>Accept All</Strong> stores <Code>true</Code> and allows analytics and
                advertising storage.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Essential Only</Strong> stores <Code>false</Code> and denies analytics and
                advertising storage.
              </Trans>
            </ListItem>
          </List>
          <Paragraph>
            {t`Either way, essential and functionality storage (your session, your cookie choice, your selected area) stays on, because Lineup can’t sign you in or remember your area without it. Your choice is applied again every time you open Lineup in that browser.`}
          </Paragraph>
          <Paragraph>
            <Trans>
              If you are signed in when you choose, we also record yes or no against your account,
              so we can show that we asked. The <TextLink to="/privacy">Privacy Policy</TextLink>{' '}
              explains how long we keep it.
            </Trans>
          </Paragraph>
        </>
      ),
    },
    {
      id: 'change-your-mind',
      title: t`Changing your mind`,
      content: (
        <>
          <Paragraph>
            {t`Clear your stored choice and the banner comes back, so you can choose again. The button below does this for this browser and reloads the page:`}
          </Paragraph>
          <ResetCookieChoice />
          <SubHeading>{t`Doing it yourself`}</SubHeading>
          <Paragraph>
            <Trans>
              You can also remove <Code>lineup_cookie_consent</Code> yourself: in your browser’s
              settings, clear the cookies and site data for Lineup. That also signs you out and
              forgets your selected area. The banner returns on your next visit. Your choice is kept
              per browser, so do this on each device you use.
            </Trans>
          </Paragraph>
        </>
      ),
    },
    {
      id: 'other-sites',
      title: t`Other websites`,
      content: (
        <Paragraph>
          {t`Some links lead to other services: a venue on Google Maps, “Add to Google Calendar”, an organiser’s ticket page, or signing in with Google or Facebook. Those services may set their own cookies once you are on their site, under their own policies. Nothing is sent to them until you click.`}
        </Paragraph>
      ),
    },
    {
      id: 'contact',
      title: t`Questions`,
      content: (
        <Paragraph>
          <Trans>
            Write to <MailLink address={contactEmails.privacy} subject="Cookie question" />.
          </Trans>
        </Paragraph>
      ),
    },
  ];
}

export function CookiesPage() {
  const { t } = useLingui();
  const sections = useSections();
  return (
    <InfoPage
      page="cookies"
      documentTitle={t`Cookie Policy`}
      eyebrow={t`Cookies`}
      title={t`Cookie Policy`}
      intro={
        <p>
          {t`The cookie and the saved settings Lineup keeps in your browser, what each one is for, and how to change your mind.`}
        </p>
      }
      sections={sections}
      legal
    />
  );
}
