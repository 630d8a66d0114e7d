import type { CreateEventRequest, EditableEvent } from '@lineup/contracts';
import { createArea } from '@lineup/db/factories';
import type { VenueAreaRow } from '@lineup/db/schema';
import { makeAdmin, originOf, signUpMember, type SignedUpMember } from './members';
import type { TestApp } from './test-app';

// Shared by the participation tests (event editor, RSVPs, my events, calendar feed): requests
// as a member would send them, through the real app.

export type Caller = SignedUpMember | null;

/**
 * Tests read fields of bodies directly (`json.error.message`); where the whole shape matters
 * they parse it with the contract.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

function parseJson(text: string): Json {
  try {
    return text ? (JSON.parse(text) as Json) : {};
  } catch {
    return {};
  }
}

export function api(t: TestApp) {
  return async (
    method: string,
    path: string,
    options: { as?: Caller; body?: unknown; form?: FormData } = {},
  ) => {
    const headers: Record<string, string> = { origin: originOf(t) };
    if (options.as) headers.cookie = options.as.cookie;
    let body: RequestInit['body'];
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await t.app.request(path, { method, headers, body });
    const text = await response.text();
    return { status: response.status, text, json: parseJson(text) };
  };
}

export async function signUpAdmin(t: TestApp): Promise<SignedUpMember> {
  const admin = await signUpMember(t);
  await makeAdmin(t.database, admin.user.id);
  return admin;
}

/** A future local time `days` ahead at `time`, as the form sends it. */
export function localIn(days: number, time = '18:30'): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T${time}`;
}

export async function testArea(t: TestApp, overrides: Partial<VenueAreaRow> = {}) {
  return createArea(t.database, overrides);
}

export function eventInput(
  area: { slug: string },
  overrides: Partial<CreateEventRequest> = {},
): CreateEventRequest {
  return {
    title: 'Sunset longboard jam',
    description: 'Bring a board, we bring the music.',
    category: 'surf',
    vibe: 'Laid-back',
    tags: ['longboard', 'sunset'],
    area: area.slug,
    startLocal: localIn(10, '18:30'),
    endLocal: localIn(10, '21:00'),
    status: 'published',
    ...overrides,
  };
}

/** Creates an event through the API and returns it. */
export async function createEventAs(
  t: TestApp,
  member: SignedUpMember,
  input: CreateEventRequest,
): Promise<EditableEvent> {
  const response = await api(t)('POST', '/api/events', { as: member, body: input });
  if (response.status !== 201) {
    throw new Error(`create failed: ${response.status} ${response.text}`);
  }
  return response.json.event as EditableEvent;
}
