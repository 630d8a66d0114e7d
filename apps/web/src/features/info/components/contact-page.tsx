import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** Pre-filled subject, so a message lands in the right pile. */
  subject: MessageDescriptor;
  icon: ReactNode;
};

const mailboxes: Mailbox[] = [
  {
    address: contactEmails.hello,
    title: msg`General questions and feedback`,
    description: msg`Help with your account, ideas for new towns or features, something that doesn’t work the way you expect.`,
    subject: msg`Question about Lineup`,
    icon: <Mail aria-hidden="true" className="size-5" />,
  },
  {
    address: contactEmails.events,
    title: msg`Listings and reports`,
    description: msg`A wrong date or venue, an event that was cancelled, spam, a duplicate, or a listing that shouldn’t be on Lineup.`,
    subject: msg`Event report`,
    icon: <CalendarDays aria-hidden="true" className="size-5" />,
  },
  {
    address: contactEmails.privacy,
    title: msg`Privacy and your data`,
    description: msg`Questions about what we store, requests under data-protection law, or a problem with downloading or deleting your data.`,
    subject: msg`Privacy request`,
    icon: <Lock aria-hidden="true" className="size-5" />,
  },
  {
    address: contactEmails.press,
    title: msg`Press and partnerships`,
    description: msg`Interviews, images and facts about Lineup, and tourism boards, surf schools or festivals that want to work with us.`,
    subject: msg`Press enquiry`,
    icon: <Newspaper aria-hidden="true" className="size-5" />,
  },
];

function MailboxList() {
  const { i18n } = useLingui();
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
          <h3 className="mt-4 font-display text-lg font-semibold text-ink">
            {i18n._(mailbox.title)}
          </h3>
          <p className="mt-1 flex-1 text-sm leading-6 text-muted">{i18n._(mailbox.description)}</p>
          <p className="mt-4 text-base">
            <MailLink address={mailbox.address} subject={i18n._(mailbox.subject)} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function useSections(): InfoSection[] {
  const { t } = useLingui();
  return [
    {
      id: 'write-to-us',
      title: t`Write to us`,
      content: (
        <>
          <Paragraph>
            {t`Lineup is run by a small team, and e-mail is the way to reach us. Pick the address that fits and your message goes straight to the person who can help.`}
          </Paragraph>
          <MailboxList />
        </>
      ),
    },
    {
      id: 'reporting-an-event',
      title: t`Reporting an event`,
      content: (
        <>
          <Paragraph>
            <Trans>
              Organisers can fix most things themselves from{' '}
              <TextLink to="/dashboard">My Created Events</TextLink>. If a listing isn’t yours, or
              the organiser doesn’t answer, write to <MailLink address={contactEmails.events} /> and
              include:
            </Trans>
          </Paragraph>
          <List ordered>
            <ListItem>
              <Trans>
                <Strong>The link to the event</Strong>, copied from the address bar of its page.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>What is wrong</Strong>: for example the date, time or venue, a cancellation,
                a misleading price, spam or a duplicate listing.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>How you know</Strong>: the venue’s own announcement, a screenshot, or what
                you saw when you got there.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Whether you are the organiser or the venue</Strong>, if you want us to hand
                the listing over to you.
              </Trans>
            </ListItem>
          </List>
          <Paragraph>
            <Trans>
              We check every report against the <TextLink to="/terms">Terms of Use</TextLink>. We
              may correct, unpublish or remove the listing, and we will tell you what we did.
            </Trans>
          </Paragraph>
          <Callout title={t`Someone in danger?`}>
            <Trans>
              Lineup can’t respond to emergencies. Call <Strong>112</Strong> in Portugal and the
              Netherlands, or <Strong>119</Strong> (police) and <Strong>1990</Strong> (ambulance) in
              Sri Lanka, and on the beach, alert the lifeguards.
            </Trans>
          </Callout>
        </>
      ),
    },
    {
      id: 'before-you-write',
      title: t`Quicker than an e-mail`,
      content: (
        <>
          <Paragraph>{t`Many things you can do yourself, right now:`}</Paragraph>
          <List>
            <ListItem>
              <Trans>
                Forgot your password? <TextLink to="/forgot-password">Reset it</TextLink>.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                Never got the confirmation e-mail?{' '}
                <TextLink to="/resend-confirmation">Send it again</TextLink>.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                Change your photo, tagline or location on{' '}
                <TextLink to="/profile/edit">Edit Profile Info</TextLink>.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                Choose who sees your RSVPs, sign out other devices, download your data or delete
                your account in <TextLink to="/profile/settings">Privacy & Settings</TextLink>.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                Edit, cancel or delete an event you created in{' '}
                <TextLink to="/dashboard">My Created Events</TextLink>.
              </Trans>
            </ListItem>
          </List>
        </>
      ),
    },
    {
      id: 'response-times',
      title: t`When you’ll hear back`,
      content: (
        <>
          <Paragraph>
            <Trans>
              We answer most messages within <Strong>two working days</Strong>, and reports about
              events that are about to start sooner. Privacy requests are answered within{' '}
              <Strong>one month</Strong> at the latest, as data-protection law requires; if a
              request is complicated we will tell you within that month why we need longer.
            </Trans>
          </Paragraph>
          <Paragraph>
            {t`We may ask you to write from the e-mail address of your Lineup account, so we know a request about an account really comes from its owner.`}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'where-we-are',
      title: t`Where we are`,
      content: (
        <div className="flex max-w-[65ch] gap-4">
          <LifeBuoy aria-hidden="true" className="mt-5 size-6 shrink-0 text-coral-500" />
          <Paragraph>
            {t`Lineup is an online service. We have no office or visiting address, so please don’t send post or drop by; e-mail reaches us wherever we are.`}
          </Paragraph>
        </div>
      ),
    },
  ];
}

export function ContactPage() {
  const { t } = useLingui();
  const sections = useSections();
  return (
    <InfoPage
      page="contact"
      documentTitle={t`Contact`}
      eyebrow={t`Contact`}
      title={t`Get in touch`}
      intro={
        <p>
          {t`Questions, corrections, a listing that looks wrong, or an idea for the next town: here is who to write to, and what to expect.`}
        </p>
      }
      sections={sections}
    />
  );
}
