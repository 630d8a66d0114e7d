import CalendarDays from 'lucide-react/icons/calendar-days';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Lock from 'lucide-react/icons/lock';
import Mail from 'lucide-react/icons/mail';
import Newspaper from 'lucide-react/icons/newspaper';
import type { ReactNode } from 'react';
import { contactEmails } from '../info-links';
import { InfoPage, type InfoSection } from './info-page';
import { Callout, List, ListItem, MailLink, Paragraph, Strong, TextLink } from './prose';

type Mailbox = {
  address: string;
  title: string;
  description: string;
  /** Pre-filled subject, so a message lands in the right pile. */
  subject: string;
  icon: ReactNode;
};

const mailboxes: Mailbox[] = [
  {
    address: contactEmails.hello,
    title: 'General questions and feedback',
    description:
      'Help with your account, ideas for new towns or features, something that doesn’t work the way you expect.',
    subject: 'Question about Lineup',
    icon: <Mail aria-hidden="true" className="size-5" />,
  },
  {
    address: contactEmails.events,
    title: 'Listings and reports',
    description:
      'A wrong date or venue, an event that was cancelled, spam, a duplicate, or a listing that shouldn’t be on Lineup.',
    subject: 'Event report',
    icon: <CalendarDays aria-hidden="true" className="size-5" />,
  },
  {
    address: contactEmails.privacy,
    title: 'Privacy and your data',
    description:
      'Questions about what we store, requests under data-protection law, or a problem with downloading or deleting your data.',
    subject: 'Privacy request',
    icon: <Lock aria-hidden="true" className="size-5" />,
  },
  {
    address: contactEmails.press,
    title: 'Press and partnerships',
    description:
      'Interviews, images and facts about Lineup, and tourism boards, surf schools or festivals that want to work with us.',
    subject: 'Press enquiry',
    icon: <Newspaper aria-hidden="true" className="size-5" />,
  },
];

function MailboxList() {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {mailboxes.map((mailbox) => (
        <li
          key={mailbox.address}
          className="flex flex-col rounded-3xl border border-sand-200 bg-surface p-5 shadow-soft"
        >
          <span className="grid size-10 place-items-center rounded-2xl bg-ocean-50 text-ocean-700">
            {mailbox.icon}
          </span>
          <h3 className="mt-4 font-display text-lg font-semibold text-ink">{mailbox.title}</h3>
          <p className="mt-1 flex-1 text-sm leading-6 text-muted">{mailbox.description}</p>
          <p className="mt-4 text-base">
            <MailLink address={mailbox.address} subject={mailbox.subject} />
          </p>
        </li>
      ))}
    </ul>
  );
}

const sections: InfoSection[] = [
  {
    id: 'write-to-us',
    title: 'Write to us',
    content: (
      <>
        <Paragraph>
          Lineup is run by a small team, and e-mail is the way to reach us. Pick the address that
          fits and your message goes straight to the person who can help.
        </Paragraph>
        <MailboxList />
      </>
    ),
  },
  {
    id: 'reporting-an-event',
    title: 'Reporting an event',
    content: (
      <>
        <Paragraph>
          Organisers can fix most things themselves from{' '}
          <TextLink to="/dashboard">My Created Events</TextLink>. If a listing isn’t yours, or the
          organiser doesn’t answer, write to <MailLink address={contactEmails.events} /> and
          include:
        </Paragraph>
        <List ordered>
          <ListItem>
            <Strong>The link to the event</Strong>, copied from the address bar of its page.
          </ListItem>
          <ListItem>
            <Strong>What is wrong</Strong>: for example the date, time or venue, a cancellation, a
            misleading price, spam or a duplicate listing.
          </ListItem>
          <ListItem>
            <Strong>How you know</Strong>: the venue’s own announcement, a screenshot, or what you
            saw when you got there.
          </ListItem>
          <ListItem>
            <Strong>Whether you are the organiser or the venue</Strong>, if you want us to hand the
            listing over to you.
          </ListItem>
        </List>
        <Paragraph>
          We check every report against the <TextLink to="/terms">Terms of Use</TextLink>. We may
          correct, unpublish or remove the listing, and we will tell you what we did.
        </Paragraph>
        <Callout title="Someone in danger?">
          Lineup can’t respond to emergencies. Call <Strong>112</Strong> in Portugal and the
          Netherlands, or <Strong>119</Strong> (police) and <Strong>1990</Strong> (ambulance) in Sri
          Lanka, and on the beach, alert the lifeguards.
        </Callout>
      </>
    ),
  },
  {
    id: 'before-you-write',
    title: 'Quicker than an e-mail',
    content: (
      <>
        <Paragraph>Many things you can do yourself, right now:</Paragraph>
        <List>
          <ListItem>
            Forgot your password? <TextLink to="/forgot-password">Reset it</TextLink>.
          </ListItem>
          <ListItem>
            Never got the confirmation e-mail?{' '}
            <TextLink to="/resend-confirmation">Send it again</TextLink>.
          </ListItem>
          <ListItem>
            Change your photo, tagline or location on{' '}
            <TextLink to="/profile/edit">Edit Profile Info</TextLink>.
          </ListItem>
          <ListItem>
            Choose who sees your RSVPs, sign out other devices, download your data or delete your
            account in <TextLink to="/profile/settings">Privacy &amp; Settings</TextLink>.
          </ListItem>
          <ListItem>
            Edit, cancel or delete an event you created in{' '}
            <TextLink to="/dashboard">My Created Events</TextLink>.
          </ListItem>
        </List>
      </>
    ),
  },
  {
    id: 'response-times',
    title: 'When you’ll hear back',
    content: (
      <>
        <Paragraph>
          We answer most messages within <Strong>two working days</Strong>, and reports about events
          that are about to start sooner. Privacy requests are answered within{' '}
          <Strong>one month</Strong> at the latest, as data-protection law requires; if a request is
          complicated we will tell you within that month why we need longer.
        </Paragraph>
        <Paragraph>
          We may ask you to write from the e-mail address of your Lineup account, so we know a
          request about an account really comes from its owner.
        </Paragraph>
      </>
    ),
  },
  {
    id: 'where-we-are',
    title: 'Where we are',
    content: (
      <div className="flex max-w-[65ch] gap-4">
        <LifeBuoy aria-hidden="true" className="mt-5 size-6 shrink-0 text-coral-500" />
        <Paragraph>
          Lineup is an online service. We have no office or visiting address, so please don’t send
          post or drop by; e-mail reaches us wherever we are.
        </Paragraph>
      </div>
    ),
  },
];

export function ContactPage() {
  return (
    <InfoPage
      page="contact"
      documentTitle="Contact"
      eyebrow="Contact"
      title="Get in touch"
      intro={
        <p>
          Questions, corrections, a listing that looks wrong, or an idea for the next town: here is
          who to write to, and what to expect.
        </p>
      }
      sections={sections}
    />
  );
}
