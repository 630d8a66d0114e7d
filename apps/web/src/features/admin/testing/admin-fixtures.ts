import type {
  AdminArea,
  AdminAuditEntry,
  AdminCity,
  AdminEvent,
  AdminMember,
} from '@lineup/contracts';

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function buildAdminArea(overrides: Partial<AdminArea> = {}): AdminArea {
  return {
    id: uuid(),
    name: 'Ericeira',
    slug: 'portugal-ericeira-area',
    country: 'Portugal',
    countrySlug: 'portugal',
    description: '',
    timeZone: 'Europe/Lisbon',
    latitude: 38.9629,
    longitude: -9.4176,
    facing: 270,
    displayOrder: 1,
    active: true,
    eventCount: 12,
    upcomingEventCount: 5,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminEvent(overrides: Partial<AdminEvent> = {}): AdminEvent {
  const id = uuid();
  return {
    id,
    title: 'Sunset longboard jam',
    status: 'published',
    startDate: '2026-07-04T18:30:00+01:00',
    endDate: '2026-07-04T21:00:00+01:00',
    timeZone: 'Europe/Lisbon',
    areaName: 'Ericeira',
    path: `/portugal/ericeira/events/sunset-longboard-jam-${id.slice(-4)}`,
    creator: { id: 'member-2', username: 'joana' },
    createdAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminMember(overrides: Partial<AdminMember> = {}): AdminMember {
  const n = ++counter;
  return {
    id: `member-${n}`,
    email: `surfer${n}@example.com`,
    username: `surfer_${n}`,
    role: 'user',
    emailVerified: true,
    banned: false,
    banReason: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminCity(overrides: Partial<AdminCity> = {}): AdminCity {
  const id = uuid();
  return {
    id,
    name: 'Ribamar',
    slug: 'ribamar',
    path: '/portugal/ribamar',
    status: 'approved',
    areaCity: false,
    area: { id: '00000000-0000-4000-8000-000000000999', name: 'Ericeira' },
    suggestedBy: null,
    venueCount: 0,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildAuditEntry(overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry {
  return {
    id: uuid(),
    actor: { id: 'admin-1', name: 'Ana' },
    action: 'member.ban',
    target: { type: 'member', id: 'member-9', name: 'joao' },
    details: { reason: 'spam' },
    createdAt: new Date(Date.now() - 2 * 60_000).toISOString(),
    ...overrides,
  };
}

export const page = <K extends string, T>(key: K, rows: T[], more = false) =>
  ({ [key]: rows, page: 1, pageSize: 20, hasMore: more }) as Record<K, T[]> & {
    page: number;
    pageSize: number;
    hasMore: boolean;
  };
