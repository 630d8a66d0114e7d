import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Compass from 'lucide-react/icons/compass';
import HandHeart from 'lucide-react/icons/hand-heart';
import MapPin from 'lucide-react/icons/map-pin';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sun from 'lucide-react/icons/sun';
import UsersRound from 'lucide-react/icons/users-round';
import Waves from 'lucide-react/icons/waves';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { contactEmails } from '../info-links';
import { InfoPage, type InfoSection } from './info-page';
import { Lead, List, ListItem, MailLink, Paragraph, Strong, SubHeading, TextLink } from './prose';

type AreaBlurb = {
  name: string;
  country: MessageDescriptor;
  path: string;
  timeZone: MessageDescriptor;
  blurb: MessageDescriptor;
};

/** The six areas of docs/product.md §2, with the area pages' paths and the zone their times are shown in. */
const areas: AreaBlurb[] = [
  {
    name: 'Ericeira',
    country: msg`Portugal`,
    path: '/portugal-ericeira-area',
    timeZone: msg`Lisbon time`,
    blurb: msg`A fishing village turned World Surfing Reserve north of Lisbon: dawn sessions at Ribeira d’Ilhas, sunset gigs and Sunday markets.`,
  },
  {
    name: 'Peniche',
    country: msg`Portugal`,
    path: '/portugal-peniche-area',
    timeZone: msg`Lisbon time`,
    blurb: msg`A peninsula with swell from both sides, Supertubos at its door and boats out to the Berlengas. Surf camps, seafood and busy summer nights.`,
  },
  {
    name: 'Zandvoort',
    country: msg`the Netherlands`,
    path: '/netherlands-zandvoort-area',
    timeZone: msg`Amsterdam time`,
    blurb: msg`Amsterdam’s beach, half an hour by train: beach clubs, wind and kite sessions, dune runs and long summer evenings on the sand.`,
  },
  {
    name: 'Scheveningen',
    country: msg`the Netherlands`,
    path: '/netherlands-scheveningen-area',
    timeZone: msg`Amsterdam time`,
    blurb: msg`The Hague by the sea: the pier, the harbour’s surf schools and a boulevard that keeps going all year, storms included.`,
  },
  {
    name: 'Wijk aan Zee',
    country: msg`the Netherlands`,
    path: '/netherlands-wijk-aan-zee-area',
    timeZone: msg`Amsterdam time`,
    blurb: msg`A small village between the dunes and the North Sea with a surf scene far bigger than its size, and a famous chess tournament every January.`,
  },
  {
    name: 'South Coast',
    country: msg`Sri Lanka`,
    path: '/sri-lanka-south-coast-area',
    timeZone: msg`Colombo time`,
    blurb: msg`Weligama to Hiriketiya: reef and point breaks, yoga shalas, jungle cafés and sunset jams along the coast road.`,
  },
];

function AudienceCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-3xl border border-sand-200 bg-surface p-6 shadow-soft">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-2xl bg-ocean-50 text-ocean-700">
          {icon}
        </span>
        <h3 className="font-display text-xl font-semibold text-ink">{title}</h3>
      </div>
      {children}
    </div>
  );
}

/** "Times in Lisbon time · See events →" under each area. */
const SEE_EVENTS = msg`Times in {zone} · See events →`;

function AreaGrid() {
  const { i18n } = useLingui();
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {areas.map((area) => (
        <li key={area.path}>
          <Link
            to={area.path}
            className="group flex h-full flex-col rounded-3xl border border-sand-200 bg-surface p-5 shadow-soft transition hover:-translate-y-0.5 hover:border-ocean-200 hover:shadow-lift"
          >
            <span className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.12em] text-coral-700 uppercase">
              <MapPin aria-hidden="true" className="size-3.5" />
              {i18n._(area.country)}
            </span>
            <h3 className="mt-2 font-display text-xl font-semibold text-ink group-hover:text-ocean-800">
              {area.name}
            </h3>
            <p className="mt-2 flex-1 text-sm leading-6 text-muted">{i18n._(area.blurb)}</p>
            <span className="mt-4 text-xs font-medium text-ocean-700">
              {i18n._({ ...SEE_EVENTS, values: { zone: i18n._(area.timeZone) } })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const principles: { icon: ReactNode; title: MessageDescriptor; body: MessageDescriptor }[] = [
  {
    icon: <Compass aria-hidden="true" className="size-5" />,
    title: msg`Local first`,
    body: msg`Everything on Lineup belongs to an area. Listings come from the people who live, work and surf there, times are shown in the town’s own time zone, and a town page shows what is on in that town, not a feed of everything everywhere.`,
  },
  {
    icon: <HandHeart aria-hidden="true" className="size-5" />,
    title: msg`Free to use`,
    body: msg`Browsing, joining, listing events and making plans cost nothing, for members and organisers alike. Lineup doesn’t sell tickets or take a cut: if an event has a price or a ticket link, you pay the organiser directly.`,
  },
  {
    icon: <ShieldCheck aria-hidden="true" className="size-5" />,
    title: msg`Privacy by default`,
    body: msg`Your e-mail address is never shown to other members, you decide who sees your RSVPs, and analytics or advertising storage waits until you say yes. You can download everything we hold about you, or delete your account, whenever you like.`,
  },
];

function useSections(): InfoSection[] {
  const { t, i18n } = useLingui();
  return [
    {
      id: 'what-is-lineup',
      title: t`What Lineup is`,
      content: (
        <>
          <Lead>
            {t`Lineup is a free web app for finding what is happening in coastal surf towns, and who you could go with. It brings together the events in town, the casual plans people make on the day, and the friends you made in the water.`}
          </Lead>
          <Paragraph>
            {t`In surfing, the lineup is the spot just past the breaking waves where everyone waits for the next set. You chat, you trade tips, you meet the locals. We built Lineup to be that place on land: a beach clean-up on Saturday morning, a reggae night at the beach bar, a yoga class before the tide turns, or just “anyone up for a sunset session at six?”`}
          </Paragraph>
          <Paragraph>
            {t`It works in any browser, on your phone or your laptop. There is nothing to install.`}
          </Paragraph>
        </>
      ),
    },
    {
      id: 'who-its-for',
      title: t`Who it’s for`,
      content: (
        <>
          <Paragraph>
            {t`Lineup is for anyone spending time on the coast: travellers passing through for a week, digital nomads staying a season, and locals who want to know what is on this weekend. It is also for the people who make things happen: surf schools, beach bars, yoga teachers, market stalls, musicians and community groups.`}
          </Paragraph>
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <AudienceCard icon={<Sun aria-hidden="true" className="size-5" />} title={t`Visitors`}>
              <List>
                <ListItem>
                  <Trans>
                    Browse <TextLink to="/events">Discover</TextLink> by area, or see everything at
                    once.
                  </Trans>
                </ListItem>
                <ListItem>
                  <Trans>
                    <TextLink to="/search">Search</TextLink> events, venues and casual plans by
                    name, vibe, category or place.
                  </Trans>
                </ListItem>
                <ListItem>{t`Open any event to see when, where and who is going.`}</ListItem>
                <ListItem>{t`Add an event to your calendar, or share its link with friends.`}</ListItem>
              </List>
              <Paragraph>{t`No account needed.`}</Paragraph>
            </AudienceCard>
            <AudienceCard
              icon={<UsersRound aria-hidden="true" className="size-5" />}
              title={t`Members`}
            >
              <List>
                <ListItem>{t`Create events and casual plans for the area you are in.`}</ListItem>
                <ListItem>{t`RSVP as going or interested, and join other people’s plans.`}</ListItem>
                <ListItem>
                  {t`Keep a profile with a photo, a tagline and where you are at the moment.`}
                </ListItem>
                <ListItem>{t`Connect with friends and see what they are going to.`}</ListItem>
              </List>
              <Paragraph>
                <Trans>
                  <TextLink to="/signup">Join with your e-mail</TextLink>, a magic link, or Google
                  or Facebook where available.
                </Trans>
              </Paragraph>
            </AudienceCard>
          </div>
        </>
      ),
    },
    {
      id: 'areas',
      title: t`The areas`,
      content: (
        <>
          <Paragraph>
            {t`Lineup starts with six stretches of coast we know well, in three countries. Pick one with the area selector at the top of the page and every list follows it; choose “Show All” to see every area at once. More towns will follow.`}
          </Paragraph>
          <AreaGrid />
        </>
      ),
    },
    {
      id: 'how-it-works',
      title: t`How it works`,
      content: (
        <>
          <SubHeading>
            <span className="inline-flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-5 text-ocean-600" />
              {t`Events`}
            </span>
          </SubHeading>
          <Paragraph>
            {t`An event is something with a time and a place: a surf contest, a gig, a market, a workshop. Each has a category (surf, music, party, yoga & wellness, food & drink, market, sport, community, workshop, art & culture or other), a venue, a start and an end, and sometimes a price, a ticket link or a limited number of places.`}
          </Paragraph>
          <Paragraph>
            <Trans>
              Members answer with an RSVP: <Strong>going</Strong> or <Strong>interested</Strong>.
              The event page shows how many people are going and who, and when an event is full,
              “interested” still works. Any member can{' '}
              <TextLink to="/events/create">add an event</TextLink>; organisers can keep it as a
              draft, publish it, and edit or cancel it later from{' '}
              <TextLink to="/dashboard">My Created Events</TextLink>. A cancelled event stays
              visible with a clear banner so nobody turns up to an empty beach.
            </Trans>
          </Paragraph>

          <SubHeading>
            <span className="inline-flex items-center gap-2">
              <Waves aria-hidden="true" className="size-5 text-ocean-600" />
              {t`Casual plans`}
            </span>
          </SubHeading>
          <Paragraph>
            <Trans>
              Not everything needs a poster. A <TextLink to="/casual-plans">casual plan</TextLink>{' '}
              is a quick invitation: a time, a place in your own words (“the steps at Foz do
              Lizandro”), a vibe and, if you like, a limit on spots. You choose whether everyone or
              only your friends can see it. Others join with one tap, you see who is coming, and the
              plan disappears from the lists once it is over.
            </Trans>
          </Paragraph>

          <SubHeading>
            <span className="inline-flex items-center gap-2">
              <UsersRound aria-hidden="true" className="size-5 text-ocean-600" />
              {t`Connect`}
            </span>
          </SubHeading>
          <Paragraph>
            <Trans>
              On <TextLink to="/friends">Connect</TextLink> you find people by their username and
              send a friend request. Once they accept, you can see which events and plans they are
              going to, so meeting up is one look away. You can decline or cancel a request, and
              unfriend someone at any time.
            </Trans>
          </Paragraph>
        </>
      ),
    },
    {
      id: 'principles',
      title: t`What we care about`,
      content: (
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {principles.map((principle) => (
            <li
              key={principle.title.id}
              className="rounded-3xl border border-ocean-100 bg-ocean-50/70 p-6"
            >
              <span className="grid size-10 place-items-center rounded-2xl bg-surface text-ocean-700 shadow-soft">
                {principle.icon}
              </span>
              <h3 className="mt-4 font-display text-lg font-semibold text-ocean-900">
                {i18n._(principle.title)}
              </h3>
              <p className="mt-2 text-sm leading-6 text-ink/80">{i18n._(principle.body)}</p>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'get-involved',
      title: t`Get involved`,
      content: (
        <>
          <Paragraph>
            <Trans>
              Lineup is only as good as what is on it. If you run something on the coast, list it;
              if you spot a listing that is wrong, tell us at{' '}
              <MailLink address={contactEmails.events} />. Ideas and feedback are welcome at{' '}
              <MailLink address={contactEmails.hello} />, and everything else is on the{' '}
              <TextLink to="/contact">contact page</TextLink>.
            </Trans>
          </Paragraph>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <LinkButton to="/events" size="lg">
              {t`Discover events`}
            </LinkButton>
            <LinkButton to="/events/create" size="lg" variant="outline">
              {t`Add your event`}
            </LinkButton>
          </div>
        </>
      ),
    },
  ];
}

export function AboutPage() {
  const { t } = useLingui();
  const sections = useSections();
  return (
    <InfoPage
      page="about"
      documentTitle={t`About`}
      eyebrow={t`About Lineup`}
      title={t`Find your people where the waves are`}
      intro={
        <p>
          {t`Events, casual plans and friends in Ericeira, Peniche, Zandvoort, Scheveningen, Wijk aan Zee and on Sri Lanka’s south coast, all in one place.`}
        </p>
      }
      sections={sections}
    />
  );
}
