import { CrewResponse, type CrewMember, type CrewPage } from '@lineup/contracts';

export const OWNER: CrewMember = {
  id: 'user-owner',
  username: 'ines',
  avatarUrl: null,
  role: 'owner',
  status: 'accepted',
};

/** A crew's page as `GET /api/crews/:handle` sends it, checked against the contract. */
export function crewAnswer(overrides: Partial<CrewPage> = {}): CrewResponse {
  return CrewResponse.parse({
    crew: {
      id: '7c1e7c3a-2d4f-4a6b-8c9d-000000000001',
      handle: 'ribeira-surf-club',
      name: 'Ribeira Surf Club',
      path: '/crew/ribeira-surf-club',
      imageUrl: null,
      area: { name: 'Ericeira', slug: 'portugal-ericeira-area' },
      followerCount: 12,
      description: 'Dawn sessions and board swaps on the Ribeira reef.',
      links: ['https://www.ribeira-surf-club.example.com/'],
      members: [OWNER],
      upcomingEvents: [],
      pastEvents: [],
      plans: [],
      viewer: { following: false, role: null, invitedAs: null },
      ...overrides,
    },
  });
}
