import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { contactEmails } from '../info-links';
import { InfoPage, type InfoSection } from './info-page';
import {
  Callout,
  Code,
  List,
  ListItem,
  MailLink,
  Paragraph,
  SectionLink,
  Strong,
  SubHeading,
  TextLink,
} from './prose';

/** One row of "what we store": what it is, and why Lineup needs it. */
function DataItem({ title, what, why }: { title: string; what: ReactNode; why: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="mt-4 max-w-[65ch] rounded-2xl border border-sand-200 bg-surface p-5">
      <h3 className="font-display text-lg font-semibold text-ink">{title}</h3>
      <dl className="mt-2 space-y-2 text-base leading-7">
        <div>
          <dt className="inline font-semibold text-ink">{t`What:`} </dt>
          <dd className="inline text-ink/85">{what}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-ink">{t`Why:`} </dt>
          <dd className="inline text-ink/85">{why}</dd>
        </div>
      </dl>
    </div>
  );
}

function useSections(): InfoSection[] {
  const { t } = useLingui();
  return [
    {
      id: 'short-version',
      title: t`The short version`,
      content: (
        <List>
          <ListItem>
            {t`We store what Lineup needs to work: your account, your profile, the events and plans you create, your RSVPs and your friends. Nothing more is required to use it.`}
          </ListItem>
          <ListItem>
            {t`We don’t sell your personal data, and we never show your e-mail address to other members.`}
          </ListItem>
          <ListItem>
            {t`You choose who sees which events you are going to: everyone, only your friends, or nobody.`}
          </ListItem>
          <ListItem>
            {t`Analytics and advertising storage is used only if you choose “Accept All” in the cookie banner.`}
          </ListItem>
          <ListItem>
            <Trans>
              You can download all your data as a file, or delete your account, at any time from{' '}
              <TextLink to="/profile/settings">Privacy & Settings</TextLink>.
            </Trans>
          </ListItem>
        </List>
      ),
    },
    {
      id: 'who-we-are',
      title: t`Who is responsible`,
      content: (
        <>
          <Paragraph>
            {t`This policy covers Lineup, the web app at this address for finding events, casual plans and friends in coastal towns. “We” means the operator of this Lineup service, who decides why and how your personal data is processed (the “controller” under the EU General Data Protection Regulation, GDPR).`}
          </Paragraph>
          <Paragraph>
            <Trans>
              Questions about this policy or your data go to{' '}
              <MailLink address={contactEmails.privacy} subject="Privacy request" />.
            </Trans>
          </Paragraph>
        </>
      ),
    },
    {
      id: 'what-we-store',
      title: t`What we store and why`,
      content: (
        <>
          <Paragraph>
            {t`Browsing Lineup without an account stores nothing about you on our side except your search queries and the technical records described below. When you join, we store:`}
          </Paragraph>
          <DataItem
            title={t`Your account`}
            what={
              <>{t`your e-mail address and your password, which we keep only as a one-way hash that cannot be turned back into the password. If you sign in with Google or Facebook, we receive your e-mail address, and your name and profile picture if the provider shares them, but never your password there.`}</>
            }
            why={t`to let you sign in, to send the e-mails you ask for (confirming your address, magic links, password resets) and to tell you about changes that affect your account.`}
          />
          <DataItem
            title={t`Your profile`}
            what={t`your username, profile photo, tagline, location, status and status details, whatever you choose to fill in.`}
            why={t`so other members recognise you on events, plans and in Connect. Only the username is needed; the rest is optional.`}
          />
          <DataItem
            title={t`Events, venues and plans you create`}
            what={t`the title, description, category, vibe, tags, time, venue, capacity, price, links and cover image of your events; venues you add; and your casual plans with their place, time and spots.`}
            why={t`to publish them to the people you meant them for, and to let you edit, cancel or delete them.`}
          />
          <DataItem
            title={t`RSVPs and plan sign-ups`}
            what={t`whether you are going to or interested in an event, and which casual plans you joined.`}
            why={t`to keep count for organisers, to show you your upcoming plans and calendar feed, and, within your visibility setting, to show friends where you will be.`}
          />
          <DataItem
            title={t`Friend connections`}
            what={t`the friend requests you send, receive, accept or decline, and who your friends are.`}
            why={t`to run Connect, so you can see which events and plans your friends are going to.`}
          />
          <DataItem
            title={t`Search queries and clicks`}
            what={t`what you type into search, how many results it found, which result you opened, when, and your account if you were signed in.`}
            why={t`to improve search: to see which searches find nothing and which results people actually want. Our admins see these as totals and lists of queries, not as a profile of you.`}
          />
          <DataItem
            title={t`Your consent choices`}
            what={
              <Trans>
                your answer in the cookie banner, kept in your browser as{' '}
                <Code>lineup_cookie_consent</Code>. If you are signed in when you answer, we also
                record yes or no, with the time, against your account.
              </Trans>
            }
            why={t`to respect your choice on every visit, and to be able to show that we asked.`}
          />
          <DataItem
            title={t`Sessions and security`}
            what={t`a session cookie while you are signed in, and for each session the time it started, the browser and device, and the IP address it came from. Our servers also keep short technical logs of requests: the page or API address (never the part that carries sign-in links), the time and the result, without your cookies.`}
            why={
              <Trans>
                to keep you signed in, to let you see and end your active sessions, and to protect
                Lineup from abuse such as password guessing. See the{' '}
                <TextLink to="/cookies">Cookie Policy</TextLink> for the details of the cookie.
              </Trans>
            }
          />
          <Paragraph>
            {t`We don’t ask for your real name, phone number, birthday or precise location, and we don’t track you across other websites.`}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'legal-bases',
      title: t`Our legal bases`,
      content: (
        <>
          <Paragraph>{t`Under the GDPR we rely on:`}</Paragraph>
          <List>
            <ListItem>
              <Trans>
                <Strong>Our agreement with you</Strong> (the{' '}
                <TextLink to="/terms">Terms of Use</TextLink>) for your account, profile, events,
                plans, RSVPs and friend connections: without them there is no Lineup to offer you.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Legitimate interests</Strong> for search statistics, security logs, rate
                limits and moderation: keeping Lineup useful, safe and free of spam, in ways you
                would reasonably expect.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Your consent</Strong> for analytics and advertising storage, which you give
                with “Accept All” and can withdraw at any time.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Legal obligations</Strong> when the law requires us to keep or hand over
                information.
              </Trans>
            </ListItem>
          </List>
        </>
      ),
    },
    {
      id: 'who-can-see-what',
      title: t`Who can see what`,
      content: (
        <>
          <SubHeading>{t`Your public profile`}</SubHeading>
          <Paragraph>
            {t`Anyone, including visitors without an account, can open your profile page. It shows your username, photo, tagline, location and status, the events you created, and the upcoming events you are going to (within your RSVP setting below). Your e-mail address is never shown to other members, not even to organisers of events you RSVP to.`}
          </Paragraph>

          <SubHeading>{t`Your RSVPs`}</SubHeading>
          <Paragraph>
            <Trans>
              In <TextLink to="/profile/settings">Privacy & Settings</TextLink> you choose who sees
              that you are going to or interested in an event:
            </Trans>
          </Paragraph>
          <List>
            <ListItem>
              <Trans>
                <Strong>Everyone</Strong>: you appear in the list of people going, and on your
                profile, for anyone who looks.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Friends</Strong>: only your friends on Connect see your name and photo
                there.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Nobody</Strong>: no one else sees your name with your RSVPs.
              </Trans>
            </ListItem>
          </List>
          <Paragraph>
            {t`Whatever you choose, your RSVP still counts in the number of people going or interested, without your name, so organisers know how many to expect. The member who made a casual plan always sees who joined it.`}
          </Paragraph>

          <SubHeading>{t`Your events and plans`}</SubHeading>
          <Paragraph>
            {t`Published events are public, with your username as organiser. Drafts are visible only to you (and to admins, see below). Casual plans are visible to everyone or only to your friends, as you choose for each plan, and you see who has joined.`}
          </Paragraph>

          <SubHeading>{t`Your friends`}</SubHeading>
          <Paragraph>
            {t`A friend request is visible only to the two people involved. Your list of friends is not shown on your profile.`}
          </Paragraph>

          <SubHeading>{t`Admins`}</SubHeading>
          <Paragraph>
            {t`A small number of admins look after Lineup. To moderate and keep it safe they can see events in any status and the accounts behind them, unpublish or remove events, and ban accounts. They see search statistics and consent figures as totals. They use this access only for running Lineup.`}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'sharing',
      title: t`Who else handles your data`,
      content: (
        <>
          <Paragraph>
            {t`We don’t sell or rent your personal data. The operator may use service providers (“processors”) that handle data only on our instructions and under a data-processing agreement, and only for the services the operator has set up:`}
          </Paragraph>
          <List>
            <ListItem>
              <Trans>
                <Strong>E-mail delivery</Strong>, to send confirmation e-mails, magic links and
                password resets to your address.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>File storage</Strong>, to keep profile photos and event images.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Hosting and database</Strong>, the servers Lineup runs on.
              </Trans>
            </ListItem>
          </List>
          <Paragraph>
            <Trans>
              If you choose to sign in with <Strong>Google</Strong> or <Strong>Facebook</Strong>,
              that company confirms who you are under its own privacy policy. Links to a map, to
              Google Calendar or to an organiser’s website take you to another service; what happens
              there is covered by that service’s policy, and nothing is sent until you click.
            </Trans>
          </Paragraph>
          <Paragraph>{t`We share data with authorities only when the law requires it.`}</Paragraph>
          <SubHeading>{t`Outside your country`}</SubHeading>
          <Paragraph>
            {t`Lineup serves towns in the European Union and in Sri Lanka. If a provider processes data outside the European Economic Area, we use the safeguards the GDPR requires, such as the European Commission’s standard contractual clauses.`}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'retention',
      title: t`How long we keep it`,
      content: (
        <List>
          <ListItem>
            <Trans>
              <Strong>
                Account, profile, casual plans, RSVPs, friend connections and consent records
              </Strong>
              : for as long as you have an account, and deleted with it.
            </Trans>
          </ListItem>
          <ListItem>
            <Trans>
              <Strong>Events and venues you created</Strong>: other people may have planned around
              them, so they stay on Lineup after you delete your account, no longer linked to you or
              your profile. If you want an event gone, delete it from{' '}
              <TextLink to="/dashboard">My Created Events</TextLink> before you delete your account.
            </Trans>
          </ListItem>
          <ListItem>
            <Trans>
              <Strong>Search queries and clicks</Strong>: kept to improve search. When you delete
              your account they are no longer linked to you, and only the anonymous query remains in
              the totals.
            </Trans>
          </ListItem>
          <ListItem>
            <Trans>
              <Strong>Sessions</Strong>: until you sign out, end the session from Privacy &
              Settings, or it expires after a period without use.
            </Trans>
          </ListItem>
          <ListItem>
            <Trans>
              <Strong>Technical logs</Strong>: a short time, only as long as needed to investigate
              errors and abuse.
            </Trans>
          </ListItem>
          <ListItem>
            <Trans>
              <Strong>Backups</Strong>: deleted data can survive in backups until they are replaced
              in their normal cycle; we never restore it into Lineup.
            </Trans>
          </ListItem>
        </List>
      ),
    },
    {
      id: 'your-rights',
      title: t`Your rights and choices`,
      content: (
        <>
          <Paragraph>
            <Trans>
              Most of your rights are a click away in{' '}
              <TextLink to="/profile/settings">Privacy & Settings</TextLink>:
            </Trans>
          </Paragraph>
          <List>
            <ListItem>
              <Trans>
                <Strong>Download my data</Strong>: get a JSON file with your account, profile,
                events, plans, RSVPs, friend connections and consent choices. It is easy to read and
                to take to another service (your rights of access and portability).
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Delete my account</Strong>: removes your account, profile, plans, RSVPs and
                friend connections for good (your right to erasure), as described under{' '}
                <SectionLink id="retention">how long we keep it</SectionLink>. It can’t be undone.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Correct</Strong> your profile at any time on{' '}
                <TextLink to="/profile/edit">Edit Profile Info</TextLink>.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Limit</Strong> who sees your RSVPs, and sign out sessions you don’t
                recognise.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Withdraw consent</Strong> for analytics and advertising storage, as
                explained in the <TextLink to="/cookies">Cookie Policy</TextLink>.
              </Trans>
            </ListItem>
          </List>
          <Paragraph>
            <Trans>
              You can also ask us to restrict or stop processing based on legitimate interests, or
              to do any of the above for you, by writing to{' '}
              <MailLink address={contactEmails.privacy} subject="Privacy request" />. We answer
              within one month.
            </Trans>
          </Paragraph>
          <Paragraph>
            {t`If you think we got it wrong, please tell us first. You also have the right to complain to a data-protection authority, such as the Comissão Nacional de Proteção de Dados in Portugal, the Autoriteit Persoonsgegevens in the Netherlands, or the Data Protection Authority of Sri Lanka.`}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'security',
      title: t`How we protect it`,
      content: (
        <List>
          <ListItem>{t`Passwords are stored only as a strong one-way hash.`}</ListItem>
          <ListItem>
            {t`Your session lives in a cookie that scripts in the page cannot read, so a malicious script can’t steal it.`}
          </ListItem>
          <ListItem>
            {t`Connections to Lineup are encrypted, and repeated sign-in attempts are slowed down.`}
          </ListItem>
          <ListItem>
            {t`Uploaded images are checked and re-encoded, which also strips hidden metadata such as the GPS position your camera may have saved.`}
          </ListItem>
          <ListItem>
            {t`You can see your active sessions and sign out of all other devices at once.`}
          </ListItem>
        </List>
      ),
    },
    {
      id: 'age',
      title: t`Age`,
      content: (
        <Paragraph>
          <Trans>
            Lineup is for people aged 16 and over. We don’t knowingly keep data about younger
            children; if you believe a child has an account, write to{' '}
            <MailLink address={contactEmails.privacy} /> and we will delete it.
          </Trans>
        </Paragraph>
      ),
    },
    {
      id: 'changes',
      title: t`Changes to this policy`,
      content: (
        <Paragraph>
          {t`When this policy changes, we update the date at the top of this page. If a change affects how we use data you have already given us, we will tell members by e-mail or in the app before it takes effect.`}
        </Paragraph>
      ),
    },
    {
      id: 'contact',
      title: t`Contact`,
      content: (
        <Callout title={t`Questions about your data?`}>
          <Trans>
            Write to <MailLink address={contactEmails.privacy} subject="Privacy request" />. If you
            write about your account, please write from its e-mail address so we can help quickly.
          </Trans>
        </Callout>
      ),
    },
  ];
}

export function PrivacyPage() {
  const { t } = useLingui();
  const sections = useSections();
  return (
    <InfoPage
      page="privacy"
      documentTitle={t`Privacy Policy`}
      eyebrow={t`Privacy`}
      title={t`Privacy Policy`}
      intro={
        <p>
          {t`What Lineup stores about you, why, who can see it, and how to download or delete it, in plain language.`}
        </p>
      }
      sections={sections}
      legal
    />
  );
}
