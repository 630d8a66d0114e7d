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
  return (
    <div className="mt-4 max-w-[65ch] rounded-2xl border border-sand-200 bg-surface p-5">
      <h3 className="font-display text-lg font-semibold text-ink">{title}</h3>
      <dl className="mt-2 space-y-2 text-base leading-7">
        <div>
          <dt className="inline font-semibold text-ink">What: </dt>
          <dd className="inline text-ink/85">{what}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-ink">Why: </dt>
          <dd className="inline text-ink/85">{why}</dd>
        </div>
      </dl>
    </div>
  );
}

const sections: InfoSection[] = [
  {
    id: 'short-version',
    title: 'The short version',
    content: (
      <List>
        <ListItem>
          We store what Lineup needs to work: your account, your profile, the events and plans you
          create, your RSVPs and your friends. Nothing more is required to use it.
        </ListItem>
        <ListItem>
          We don’t sell your personal data, and we never show your e-mail address to other members.
        </ListItem>
        <ListItem>
          You choose who sees which events you are going to: everyone, only your friends, or nobody.
        </ListItem>
        <ListItem>
          Analytics and advertising storage is used only if you choose &ldquo;Accept All&rdquo; in
          the cookie banner.
        </ListItem>
        <ListItem>
          You can download all your data as a file, or delete your account, at any time from{' '}
          <TextLink to="/profile/settings">Privacy &amp; Settings</TextLink>.
        </ListItem>
      </List>
    ),
  },
  {
    id: 'who-we-are',
    title: 'Who is responsible',
    content: (
      <>
        <Paragraph>
          This policy covers Lineup, the web app at this address for finding events, casual plans
          and friends in coastal towns. &ldquo;We&rdquo; means the operator of this Lineup service,
          who decides why and how your personal data is processed (the &ldquo;controller&rdquo;
          under the EU General Data Protection Regulation, GDPR).
        </Paragraph>
        <Paragraph>
          Questions about this policy or your data go to{' '}
          <MailLink address={contactEmails.privacy} subject="Privacy request" />.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store and why',
    content: (
      <>
        <Paragraph>
          Browsing Lineup without an account stores nothing about you on our side except your search
          queries and the technical records described below. When you join, we store:
        </Paragraph>
        <DataItem
          title="Your account"
          what={
            <>
              your e-mail address and your password, which we keep only as a one-way hash that
              cannot be turned back into the password. If you sign in with Google or Facebook, we
              receive your e-mail address, and your name and profile picture if the provider shares
              them, but never your password there.
            </>
          }
          why="to let you sign in, to send the e-mails you ask for (confirming your address, magic links, password resets) and to tell you about changes that affect your account."
        />
        <DataItem
          title="Your profile"
          what="your username, profile photo, tagline, location, status and status details, whatever you choose to fill in."
          why="so other members recognise you on events, plans and in Connect. Only the username is needed; the rest is optional."
        />
        <DataItem
          title="Events, venues and plans you create"
          what="the title, description, category, vibe, tags, time, venue, capacity, price, links and cover image of your events; venues you add; and your casual plans with their place, time and spots."
          why="to publish them to the people you meant them for, and to let you edit, cancel or delete them."
        />
        <DataItem
          title="RSVPs and plan sign-ups"
          what="whether you are going to or interested in an event, and which casual plans you joined."
          why="to keep count for organisers, to show you your upcoming plans and calendar feed, and, within your visibility setting, to show friends where you will be."
        />
        <DataItem
          title="Friend connections"
          what="the friend requests you send, receive, accept or decline, and who your friends are."
          why="to run Connect, so you can see which events and plans your friends are going to."
        />
        <DataItem
          title="Search queries and clicks"
          what="what you type into search, how many results it found, which result you opened, when, and your account if you were signed in."
          why="to improve search: to see which searches find nothing and which results people actually want. Our admins see these as totals and lists of queries, not as a profile of you."
        />
        <DataItem
          title="Your consent choices"
          what={
            <>
              your answer in the cookie banner, kept in your browser as{' '}
              <Code>lineup_cookie_consent</Code>. If you are signed in when you answer, we also
              record yes or no, with the time, against your account.
            </>
          }
          why="to respect your choice on every visit, and to be able to show that we asked."
        />
        <DataItem
          title="Sessions and security"
          what="a session cookie while you are signed in, and for each session the time it started, the browser and device, and the IP address it came from. Our servers also keep short technical logs of requests: the page or API address (never the part that carries sign-in links), the time and the result, without your cookies."
          why={
            <>
              to keep you signed in, to let you see and end your active sessions, and to protect
              Lineup from abuse such as password guessing. See the{' '}
              <TextLink to="/cookies">Cookie Policy</TextLink> for the details of the cookie.
            </>
          }
        />
        <Paragraph>
          We don’t ask for your real name, phone number, birthday or precise location, and we don’t
          track you across other websites.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Our legal bases',
    content: (
      <>
        <Paragraph>Under the GDPR we rely on:</Paragraph>
        <List>
          <ListItem>
            <Strong>Our agreement with you</Strong> (the{' '}
            <TextLink to="/terms">Terms of Use</TextLink>) for your account, profile, events, plans,
            RSVPs and friend connections: without them there is no Lineup to offer you.
          </ListItem>
          <ListItem>
            <Strong>Legitimate interests</Strong> for search statistics, security logs, rate limits
            and moderation: keeping Lineup useful, safe and free of spam, in ways you would
            reasonably expect.
          </ListItem>
          <ListItem>
            <Strong>Your consent</Strong> for analytics and advertising storage, which you give with
            &ldquo;Accept All&rdquo; and can withdraw at any time.
          </ListItem>
          <ListItem>
            <Strong>Legal obligations</Strong> when the law requires us to keep or hand over
            information.
          </ListItem>
        </List>
      </>
    ),
  },
  {
    id: 'who-can-see-what',
    title: 'Who can see what',
    content: (
      <>
        <SubHeading>Your public profile</SubHeading>
        <Paragraph>
          Anyone, including visitors without an account, can open your profile page. It shows your
          username, photo, tagline, location and status, the events you created, and the upcoming
          events you are going to (within your RSVP setting below). Your e-mail address is never
          shown to other members, not even to organisers of events you RSVP to.
        </Paragraph>

        <SubHeading>Your RSVPs</SubHeading>
        <Paragraph>
          In <TextLink to="/profile/settings">Privacy &amp; Settings</TextLink> you choose who sees
          that you are going to or interested in an event:
        </Paragraph>
        <List>
          <ListItem>
            <Strong>Everyone</Strong>: you appear in the list of people going, and on your profile,
            for anyone who looks.
          </ListItem>
          <ListItem>
            <Strong>Friends</Strong>: only your friends on Connect see your name and photo there.
          </ListItem>
          <ListItem>
            <Strong>Nobody</Strong>: no one else sees your name with your RSVPs.
          </ListItem>
        </List>
        <Paragraph>
          Whatever you choose, your RSVP still counts in the number of people going or interested,
          without your name, so organisers know how many to expect. The member who made a casual
          plan always sees who joined it.
        </Paragraph>

        <SubHeading>Your events and plans</SubHeading>
        <Paragraph>
          Published events are public, with your username as organiser. Drafts are visible only to
          you (and to admins, see below). Casual plans are visible to everyone or only to your
          friends, as you choose for each plan, and you see who has joined.
        </Paragraph>

        <SubHeading>Your friends</SubHeading>
        <Paragraph>
          A friend request is visible only to the two people involved. Your list of friends is not
          shown on your profile.
        </Paragraph>

        <SubHeading>Admins</SubHeading>
        <Paragraph>
          A small number of admins look after Lineup. To moderate and keep it safe they can see
          events in any status and the accounts behind them, unpublish or remove events, and ban
          accounts. They see search statistics and consent figures as totals. They use this access
          only for running Lineup.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else handles your data',
    content: (
      <>
        <Paragraph>
          We don’t sell or rent your personal data. The operator may use service providers
          (&ldquo;processors&rdquo;) that handle data only on our instructions and under a
          data-processing agreement, and only for the services the operator has set up:
        </Paragraph>
        <List>
          <ListItem>
            <Strong>E-mail delivery</Strong>, to send confirmation e-mails, magic links and password
            resets to your address.
          </ListItem>
          <ListItem>
            <Strong>File storage</Strong>, to keep profile photos and event images.
          </ListItem>
          <ListItem>
            <Strong>Hosting and database</Strong>, the servers Lineup runs on.
          </ListItem>
        </List>
        <Paragraph>
          If you choose to sign in with <Strong>Google</Strong> or <Strong>Facebook</Strong>, that
          company confirms who you are under its own privacy policy. Links to a map, to Google
          Calendar or to an organiser’s website take you to another service; what happens there is
          covered by that service’s policy, and nothing is sent until you click.
        </Paragraph>
        <Paragraph>We share data with authorities only when the law requires it.</Paragraph>
        <SubHeading>Outside your country</SubHeading>
        <Paragraph>
          Lineup serves towns in the European Union and in Sri Lanka. If a provider processes data
          outside the European Economic Area, we use the safeguards the GDPR requires, such as the
          European Commission’s standard contractual clauses.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <List>
        <ListItem>
          <Strong>
            Account, profile, casual plans, RSVPs, friend connections and consent records
          </Strong>
          : for as long as you have an account, and deleted with it.
        </ListItem>
        <ListItem>
          <Strong>Events and venues you created</Strong>: other people may have planned around them,
          so they stay on Lineup after you delete your account, no longer linked to you or your
          profile. If you want an event gone, delete it from{' '}
          <TextLink to="/dashboard">My Created Events</TextLink> before you delete your account.
        </ListItem>
        <ListItem>
          <Strong>Search queries and clicks</Strong>: kept to improve search. When you delete your
          account they are no longer linked to you, and only the anonymous query remains in the
          totals.
        </ListItem>
        <ListItem>
          <Strong>Sessions</Strong>: until you sign out, end the session from Privacy &amp;
          Settings, or it expires after a period without use.
        </ListItem>
        <ListItem>
          <Strong>Technical logs</Strong>: a short time, only as long as needed to investigate
          errors and abuse.
        </ListItem>
        <ListItem>
          <Strong>Backups</Strong>: deleted data can survive in backups until they are replaced in
          their normal cycle; we never restore it into Lineup.
        </ListItem>
      </List>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    content: (
      <>
        <Paragraph>
          Most of your rights are a click away in{' '}
          <TextLink to="/profile/settings">Privacy &amp; Settings</TextLink>:
        </Paragraph>
        <List>
          <ListItem>
            <Strong>Download my data</Strong>: get a JSON file with your account, profile, events,
            plans, RSVPs, friend connections and consent choices. It is easy to read and to take to
            another service (your rights of access and portability).
          </ListItem>
          <ListItem>
            <Strong>Delete my account</Strong>: removes your account, profile, plans, RSVPs and
            friend connections for good (your right to erasure), as described under{' '}
            <SectionLink id="retention">how long we keep it</SectionLink>. It can’t be undone.
          </ListItem>
          <ListItem>
            <Strong>Correct</Strong> your profile at any time on{' '}
            <TextLink to="/profile/edit">Edit Profile Info</TextLink>.
          </ListItem>
          <ListItem>
            <Strong>Limit</Strong> who sees your RSVPs, and sign out sessions you don’t recognise.
          </ListItem>
          <ListItem>
            <Strong>Withdraw consent</Strong> for analytics and advertising storage, as explained in
            the <TextLink to="/cookies">Cookie Policy</TextLink>.
          </ListItem>
        </List>
        <Paragraph>
          You can also ask us to restrict or stop processing based on legitimate interests, or to do
          any of the above for you, by writing to{' '}
          <MailLink address={contactEmails.privacy} subject="Privacy request" />. We answer within
          one month.
        </Paragraph>
        <Paragraph>
          If you think we got it wrong, please tell us first. You also have the right to complain to
          a data-protection authority, such as the Comissão Nacional de Proteção de Dados in
          Portugal, the Autoriteit Persoonsgegevens in the Netherlands, or the Data Protection
          Authority of Sri Lanka.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    content: (
      <List>
        <ListItem>Passwords are stored only as a strong one-way hash.</ListItem>
        <ListItem>
          Your session lives in a cookie that scripts in the page cannot read, so a malicious script
          can’t steal it.
        </ListItem>
        <ListItem>
          Connections to Lineup are encrypted, and repeated sign-in attempts are slowed down.
        </ListItem>
        <ListItem>
          Uploaded images are checked and re-encoded, which also strips hidden metadata such as the
          GPS position your camera may have saved.
        </ListItem>
        <ListItem>
          You can see your active sessions and sign out of all other devices at once.
        </ListItem>
      </List>
    ),
  },
  {
    id: 'age',
    title: 'Age',
    content: (
      <Paragraph>
        Lineup is for people aged 16 and over. We don’t knowingly keep data about younger children;
        if you believe a child has an account, write to <MailLink address={contactEmails.privacy} />{' '}
        and we will delete it.
      </Paragraph>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <Paragraph>
        When this policy changes, we update the date at the top of this page. If a change affects
        how we use data you have already given us, we will tell members by e-mail or in the app
        before it takes effect.
      </Paragraph>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <Callout title="Questions about your data?">
        Write to <MailLink address={contactEmails.privacy} subject="Privacy request" />. If you
        write about your account, please write from its e-mail address so we can help quickly.
      </Callout>
    ),
  },
];

export function PrivacyPage() {
  return (
    <InfoPage
      page="privacy"
      documentTitle="Privacy Policy"
      eyebrow="Privacy"
      title="Privacy Policy"
      intro={
        <p>
          What Lineup stores about you, why, who can see it, and how to download or delete it, in
          plain language.
        </p>
      }
      sections={sections}
      legal
    />
  );
}
