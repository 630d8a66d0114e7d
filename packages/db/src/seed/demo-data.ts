import type { EventCategory, PlanVisibility } from '../constants';
import type { AREAS } from './areas';

// The demo world: real towns and beaches, invented venues and people. Everything here is
// fictional apart from the place names; e-mail addresses use the reserved example.com domain.

export type AreaSlug = (typeof AREAS)[number]['slug'];

export type VenueKind =
  'surf-school' | 'beach-bar' | 'cafe' | 'yoga' | 'club' | 'market' | 'gallery';

type AreaWorld = {
  currency: 'EUR' | 'LKR';
  /** [city, postal code] of the towns events happen in; the first is the area's main town. */
  towns: readonly (readonly [string, string])[];
  /** Beaches and outdoor meeting points, for events and plans without a venue. */
  spots: readonly string[];
};

export const WORLD: Record<AreaSlug, AreaWorld> = {
  'portugal-ericeira-area': {
    currency: 'EUR',
    towns: [
      ['Ericeira', '2655-320'],
      ['Ribamar', '2640-026'],
    ],
    spots: ["Ribeira d'Ilhas beach", 'Foz do Lizandro', 'Praia do Sul', 'São Lourenço point'],
  },
  'portugal-peniche-area': {
    currency: 'EUR',
    towns: [
      ['Peniche', '2520-227'],
      ['Baleal', '2520-001'],
      ['Ferrel', '2520-102'],
    ],
    spots: ['Supertubos beach', 'Baleal island causeway', 'Praia do Lagido', 'Cabo Carvoeiro'],
  },
  'netherlands-zandvoort-area': {
    currency: 'EUR',
    towns: [
      ['Zandvoort', '2042 JD'],
      ['Bloemendaal aan Zee', '2051 EC'],
    ],
    spots: ['Zandvoort Noord beach', 'Strandafgang Paulus Loot', 'Kennemerduinen dunes'],
  },
  'netherlands-scheveningen-area': {
    currency: 'EUR',
    towns: [
      ['Scheveningen', '2586 ZZ'],
      ['Kijkduin', '2554 AA'],
    ],
    spots: ['Noorderstrand', 'the harbour head', 'Zuiderstrand', 'Kijkduin beach'],
  },
  'netherlands-wijk-aan-zee-area': {
    currency: 'EUR',
    towns: [['Wijk aan Zee', '1949 AB']],
    spots: ['Noordpier', 'Wijk aan Zee main beach', 'the dunes behind Relweg'],
  },
  'sri-lanka-south-coast-area': {
    currency: 'LKR',
    towns: [
      ['Weligama', '81700'],
      ['Mirissa', '81740'],
      ['Ahangama', '80650'],
      ['Hiriketiya', '81200'],
    ],
    spots: ['Weligama bay', 'Coconut Tree Hill', 'Hiriketiya bay', 'Kabalana reef'],
  },
};

/** Invented businesses on plausible streets: [name, kind, city, street] by area. */
// prettier-ignore
export const VENUES: Record<AreaSlug, readonly (readonly [string, VenueKind, string, string])[]> = {
  'portugal-ericeira-area': [
    ['Ribeira Surf Lab', 'surf-school', 'Ericeira', 'Rua do Norte 14'],
    ['Casa Maré Café', 'cafe', 'Ericeira', 'Travessa do Jogo da Bola 3'],
    ['Bar do Pescador Velho', 'beach-bar', 'Ericeira', 'Largo das Ribas 2'],
    ['Shala Atlântica', 'yoga', 'Ribamar', 'Rua da Fonte 27'],
    ['Armazém 19', 'club', 'Ericeira', 'Rua Capitão João Lopes 19'],
    ['Galeria Sal', 'gallery', 'Ericeira', 'Rua da Misericórdia 8'],
  ],
  'portugal-peniche-area': [
    ['Tubo Azul Surf Camp', 'surf-school', 'Peniche', 'Avenida do Mar 51'],
    ['Baleal Sunset Bar', 'beach-bar', 'Baleal', 'Estrada do Baleal 9'],
    ['Cantinho da Onda', 'cafe', 'Peniche', 'Rua José Estêvão 33'],
    ['Farol Yoga Studio', 'yoga', 'Ferrel', 'Rua Principal 112'],
    ['Largo da Lota Market', 'market', 'Peniche', 'Largo da Ribeira'],
  ],
  'netherlands-zandvoort-area': [
    ['Paviljoen Noordzeegolf', 'beach-bar', 'Zandvoort', 'Strandweg 12'],
    ['Surfclub Zoute Wind', 'surf-school', 'Zandvoort', 'Boulevard Barnaart 21'],
    ['Koffiebar Duinroos', 'cafe', 'Zandvoort', 'Haltestraat 48'],
    ['Studio Zeelicht Yoga', 'yoga', 'Bloemendaal aan Zee', 'Zeeweg 7'],
  ],
  'netherlands-scheveningen-area': [
    ['Golfbreker Surf School', 'surf-school', 'Scheveningen', 'Strandweg 90'],
    ['Paviljoen Noorderlicht', 'beach-bar', 'Scheveningen', 'Zeekant 104'],
    ['Havenkade Koffie', 'cafe', 'Scheveningen', 'Dr. Lelykade 31'],
    ['Loods 12', 'club', 'Scheveningen', 'Vissershavenweg 12'],
    ['Kijkduin Yoga Loft', 'yoga', 'Kijkduin', 'Deltaplein 5'],
  ],
  'netherlands-wijk-aan-zee-area': [
    ['Strandhuis Meeuwenduin', 'beach-bar', 'Wijk aan Zee', 'Reyndersweg 3'],
    ['Noordpier Surfschool', 'surf-school', 'Wijk aan Zee', 'Relweg 60'],
    ['Dorpscafé De Zeeloper', 'cafe', 'Wijk aan Zee', 'Dorpsplein 4'],
    ['Duinshala', 'yoga', 'Wijk aan Zee', 'Julianaweg 15'],
  ],
  'sri-lanka-south-coast-area': [
    ['Weligama Bay Surf House', 'surf-school', 'Weligama', 'Matara Road 212'],
    ['Palm Shade Café', 'cafe', 'Mirissa', 'Beach Road 18'],
    ['Mirissa Moon Bar', 'beach-bar', 'Mirissa', 'Beach Road 41'],
    ['Lagoon Shala Ahangama', 'yoga', 'Ahangama', 'Galle Road 460'],
    ['Kabalana Reef Surf School', 'surf-school', 'Ahangama', 'Galle Road 512'],
    ['Cove Kitchen', 'cafe', 'Hiriketiya', 'Bay Road 6'],
    ['Sunset Deck Weligama', 'club', 'Weligama', 'New Bypass Road 3'],
    ['Weligama Night Market Square', 'market', 'Weligama', 'Station Road'],
  ],
};

/**
 * Where each demo venue stands: [latitude, longitude] on its real street or beach front, so the
 * maps show pins in the right towns (the businesses are invented, the places are not).
 */
export const VENUE_POINTS: Record<string, readonly [number, number]> = {
  'Ribeira Surf Lab': [38.9651, -9.4183],
  'Casa Maré Café': [38.9627, -9.4172],
  'Bar do Pescador Velho': [38.9636, -9.419],
  'Shala Atlântica': [38.9928, -9.4108],
  'Armazém 19': [38.9619, -9.416],
  'Galeria Sal': [38.9633, -9.4166],
  'Tubo Azul Surf Camp': [39.3489, -9.363],
  'Baleal Sunset Bar': [39.3745, -9.3396],
  'Cantinho da Onda': [39.356, -9.3806],
  'Farol Yoga Studio': [39.3665, -9.3167],
  'Largo da Lota Market': [39.354, -9.3815],
  'Paviljoen Noordzeegolf': [52.3772, 4.53],
  'Surfclub Zoute Wind': [52.364, 4.524],
  'Koffiebar Duinroos': [52.3735, 4.5345],
  'Studio Zeelicht Yoga': [52.4046, 4.5473],
  'Golfbreker Surf School': [52.1123, 4.281],
  'Paviljoen Noorderlicht': [52.116, 4.287],
  'Havenkade Koffie': [52.1, 4.27],
  'Loods 12': [52.0985, 4.2665],
  'Kijkduin Yoga Loft': [52.07, 4.219],
  'Strandhuis Meeuwenduin': [52.4935, 4.596],
  'Noordpier Surfschool': [52.4955, 4.5985],
  'Dorpscafé De Zeeloper': [52.493, 4.605],
  Duinshala: [52.4905, 4.6075],
  'Weligama Bay Surf House': [5.9715, 80.431],
  'Palm Shade Café': [5.9455, 80.456],
  'Mirissa Moon Bar': [5.9448, 80.4585],
  'Lagoon Shala Ahangama': [5.972, 80.368],
  'Kabalana Reef Surf School': [5.97, 80.356],
  'Cove Kitchen': [5.976, 80.7335],
  'Sunset Deck Weligama': [5.9735, 80.4255],
  'Weligama Night Market Square': [5.9745, 80.429],
};

/**
 * Members by home area: [username, name, location, location category, tagline, status,
 * status details].
 */
// prettier-ignore
export const MEMBERS: Record<AreaSlug, readonly (readonly [string, string, string, string, string, string, string | null])[]> = {
  'portugal-ericeira-area': [
    ['inesnaonda', 'Inês Duarte', 'Ericeira', 'local', 'Born in Ericeira, raised on the reef.', 'Surfing every morning', null],
    ['tomwaxes', 'Tom Becker', 'Ericeira', 'digital nomad', 'Product designer by day, longboarder by dusk.', 'Working remotely', 'Here until the end of the season'],
    ['saltyana', 'Ana Salgado', 'Ribamar', 'local', 'Yoga teacher and tide-chart nerd.', 'Teaching sunrise flows', null],
    ['lukasoffshore', 'Lukas Meyer', 'Ericeira', 'visiting', 'Chasing right-handers across Europe.', 'Looking for a surf buddy', 'In town for three weeks'],
    ['marta.ribas', 'Marta Ribas', 'Ericeira', 'local', 'Runs a tiny ceramics studio near the harbour.', 'Open to meet new people', null],
  ],
  'portugal-peniche-area': [
    ['joaotubos', 'João Pereira', 'Peniche', 'local', 'Supertubos or nothing.', 'Surfing every morning', null],
    ['emmabaleal', 'Emma Lindqvist', 'Baleal', 'digital nomad', 'Swedish, sunburnt, happy.', 'Working remotely', 'Co-working from Baleal this winter'],
    ['ruifarol', 'Rui Carvalho', 'Peniche', 'local', 'Fisherman’s son, surf coach, grill master.', 'Coaching beginners', null],
    ['noor.waves', 'Noor Haddad', 'Ferrel', 'visiting', 'Learning to surf at 35 and loving it.', 'Looking for a surf buddy', null],
    ['pedrocaldo', 'Pedro Caldeira', 'Peniche', 'local', 'DJ, vinyl digger, occasional bodyboarder.', 'Playing Friday nights', null],
  ],
  'netherlands-zandvoort-area': [
    ['sanne.zv', 'Sanne de Vries', 'Zandvoort', 'local', 'North Sea surfer, all year, all weather.', 'Waiting for a swell', null],
    ['daanduin', 'Daan Visser', 'Bloemendaal aan Zee', 'local', 'Beach volleyball and bad puns.', 'Open to meet new people', null],
    ['miekekite', 'Mieke Jansen', 'Zandvoort', 'local', 'Kite when it blows, surf when it doesn’t.', 'Kiting this weekend', null],
    ['olliewetsuit', 'Oliver Grant', 'Zandvoort', 'visiting', 'Londoner with a 5/4 and a plan.', 'Looking for a surf buddy', 'Visiting for a month'],
    ['fleurbloem', 'Fleur Bakker', 'Zandvoort', 'local', 'Runs on oat flat whites.', 'Working remotely', null],
  ],
  'netherlands-scheveningen-area': [
    ['jorisscheve', 'Joris van Dam', 'Scheveningen', 'local', 'Harbour-wall regular since 2009.', 'Surfing every morning', null],
    ['lottepier', 'Lotte Smit', 'Scheveningen', 'local', 'Photographer. I’ll be the one in the water with a housing.', 'Shooting the sunset sessions', null],
    ['ahmedboard', 'Ahmed El Amrani', 'Scheveningen', 'local', 'Shaper in training, ding repair on request.', 'Open to meet new people', null],
    ['sofiakijk', 'Sofia Romano', 'Kijkduin', 'digital nomad', 'Italian in The Hague, missing the Med a little.', 'Working remotely', null],
    ['basbranding', 'Bas Mulder', 'Scheveningen', 'local', 'Techno on Saturdays, dawn patrol on Sundays.', 'Playing Friday nights', null],
  ],
  'netherlands-wijk-aan-zee-area': [
    ['wouterwijk', 'Wouter Kok', 'Wijk aan Zee', 'local', 'The pier knows my name.', 'Waiting for a swell', null],
    ['ilsezee', 'Ilse Hendriks', 'Wijk aan Zee', 'local', 'Sauna, cold plunge, repeat.', 'Open to meet new people', null],
    ['maxnoordpier', 'Max de Boer', 'Wijk aan Zee', 'visiting', 'Weekend surfer from Amsterdam.', 'Looking for a surf buddy', 'Here most weekends'],
    ['evaduin', 'Eva Peeters', 'Wijk aan Zee', 'local', 'Trail runner, dune lover.', 'Training for a half marathon', null],
  ],
  'sri-lanka-south-coast-area': [
    ['rashmiweligama', 'Rashmi Perera', 'Weligama', 'local', 'Surf coach on the bay, tea on the porch.', 'Coaching beginners', null],
    ['kasunreef', 'Kasun Fernando', 'Ahangama', 'local', 'Reef breaks and rice & curry.', 'Surfing every morning', null],
    ['hannamirissa', 'Hanna Schmidt', 'Mirissa', 'digital nomad', 'Writing a novel, mostly surfing instead.', 'Working remotely', 'Staying until April'],
    ['nimalbay', 'Nimal Jayasuriya', 'Hiriketiya', 'local', 'Tuk-tuk driver turned surf guide.', 'Open to meet new people', null],
    ['chloetropic', 'Chloé Martin', 'Weligama', 'visiting', 'Yoga, mangoes, repeat.', 'Looking for a surf buddy', 'Two months in Sri Lanka'],
    ['sam.ahangama', 'Sam Okafor', 'Ahangama', 'digital nomad', 'Building a startup from a hammock.', 'Working remotely', null],
  ],
};

/** When an event starts: a local time (HH:MM), or minutes from the local sunrise or sunset. */
export type StartTime = { at: string } | { sun: 'rise' | 'set'; offset: number };

export type Price = { eur: number; suffix?: string } | 'Free' | 'Donation-based';

export type EventTemplate = {
  /** `{venue}`, `{spot}` and `{town}` are filled in. */
  title: string;
  category: EventCategory;
  /**
   * The demo pictures it may show (apps/web/public/demo-pictures/<name>/), drawn by
   * `npm run demo-pictures -w @lineup/db`. A name ending in a coast (`-atlantic`, `-north-sea`,
   * `-tropical`) shows that coast, and goes to that coast's areas first.
   */
  pictures: readonly string[];
  start: StartTime;
  minutes: number;
  /** Where it happens; without kinds (or no such venue in the area) it is at an outdoor spot. */
  venueKinds?: readonly VenueKind[];
  /** Weekdays it runs on (0 = Sunday); any day when absent. */
  days?: readonly number[];
  areas?: readonly AreaSlug[];
  weight: number;
  vibes: readonly string[];
  tags: readonly string[];
  description: string;
  capacity?: readonly [number, number];
  price?: readonly Price[];
};

const WEEKEND = [5, 6] as const;
const NL: AreaSlug[] = [
  'netherlands-zandvoort-area',
  'netherlands-scheveningen-area',
  'netherlands-wijk-aan-zee-area',
];

export const EVENT_TEMPLATES: readonly EventTemplate[] = [
  {
    title: 'Sunrise Surf Session at {spot}',
    category: 'surf',
    pictures: ['surf-sunrise-atlantic', 'surf-dawn-north-sea', 'surf-lineup-dawn-tropical'],
    start: { sun: 'rise', offset: -15 },
    minutes: 120,
    weight: 5,
    vibes: ['Chill', 'Early birds'],
    tags: ['surf', 'sunrise', 'dawn-patrol'],
    description:
      'Paddle out together as the sun comes up over {town}. All levels welcome; we split into groups by ability and meet on the sand 15 minutes before.',
  },
  {
    title: 'Sunset Surf Session at {spot}',
    category: 'surf',
    pictures: ['surf-sunset-atlantic', 'surf-lineup-golden-north-sea', 'surf-sunset-tropical'],
    start: { sun: 'set', offset: -90 },
    minutes: 105,
    weight: 5,
    vibes: ['Social', 'Golden hour'],
    tags: ['surf', 'sunset'],
    description:
      'Last light, glassy peaks if we are lucky, and drinks on the beach after. Bring your own board or borrow one from the crew.',
  },
  {
    title: 'Beginner Surf Lesson with {venue}',
    category: 'surf',
    pictures: ['surf-lesson-morning-atlantic', 'surf-lesson-day-tropical'],
    start: { at: '10:00' },
    minutes: 120,
    venueKinds: ['surf-school'],
    weight: 5,
    vibes: ['Friendly', 'Beginner-friendly'],
    tags: ['surf', 'beginners', 'lesson'],
    description:
      'Two hours with a certified coach: safety on the beach, paddling, popping up and catching your first whitewater waves. Board and wetsuit included.',
    capacity: [6, 12],
    price: [{ eur: 35 }, { eur: 40 }, { eur: 45, suffix: ' incl. board & wetsuit' }],
  },
  {
    title: 'Longboard Jam at {spot}',
    category: 'surf',
    pictures: ['longboard-golden-atlantic', 'longboard-day-north-sea'],
    start: { at: '16:00' },
    minutes: 150,
    days: WEEKEND,
    weight: 3,
    vibes: ['Playful', 'Old school'],
    tags: ['surf', 'longboard', 'logging'],
    description:
      'Cross-steps, nose rides and lots of party waves. Not a contest, just a good excuse to share the lineup with the longboard crowd.',
  },
  {
    title: 'Sunrise Yoga at {venue}',
    category: 'yoga-wellness',
    pictures: ['yoga-sunrise-beach-atlantic', 'yoga-dawn-beach-tropical'],
    start: { sun: 'rise', offset: 0 },
    minutes: 75,
    venueKinds: ['yoga'],
    weight: 4,
    vibes: ['Calm', 'Grounding'],
    tags: ['yoga', 'sunrise', 'vinyasa'],
    description:
      'A slow vinyasa flow to wake up the body before the surf. Mats are provided; bring a layer, mornings by the sea are fresh.',
    capacity: [10, 20],
    price: [{ eur: 12, suffix: ' drop-in' }, { eur: 15, suffix: ' drop-in' }, 'Donation-based'],
  },
  {
    title: 'Sunset Flow at {venue}',
    category: 'yoga-wellness',
    pictures: ['yoga-sunset-group-atlantic', 'yoga-golden-group-north-sea'],
    start: { sun: 'set', offset: -75 },
    minutes: 60,
    venueKinds: ['yoga', 'beach-bar'],
    weight: 3,
    vibes: ['Mellow', 'Golden hour'],
    tags: ['yoga', 'sunset', 'stretch'],
    description:
      'Stretch out tired paddling shoulders with a gentle flow facing the ocean. Perfect after a long session in the water.',
    capacity: [12, 25],
    price: [{ eur: 12 }, 'Donation-based'],
  },
  {
    title: 'Breathwork & Cold Plunge at {spot}',
    category: 'yoga-wellness',
    pictures: ['cold-plunge-overcast-north-sea', 'cold-plunge-sunrise-atlantic'],
    start: { at: '09:00' },
    minutes: 90,
    venueKinds: ['yoga'],
    days: [0, 3, 6],
    weight: 2,
    vibes: ['Focused', 'Invigorating'],
    tags: ['breathwork', 'cold-water', 'wellness'],
    description:
      'Guided breathing, then a short dip in the ocean. Helpful for hold-downs and for winter sessions; no experience needed.',
    capacity: [8, 14],
    price: [{ eur: 20 }],
  },
  {
    title: 'Sound Bath at {venue}',
    category: 'yoga-wellness',
    pictures: ['sound-bath'],
    start: { at: '19:30' },
    minutes: 60,
    venueKinds: ['yoga'],
    weight: 2,
    vibes: ['Calm', 'Dreamy'],
    tags: ['sound-healing', 'meditation'],
    description: 'Singing bowls, gongs and a long savasana. Bring a blanket and an open mind.',
    capacity: [10, 18],
    price: [{ eur: 18 }],
  },
  {
    title: 'DJ Night at {venue}',
    category: 'party',
    pictures: ['dj-night-pink', 'dj-night-amber'],
    start: { at: '22:00' },
    minutes: 300,
    venueKinds: ['club', 'beach-bar'],
    days: WEEKEND,
    weight: 6,
    vibes: ['High energy', 'Late night'],
    tags: ['dj', 'house', 'nightlife'],
    description:
      'Local selectors playing house, disco and a few surprises until late. Dance floor facing the ocean, sandy feet welcome.',
    price: [{ eur: 10, suffix: ' at the door' }, 'Free', { eur: 8, suffix: ' before midnight' }],
  },
  {
    title: 'Full Moon Party at {spot}',
    category: 'party',
    pictures: ['full-moon-tropical', 'full-moon-bonfire-atlantic'],
    start: { at: '21:00' },
    minutes: 300,
    venueKinds: ['beach-bar'],
    days: [6],
    weight: 4,
    vibes: ['Wild', 'Social'],
    tags: ['party', 'beach', 'bonfire'],
    description: 'Fire dancers, a DJ booth in the sand and the whole town out on the beach.',
    price: [{ eur: 15 }, { eur: 12, suffix: ' presale' }],
  },
  {
    title: 'Acoustic Sessions at {venue}',
    category: 'music',
    pictures: ['acoustic-session-red', 'acoustic-session-stage'],
    start: { at: '19:30' },
    minutes: 150,
    venueKinds: ['cafe', 'beach-bar'],
    weight: 5,
    vibes: ['Cosy', 'Mellow'],
    tags: ['live-music', 'acoustic'],
    description:
      'Singer-songwriters and open-mic slots in a small room. Sign up at the bar if you want to play a few songs.',
    price: ['Free'],
  },
  {
    title: 'Live Band Night at {venue}',
    category: 'music',
    pictures: ['live-band'],
    start: { at: '21:00' },
    minutes: 180,
    venueKinds: ['club', 'beach-bar'],
    days: [4, 5, 6],
    weight: 3,
    vibes: ['High energy', 'Social'],
    tags: ['live-music', 'surf-rock'],
    description: 'Reverb-soaked surf rock and a packed dance floor. Doors open half an hour early.',
    price: [{ eur: 8 }, { eur: 10 }],
  },
  {
    title: 'Fish Grill Night at {venue}',
    category: 'food-drink',
    pictures: ['fish-grill-sunset-atlantic', 'fish-grill-dusk-tropical'],
    start: { at: '19:30' },
    minutes: 150,
    venueKinds: ['beach-bar', 'cafe'],
    weight: 3,
    vibes: ['Social', 'Family-friendly'],
    tags: ['food', 'seafood', 'grill'],
    description:
      'Long tables, the catch of the day on the grill and salads to share. Vegetarian options on request.',
    capacity: [20, 40],
    price: [
      { eur: 22, suffix: ' per person' },
      { eur: 25, suffix: ' per person' },
    ],
  },
  {
    title: 'Natural Wine Tasting at {venue}',
    category: 'food-drink',
    pictures: ['wine-sunset-atlantic', 'wine-golden-north-sea'],
    start: { at: '18:30' },
    minutes: 120,
    venueKinds: ['cafe', 'gallery'],
    areas: [
      'portugal-ericeira-area',
      'portugal-peniche-area',
      'netherlands-scheveningen-area',
      'netherlands-zandvoort-area',
    ],
    weight: 2,
    vibes: ['Cosy', 'Curious'],
    tags: ['wine', 'tasting'],
    description:
      'Five low-intervention wines from small producers, with bread, olives and stories.',
    capacity: [12, 20],
    price: [{ eur: 25 }],
  },
  {
    title: 'Sunday Brunch Club at {venue}',
    category: 'food-drink',
    pictures: ['brunch-table-light', 'brunch-table-dark'],
    start: { at: '11:00' },
    minutes: 150,
    venueKinds: ['cafe'],
    days: [0],
    weight: 3,
    vibes: ['Lazy', 'Social'],
    tags: ['brunch', 'coffee'],
    description:
      'A long shared table for anyone new in town. Come hungry, leave with surf buddies.',
  },
  {
    title: "Makers' Market in {town}",
    category: 'market',
    pictures: ['market-morning-atlantic', 'market-day-north-sea'],
    start: { at: '10:00' },
    minutes: 300,
    venueKinds: ['market', 'gallery'],
    days: [0, 6],
    weight: 6,
    vibes: ['Family-friendly', 'Creative'],
    tags: ['market', 'local-makers', 'crafts'],
    description:
      'Ceramics, secondhand wetsuits, handmade jewellery, fresh bread and coffee from local makers.',
    price: ['Free'],
  },
  {
    title: 'Night Market in {town}',
    category: 'market',
    pictures: ['night-market-tropical', 'night-market-dusk-atlantic'],
    start: { at: '18:00' },
    minutes: 240,
    venueKinds: ['market', 'beach-bar'],
    days: [5, 6],
    weight: 4,
    vibes: ['Lively', 'Social'],
    tags: ['market', 'street-food', 'music'],
    description: 'Street food, small stalls and a DJ at golden hour. Bring cash and an appetite.',
    price: ['Free'],
  },
  {
    title: 'Beach Volleyball at {spot}',
    category: 'sport',
    pictures: ['volleyball-day-north-sea', 'volleyball-golden-atlantic'],
    start: { at: '17:00' },
    minutes: 120,
    weight: 3,
    vibes: ['Playful', 'Social'],
    tags: ['volleyball', 'beach', 'sport'],
    description: 'Mixed teams, any level. We bring the net and the ball, you bring the sunscreen.',
    price: ['Free'],
  },
  {
    title: 'Trail Run from {spot}',
    category: 'sport',
    pictures: ['trail-run-morning-atlantic', 'trail-run-sunrise-north-sea'],
    start: { at: '08:30' },
    minutes: 75,
    days: [0, 3, 6],
    weight: 3,
    vibes: ['Energetic', 'Early birds'],
    tags: ['running', 'trail', 'fitness'],
    description:
      'Eight kilometres along the coast at a chatty pace, with a swim at the end for the brave.',
    price: ['Free'],
  },
  {
    title: 'Kitesurf Taster at {spot}',
    category: 'sport',
    pictures: ['kitesurf-day-north-sea', 'kitesurf-overcast-north-sea'],
    start: { at: '13:00' },
    minutes: 180,
    areas: NL,
    venueKinds: ['surf-school'],
    weight: 2,
    vibes: ['Adventurous'],
    tags: ['kitesurf', 'wind', 'lesson'],
    description:
      'Kite control on the beach, then body-dragging in the shallows. All gear included.',
    capacity: [4, 8],
    price: [{ eur: 85 }, { eur: 95 }],
  },
  {
    title: 'Beach Clean-up at {spot}',
    category: 'community',
    pictures: [
      'beach-clean-morning-atlantic',
      'beach-clean-overcast-north-sea',
      'beach-clean-day-tropical',
    ],
    start: { at: '10:00' },
    minutes: 120,
    days: [0, 6],
    weight: 5,
    vibes: ['Purposeful', 'Family-friendly'],
    tags: ['beach-clean', 'ocean', 'volunteering'],
    description:
      'Gloves and bags provided. We log what we find for the local ocean charity and finish with coffee.',
    price: ['Free'],
  },
  {
    title: 'Newcomers Meetup at {venue}',
    category: 'community',
    pictures: ['meetup-cafe-day', 'meetup-long-table-dusk'],
    start: { at: '19:00' },
    minutes: 120,
    venueKinds: ['cafe', 'beach-bar'],
    days: [2, 3],
    weight: 5,
    vibes: ['Welcoming', 'Social'],
    tags: ['meetup', 'newcomers', 'nomads'],
    description:
      'Just arrived? Meet locals and long-stayers, swap tips on breaks, co-working spots and where to eat.',
    price: ['Free'],
  },
  {
    title: 'Language Exchange at {venue}',
    category: 'community',
    pictures: ['language-cafe-golden', 'language-long-table-night'],
    start: { at: '19:00' },
    minutes: 120,
    venueKinds: ['cafe'],
    days: [1, 4],
    weight: 4,
    vibes: ['Chatty', 'Curious'],
    tags: ['languages', 'meetup'],
    description:
      'Tables by language, switching every half hour. Locals and travellers equally welcome.',
    price: ['Free'],
  },
  {
    title: 'Board Repair Workshop at {venue}',
    category: 'workshop',
    pictures: ['board-repair-rack', 'board-repair-bench'],
    start: { at: '14:00' },
    minutes: 180,
    venueKinds: ['surf-school'],
    weight: 2,
    vibes: ['Hands-on', 'Focused'],
    tags: ['ding-repair', 'diy', 'surfboards'],
    description:
      'Learn to fix dings and pressure dents with resin and fibreglass. Bring your damaged board if you have one.',
    capacity: [6, 10],
    price: [{ eur: 30 }, { eur: 35, suffix: ' incl. materials' }],
  },
  {
    title: 'Ocean Safety & Rip Currents at {venue}',
    category: 'workshop',
    pictures: ['ocean-safety-day-atlantic', 'ocean-safety-overcast-north-sea'],
    start: { at: '18:00' },
    minutes: 90,
    venueKinds: ['surf-school', 'cafe'],
    weight: 2,
    vibes: ['Practical'],
    tags: ['safety', 'ocean-knowledge'],
    description:
      'A lifeguard explains how to read the sea, spot rips and help someone in trouble. Highly recommended for newcomers.',
    capacity: [15, 30],
    price: ['Free', 'Donation-based'],
  },
  {
    title: 'Surf Photography Workshop at {spot}',
    category: 'workshop',
    pictures: ['surf-photo-golden-atlantic', 'surf-photo-sunrise-tropical'],
    start: { at: '15:00' },
    minutes: 150,
    venueKinds: ['gallery', 'surf-school', 'cafe'],
    weight: 1,
    vibes: ['Creative'],
    tags: ['photography', 'surf'],
    description:
      'Settings, timing and water housings, then a shoot from the beach during the evening session.',
    capacity: [8, 12],
    price: [{ eur: 45 }],
  },
  {
    title: 'Surf Film Night at {venue}',
    category: 'art-culture',
    pictures: ['film-night-dusk-atlantic', 'film-night-north-sea'],
    start: { at: '20:30' },
    minutes: 120,
    venueKinds: ['gallery', 'club', 'beach-bar', 'cafe'],
    weight: 3,
    vibes: ['Cosy', 'Inspiring'],
    tags: ['film', 'surf-culture'],
    description: 'A double bill of independent surf films on a big screen, popcorn included.',
    price: [{ eur: 5 }, 'Free'],
  },
  {
    title: 'Salt & Light: Exhibition Opening in {town}',
    category: 'art-culture',
    pictures: ['exhibition-gallery', 'exhibition-mural'],
    start: { at: '19:00' },
    minutes: 150,
    venueKinds: ['gallery', 'cafe'],
    weight: 1,
    vibes: ['Creative', 'Social'],
    tags: ['art', 'photography', 'exhibition'],
    description:
      'Prints by local photographers who spent a year documenting the coast. Drinks from 19:00.',
    price: ['Free'],
  },
  {
    title: 'Whale Watching from {town}',
    category: 'other',
    pictures: ['whale-morning-tropical', 'whale-sunrise-tropical'],
    start: { at: '06:30' },
    minutes: 240,
    areas: ['sri-lanka-south-coast-area'],
    weight: 3,
    vibes: ['Adventurous', 'Early birds'],
    tags: ['whales', 'boat-trip', 'wildlife'],
    description:
      'Boat trip out of Mirissa harbour looking for blue whales and spinner dolphins. Breakfast on board.',
    capacity: [12, 24],
    price: [{ eur: 45 }],
  },
  {
    title: 'Board & Wetsuit Swap in {town}',
    category: 'other',
    pictures: ['swap-morning-atlantic', 'swap-day-north-sea'],
    start: { at: '11:00' },
    minutes: 180,
    venueKinds: ['surf-school', 'beach-bar'],
    days: [6],
    weight: 4,
    vibes: ['Bargain hunting', 'Social'],
    tags: ['secondhand', 'gear'],
    description:
      'Bring the board you never ride and leave with the one you need. Tables are free for sellers.',
    price: ['Free'],
  },
];

/** The pictures of the weekly yoga series, one per coast (a series keeps one picture). */
export const WEEKLY_YOGA_PICTURES = [
  'yoga-studio-morning-atlantic',
  'yoga-studio-sunrise-north-sea',
  'yoga-studio-golden-tropical',
] as const;

export type PlanTemplate = {
  title: string;
  description: string;
  vibe: string;
  /** Local start time, HH:MM. */
  at: string;
  /** At one of the area's outdoor spots, or at a venue of the area. */
  place: 'spot' | 'venue';
  spotsLimit?: number;
  visibility?: PlanVisibility;
};

// prettier-ignore
export const PLAN_TEMPLATES: readonly PlanTemplate[] = [
  { title: 'Dawn patrol, who is in?', description: 'Paddling out at first light. Coffee after.', vibe: 'Early birds', at: '07:00', place: 'spot' },
  { title: 'Sunset beers on the sand', description: 'Grabbing a few drinks to watch the sun go down.', vibe: 'Chill', at: '18:30', place: 'spot' },
  { title: 'Longboard session, mellow waves', description: 'Small and clean forecast, perfect for logging.', vibe: 'Playful', at: '16:00', place: 'spot', spotsLimit: 6 },
  { title: 'Co-working morning', description: 'Laptops out, good Wi-Fi, surf check at lunch.', vibe: 'Focused', at: '09:30', place: 'venue', spotsLimit: 5 },
  { title: 'Carpool to the next beach', description: 'Two seats left in the van, boards on the roof.', vibe: 'Adventurous', at: '08:00', place: 'spot', spotsLimit: 3 },
  { title: 'Dinner for anyone new in town', description: 'Booking a big table, the more the merrier.', vibe: 'Social', at: '20:00', place: 'venue', spotsLimit: 8 },
  { title: 'Sunrise run along the coast', description: 'Easy 5 km, chatty pace.', vibe: 'Energetic', at: '07:30', place: 'spot' },
  { title: 'Ding repair afternoon', description: 'I have resin and sandpaper, bring your broken boards.', vibe: 'Hands-on', at: '14:00', place: 'venue', spotsLimit: 4, visibility: 'friends' },
  { title: 'Cold dip and sauna', description: 'Quick swim, then warming up together.', vibe: 'Invigorating', at: '17:30', place: 'spot' },
  { title: 'Volleyball, need two more', description: 'We have a net and a ball, just need players.', vibe: 'Playful', at: '17:00', place: 'spot', spotsLimit: 2 },
  { title: 'Photo walk at golden hour', description: 'Cameras or phones, we wander and shoot the coast.', vibe: 'Creative', at: '18:00', place: 'spot' },
  { title: 'Board games and tea', description: 'Rainy-day plan: cards, dice and a pot of tea.', vibe: 'Cosy', at: '19:30', place: 'venue', visibility: 'friends' },
];

/**
 * The demo's talk (docs/product.md §15 "Discussion"): a question or news on an event or plan
 * page, and the answers it got.
 */
export type DemoConversation = { opening: string; replies: readonly string[] };

// prettier-ignore
export const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  { opening: 'Anyone have a spare 4/3 wetsuit? Mine has a hole in the knee.', replies: ['I have one, size M. I will bring it.', 'Legend, thank you!'] },
  { opening: 'Running about 10 minutes late, start without me.', replies: [] },
  { opening: 'The car park by the lighthouse is full already, park up the hill.', replies: ['Good to know, thanks.'] },
  { opening: 'Is it still on if the wind turns onshore?', replies: ['Yes, we go either way. Worst case it is a coffee.'] },
  { opening: 'First time coming, is it fine to just show up?', replies: ['Of course, just say hi when you arrive.', 'Welcome! Bring water.'] },
  { opening: 'I can give two people a lift from the town centre.', replies: ['Me please!'] },
  { opening: 'Bringing a speaker, requests welcome.', replies: [] },
  { opening: 'Where exactly do we meet? By the stairs or the lifeguard tower?', replies: ['Lifeguard tower, I will wear a yellow cap.'] },
];
