import { Trans, useLingui } from '@lingui/react/macro';
import { contactEmails } from '../info-links';
import { InfoPage, type InfoSection } from './info-page';
import { Callout, List, ListItem, MailLink, Paragraph, Strong, TextLink } from './prose';

function useSections(): InfoSection[] {
  const { t } = useLingui();
  return [
    {
      id: 'about-these-terms',
      title: t`About these terms`,
      content: (
        <>
          <Paragraph>
            <Trans>
              These terms are the agreement between you and the operator of Lineup (“we”) when you
              use Lineup to find, list or join events, casual plans and friends. They apply to
              visitors browsing without an account, to <Strong>members</Strong> who have one, and to{' '}
              <Strong>organisers</Strong>: members who list events or plans.
            </Trans>
          </Paragraph>
          <Paragraph>
            <Trans>
              By using Lineup you accept these terms. How we handle your personal data is explained
              in the <TextLink to="/privacy">Privacy Policy</TextLink> and the{' '}
              <TextLink to="/cookies">Cookie Policy</TextLink>.
            </Trans>
          </Paragraph>
        </>
      ),
    },
    {
      id: 'your-account',
      title: t`Your account`,
      content: (
        <List>
          <ListItem>{t`You must be 16 or older to create an account.`}</ListItem>
          <ListItem>
            {t`One account per person. Use an e-mail address you can receive, and a username that doesn’t pretend to be someone else or a business you don’t represent.`}
          </ListItem>
          <ListItem>
            <Trans>
              Keep your password to yourself. You are responsible for what happens under your
              account; if you think someone else has used it, change your password and sign out of
              other sessions in <TextLink to="/profile/settings">Privacy & Settings</TextLink>.
            </Trans>
          </ListItem>
          <ListItem>{t`You can stop using Lineup and delete your account whenever you like.`}</ListItem>
        </List>
      ),
    },
    {
      id: 'listing-events',
      title: t`Listing events and plans`,
      content: (
        <>
          <Paragraph>
            {t`People decide where to spend their evening, and sometimes their holiday, on what you post. So when you list an event or a casual plan:`}
          </Paragraph>
          <List>
            <ListItem>
              <Trans>
                <Strong>Be accurate.</Strong> The title, time, venue, price, capacity and links must
                be true and current. Put the event in the area where it actually happens.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Keep it up to date.</Strong> If the date, time or venue changes, edit the
                listing. If the event won’t happen, cancel it rather than deleting it, so people who
                planned to come see the cancellation.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>List only what you may list.</Strong> You organise the event, or you have
                the organiser’s or venue’s permission to post it.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>No spam.</Strong> One listing per event (a weekly session can be one listing
                per date), no keyword stuffing, no events that exist only to advertise a product,
                and no unsolicited promotion in friend requests or plans.
              </Trans>
            </ListItem>
            <ListItem>
              <Trans>
                <Strong>Be clear about money.</Strong> If there is an entry fee or a ticket link,
                say so. Lineup doesn’t sell tickets or handle payments; any payment is between you
                and the people who come.
              </Trans>
            </ListItem>
          </List>
        </>
      ),
    },
    {
      id: 'respect-places',
      title: t`Respect the places and the people`,
      content: (
        <>
          <Paragraph>
            {t`Lineup lives in small coastal towns, where a good night for visitors can be a long night for neighbours. Organisers and members agree to:`}
          </Paragraph>
          <List>
            <ListItem>
              {t`Follow local rules and the venue’s house rules, and get the permits your event needs: for example for amplified music, gatherings on the beach, fires or alcohol.`}
            </ListItem>
            <ListItem>
              {t`Respect quiet hours, dunes and protected nature areas, and leave beaches and spots cleaner than you found them.`}
            </ListItem>
            <ListItem>
              {t`Respect surf etiquette and local surfers: don’t send a crowd to a break that can’t take it, and follow the lifeguards’ flags.`}
            </ListItem>
            <ListItem>{t`Treat other members with respect, online and in person.`}</ListItem>
          </List>
        </>
      ),
    },
    {
      id: 'not-allowed',
      title: t`What’s not allowed`,
      content: (
        <>
          <Paragraph>{t`Don’t use Lineup to:`}</Paragraph>
          <List>
            <ListItem>{t`break the law, or promote anything illegal or dangerous;`}</ListItem>
            <ListItem>{t`harass, threaten or discriminate against anyone, or post hate speech;`}</ListItem>
            <ListItem>
              {t`post sexual or violent content, or anything that puts children at risk;`}
            </ListItem>
            <ListItem>
              {t`mislead people: fake events, fake profiles, or scams with tickets or money;`}
            </ListItem>
            <ListItem>
              {t`share someone else’s personal details or photos without their permission;`}
            </ListItem>
            <ListItem>
              {t`scrape Lineup, send automated requests in bulk, try to get around its limits or security, or upload malware.`}
            </ListItem>
          </List>
        </>
      ),
    },
    {
      id: 'your-content',
      title: t`Your content`,
      content: (
        <>
          <Paragraph>
            <Trans>
              What you post (event descriptions, plans, photos, your profile) remains{' '}
              <Strong>yours</Strong>. You give us a free, worldwide, non-exclusive licence to store,
              copy, resize and display it, in order to run Lineup: on its pages, in search, in
              calendar files, and in the previews that appear when someone shares a link to your
              event. The licence ends when you delete the content or your account, except for copies
              already shared by others and backups that roll over.
            </Trans>
          </Paragraph>
          <Paragraph>
            {t`You promise that you may give this licence: that you took the photo or have permission to use it, and that your content doesn’t break anyone else’s rights.`}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'moderation',
      title: t`Moderation`,
      content: (
        <>
          <Paragraph>
            {t`Lineup’s admins keep the listings trustworthy. When something breaks these terms, or we receive a credible report, admins may:`}
          </Paragraph>
          <List>
            <ListItem>{t`unpublish an event until it is fixed;`}</ListItem>
            <ListItem>{t`remove events, plans or profile content;`}</ListItem>
            <ListItem>{t`ban an account, for a time or for good.`}</ListItem>
          </List>
          <Paragraph>
            {t`Where we can, we tell you what we did and why, and you can reply to explain or to ask us to look again. We act straight away, without warning, against spam, scams and anything that puts people at risk.`}
          </Paragraph>
          <Paragraph>
            <Trans>
              To report a listing or a member, write to <MailLink address={contactEmails.events} />;
              the <TextLink to="/contact#reporting-an-event">contact page</TextLink> says what to
              include.
            </Trans>
          </Paragraph>
        </>
      ),
    },
    {
      id: 'third-party-events',
      title: t`Events are run by their organisers`,
      content: (
        <>
          <Paragraph>
            {t`Lineup is a place to find events; it is not their organiser. Events, plans and venues are run by the members and businesses that list them, and they are responsible for them: for safety, permits, tickets, refunds and what happens on the day. We don’t check every listing before it goes live, and we can’t promise that an event takes place as described.`}
          </Paragraph>
          <Callout title={t`The ocean doesn’t read listings`}>
            {t`Surfing, swimming and other water sports carry real risks. Check the conditions, know your limits, and follow the lifeguards and local surfers. Taking part in any event or plan is your own decision.`}
          </Callout>
        </>
      ),
    },
    {
      id: 'liability',
      title: t`Our liability`,
      content: (
        <>
          <Paragraph>
            {t`We work to keep Lineup available and correct, but we provide it “as is”: it may sometimes be unavailable, and listings may contain mistakes. We may change, add or remove features.`}
          </Paragraph>
          <Paragraph>
            {t`As far as the law allows, we are not liable for events held by third parties, for content posted by members, or for indirect losses such as a missed trip or lost profit. Nothing in these terms limits liability that cannot be limited by law, such as for death or personal injury caused by our negligence, or for fraud, and nothing takes away the rights you have as a consumer.`}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'ending',
      title: t`Ending your use`,
      content: (
        <Paragraph>
          <Trans>
            You can delete your account at any time in{' '}
            <TextLink to="/profile/settings">Privacy & Settings</TextLink>. We may suspend or close
            an account that seriously or repeatedly breaks these terms. Sections about your content
            licence for already shared copies, liability and governing law continue to apply after
            an account is closed.
          </Trans>
        </Paragraph>
      ),
    },
    {
      id: 'changes',
      title: t`Changes to these terms`,
      content: (
        <Paragraph>
          {t`We may update these terms as Lineup grows. The date at the top of this page shows the latest version. For changes that matter to you, we tell members by e-mail or in the app at least 14 days before they take effect. If you don’t agree, you can delete your account before then; if you keep using Lineup afterwards, the new terms apply.`}
        </Paragraph>
      ),
    },
    {
      id: 'governing-law',
      title: t`Governing law`,
      content: (
        <>
          <Paragraph>
            {t`These terms are governed by the law of the operator’s jurisdiction, and its courts decide disputes about them. If you use Lineup as a consumer, you also keep the protection of the mandatory laws of the country where you live, and you may bring a claim there.`}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'contact',
      title: t`Questions`,
      content: (
        <Paragraph>
          <Trans>
            Write to <MailLink address={contactEmails.hello} subject="Question about the terms" />.
            We would rather explain a rule than enforce it.
          </Trans>
        </Paragraph>
      ),
    },
  ];
}

export function TermsPage() {
  const { t } = useLingui();
  const sections = useSections();
  return (
    <InfoPage
      page="terms"
      documentTitle={t`Terms of Use`}
      eyebrow={t`Terms`}
      title={t`Terms of Use`}
      intro={
        <p>
          {t`The ground rules for everyone who uses Lineup, and for organisers who list events and plans. Short and in plain language, because you have waves to catch.`}
        </p>
      }
      sections={sections}
      legal
    />
  );
}
