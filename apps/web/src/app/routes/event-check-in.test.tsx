import { CheckInResponse, guestMessages } from '@lineup/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildGuest,
  buildGuests,
  EVENT_ID,
  refuse,
  serveEvent,
} from '@/features/guests/testing/guests-fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp, signedInAs } from '@/test/render-app';

const decoder = vi.hoisted(() => ({
  decodeQrImage: vi.fn<(file: Blob) => Promise<string | null>>(),
}));
// The picture's pixels are read in a real browser (the check-guests-in journey, and
// qr-decoder.test.ts from pixels); here the decoder answers what a picture held.
vi.mock('@/features/guests/lib/qr-decoder', () => ({
  decodeQrImage: decoder.decodeQrImage,
  decodeQrFrame: vi.fn(async () => null),
}));

const api = installFakeApi();
const CODE = `lineup:${EVENT_ID}:member-rui:abcdefghijklmnopqrstuv`;
const PATH = `/events/event/${EVENT_ID}/check-in`;

const rui = buildGuest();
const sofia = buildGuest({
  id: 'member-sofia',
  username: 'sofia',
  checkedInAt: '2026-07-04T19:42:00+01:00',
});
const ines = buildGuest({ id: 'member-ines', username: 'ines', status: 'interested' });

const arrived = (guest: typeof rui, already: boolean, count: number) =>
  CheckInResponse.parse({
    guest: { id: guest.id, username: guest.username, avatarUrl: null },
    already,
    checkedInAt: already ? guest.checkedInAt : '2026-07-04T19:50:00+01:00',
    arrived: count,
    going: 2,
  });

beforeEach(() => api.reset());

describe('/events/event/:id/check-in', () => {
  it('checks a going guest in from the list and counts the arrival', async () => {
    serveEvent(api, { hostRole: 'host' });
    api.on('GET /api/events/:id/guests', { body: buildGuests([rui, sofia, ines]) });
    api.on('POST /api/events/:id/check-ins', { body: arrived(rui, false, 2) });
    renderApp(PATH, { auth: signedInAs() });

    expect(await screen.findByText('1 of 2 arrived', {}, { timeout: 5000 })).toBeInTheDocument();
    // Only going guests are listed; sofia is in already.
    expect(screen.queryByText('ines')).not.toBeInTheDocument();
    expect(screen.getByText('Arrived 19:42')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Check in rui' }));
    expect(await screen.findByText('Checked in: rui')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 arrived')).toBeInTheDocument();
    expect(screen.getByText('Arrived 19:50')).toBeInTheDocument();
    expect(api.callsTo('POST /api/events/:id/check-ins')[0]?.body).toEqual({
      userId: 'member-rui',
    });
  });

  it('checks in the guest whose ticket is in a photo', async () => {
    serveEvent(api, { hostRole: 'checkin' });
    api.on('GET /api/events/:id/guests', { body: buildGuests([rui, sofia]) });
    api.on('POST /api/events/:id/check-ins', { body: arrived(rui, false, 2) });
    decoder.decodeQrImage.mockResolvedValueOnce(CODE);
    renderApp(PATH, { auth: signedInAs() });
    const photo = new File(['png'], 'ticket.png', { type: 'image/png' });
    await userEvent.upload(
      await screen.findByLabelText('Scan from a photo', {}, { timeout: 5000 }),
      photo,
    );
    expect(await screen.findByText('Checked in: rui')).toBeInTheDocument();
    expect(decoder.decodeQrImage).toHaveBeenCalledWith(photo);
    expect(api.callsTo('POST /api/events/:id/check-ins')[0]?.body).toEqual({ code: CODE });
    expect(screen.getByText('2 of 2 arrived')).toBeInTheDocument();
  });

  it('says so when a photo holds no code, and shows a refused code’s reason', async () => {
    serveEvent(api, { hostRole: 'owner' });
    api.on('GET /api/events/:id/guests', { body: buildGuests([rui]) });
    api.on('POST /api/events/:id/check-ins', {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid.',
          details: {
            target: 'json',
            issues: [{ path: 'code', message: guestMessages.invalidCode }],
          },
        },
      },
    });
    decoder.decodeQrImage.mockResolvedValueOnce(null).mockResolvedValueOnce('lineup:other');
    renderApp(PATH, { auth: signedInAs() });
    const input = await screen.findByLabelText('Scan from a photo', {}, { timeout: 5000 });
    await userEvent.upload(input, new File(['png'], 'blurry.png', { type: 'image/png' }));
    expect(
      await screen.findByText('No QR code could be read in that picture. Try a sharper one.'),
    ).toBeInTheDocument();
    await userEvent.upload(input, new File(['png'], 'other.png', { type: 'image/png' }));
    expect(await screen.findByText(guestMessages.invalidCode)).toBeInTheDocument();
    expect(screen.getByText('0 of 1 arrived')).toBeInTheDocument();
  });

  it('says when a guest had already been checked in', async () => {
    serveEvent(api, { hostRole: 'checkin' });
    // Another door checked rui in since the list was read.
    api.on('GET /api/events/:id/guests', { body: buildGuests([rui, sofia]) });
    api.on('POST /api/events/:id/check-ins', {
      body: arrived({ ...rui, checkedInAt: '2026-07-04T19:45:00+01:00' }, true, 2),
    });
    renderApp(PATH, { auth: signedInAs() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Check in rui' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('Already checked in at 19:45: rui')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    serveEvent(api, { hostRole: 'owner' });
    api.on('GET /api/events/:id/guests', { body: buildGuests([rui]) });
    api.on('POST /api/events/:id/check-ins', refuse(404, 'not_found', guestMessages.notGoing));
    renderApp(PATH, { auth: signedInAs() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Check in rui' }, { timeout: 5000 }),
    );
    expect(await screen.findByText(guestMessages.notGoing)).toBeInTheDocument();
  });

  it('finds a going guest by name', async () => {
    serveEvent(api, { hostRole: 'owner' });
    api.on('GET /api/events/:id/guests', { body: buildGuests([rui, sofia]) });
    renderApp(PATH, { auth: signedInAs() });
    await userEvent.type(
      await screen.findByLabelText('Find a guest', {}, { timeout: 5000 }),
      'sof',
    );
    expect(screen.queryByRole('button', { name: 'Check in rui' })).not.toBeInTheDocument();
    expect(screen.getByText('sofia')).toBeInTheDocument();
  });

  it('tells a guest that only the hosts and the check-in crew check guests in', async () => {
    serveEvent(api, { myRsvp: 'going' });
    api.on('GET /api/events/:id/guests', refuse(403, 'forbidden', guestMessages.hostsOnly));
    renderApp(PATH, { auth: signedInAs() });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Only the event’s hosts and its check-in crew can check guests in.' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Scan from a photo')).not.toBeInTheDocument();
  });

  it('shows the not-found page for an event that is not there', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    api.on('GET /api/events/resolve', refuse(404, 'not_found', 'No such event.'));
    api.on('GET /api/events/:id/guests', refuse(404, 'not_found', 'No such event.'));
    renderApp(PATH, { auth: signedInAs() });
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    api.on('GET /api/areas', { body: { areas: [] } });
    renderApp(PATH);
    expect(await screen.findByRole('link', { name: 'Log In' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(PATH)}`,
    );
  });
});
