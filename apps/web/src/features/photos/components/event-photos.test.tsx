import { PhotosResponse, photoMessages, type Photo } from '@lineup/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@/components/ui/toast';
import { deferred, installFakeApi } from '@/test/fake-api';
import { findToast, renderWithClient } from '@/test/render-with-client';
import { EventPhotos } from './event-photos';

// The machine running the suite is shared: give lazy parts and queries time to arrive.
configure({ asyncUtilTimeout: 5000 });

const api = installFakeApi();
afterEach(() => {
  api.reset();
  toast.reset();
});

const EVENT_ID = '6f1c1d7e-2a53-4c1e-9a57-0d6f3c1b2a10';
const started = {
  id: EVENT_ID,
  startDate: '2026-01-10T18:00:00Z',
  timeZone: 'Europe/Lisbon',
  myRsvp: null,
};
const upcoming = { ...started, startDate: '2099-07-04T18:30:00+01:00' };

let counter = 0;
function photo(overrides: Partial<Photo> = {}): Photo {
  const id = `1a2b3c4d-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
  return {
    id,
    urls: { small: `/uploads/photos/${id}/small.webp`, large: `/uploads/photos/${id}/large.webp` },
    width: 1600,
    height: 1200,
    uploader: { id: 'member-ana', username: 'ana.waves', avatarUrl: null },
    createdAt: '2026-01-10T20:15:00Z',
    canRemove: false,
    ...overrides,
  };
}

const album = (photos: Photo[], canAdd = false, nextCursor: string | null = null) =>
  PhotosResponse.parse({ photos, nextCursor, canAdd });

const imageFile = (name: string) => new File(['fake jpeg bytes'], name, { type: 'image/jpeg' });

describe('the event’s photos', () => {
  it('shows nothing before the event starts, and asks for nothing', async () => {
    renderWithClient(<EventPhotos event={upcoming} viewerId="member-rui" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/events/:id/photos')).toHaveLength(0);
  });

  it('stays out of the page when there are none and the reader cannot add any', async () => {
    api.on('GET /api/events/:id/photos', { body: album([]) });
    renderWithClient(<EventPhotos event={started} viewerId={null} />);
    await waitFor(() => expect(api.callsTo('GET /api/events/:id/photos')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
  });

  it('asks again when the reader answers “Going”, and offers to add photos', async () => {
    api.on('GET /api/events/:id/photos', { body: album([]) });
    function Page() {
      const [rsvp, setRsvp] = useState<'going' | null>(null);
      return (
        <>
          <button type="button" onClick={() => setRsvp('going')}>
            Going
          </button>
          <EventPhotos event={{ ...started, myRsvp: rsvp }} viewerId="member-rui" />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithClient(<Page />);
    await waitFor(() => expect(api.callsTo('GET /api/events/:id/photos')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();

    api.on('GET /api/events/:id/photos', { body: album([], true) });
    await user.click(screen.getByRole('button', { name: 'Going' }));
    expect(await screen.findByRole('button', { name: 'Add photos' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/events/:id/photos')).toHaveLength(2);
  });

  it('keeps the album and Add photos in place while it is read again for the reader', async () => {
    // Already going: the page learns the member's RSVP after the album was first read.
    api.on('GET /api/events/:id/photos', { body: album([photo()], true) });
    function Page() {
      const [rsvp, setRsvp] = useState<'going' | null>(null);
      return (
        <>
          <button type="button" onClick={() => setRsvp('going')}>
            RSVP known
          </button>
          <EventPhotos event={{ ...started, myRsvp: rsvp }} viewerId="member-rui" />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithClient(<Page />);
    const input = await screen.findByLabelText('Choose photos to add');

    // The server's album from now on: the photo added below is in it once it went in.
    const added = photo({ uploader: { id: 'member-rui', username: 'rui', avatarUrl: null } });
    let posted = false;
    const held = deferred();
    api.on('GET /api/events/:id/photos', async () => {
      // Read as the request arrives, answered later.
      const body = album(posted ? [added, photo()] : [photo()], true);
      await held.promise;
      return { body };
    });
    await user.click(screen.getByRole('button', { name: 'RSVP known' }));
    await waitFor(() => expect(api.callsTo('GET /api/events/:id/photos')).toHaveLength(2));
    // The same control, under a finger that may be choosing a file right now.
    expect(screen.getByLabelText('Choose photos to add')).toBe(input);
    expect(screen.getByRole('list', { name: 'Photos, newest first' })).toBeInTheDocument();

    // A photo added while that read is on its way is in the album once it is read again.
    api.on('POST /api/events/:id/photos', () => {
      posted = true;
      return { status: 201, body: { photo: added } };
    });
    fireEvent.change(input, { target: { files: [imageFile('late.jpg')] } });
    expect(await findToast('Photo added')).toBeInTheDocument();
    held.resolve();
    expect(await screen.findByRole('button', { name: 'Photo by rui' })).toBeInTheDocument();
    expect(screen.getByLabelText('Choose photos to add')).toBe(input);
  });

  it('shows a grid of small, lazily loaded thumbnails named by who took them, page by page', async () => {
    const first = photo({ width: 1600, height: 900 });
    const second = photo({ uploader: { id: 'member-rui', username: 'rui', avatarUrl: null } });
    const older = photo({ uploader: { id: 'member-zé', username: 'ze', avatarUrl: null } });
    api.on('GET /api/events/:id/photos', ({ query }) => ({
      body: query.get('before') ? album([older]) : album([first, second], false, 'next-page'),
    }));
    const user = userEvent.setup();
    renderWithClient(<EventPhotos event={started} viewerId={null} />);

    const grid = await screen.findByRole('list', { name: 'Photos, newest first' });
    const thumbnails = within(grid).getAllByRole('img');
    expect(thumbnails.map((image) => image.getAttribute('alt'))).toEqual([
      'Photo by ana.waves',
      'Photo by rui',
    ]);
    expect(thumbnails[0]).toHaveAttribute('src', first.urls.small);
    expect(thumbnails[0]).toHaveAttribute('loading', 'lazy');
    expect(thumbnails[0]).toHaveAttribute('width', '480');
    expect(thumbnails[0]).toHaveAttribute('height', '270');
    expect(screen.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more photos' }));
    expect(await within(grid).findByAltText('Photo by ze')).toBeInTheDocument();
    expect(api.callsTo('GET /api/events/:id/photos').at(-1)?.query.get('before')).toBe('next-page');
    expect(screen.queryByRole('button', { name: 'Show more photos' })).not.toBeInTheDocument();
  });

  it('uploads the chosen photos one after another, showing progress, and adds each to the grid', async () => {
    const firstHeld = deferred();
    const added = [photo({ canRemove: true }), photo({ canRemove: true })];
    // The server's album: the photos added so far, newest first.
    const stored: Photo[] = [];
    api.on('GET /api/events/:id/photos', () => ({ body: album([...stored], true) }));
    let sent = 0;
    api.on('POST /api/events/:id/photos', async () => {
      const index = sent++;
      if (index === 0) await firstHeld.promise;
      stored.unshift(added[index]!);
      return { status: 201, body: { photo: added[index] } };
    });
    renderWithClient(<EventPhotos event={started} viewerId="member-ana" />);
    expect(await screen.findByText(/No photos yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Choose photos to add'), {
      target: { files: [imageFile('one.jpg'), imageFile('two.jpg')] },
    });
    expect(await screen.findByText(/Uploading photo 1 of 2/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading photos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
    // One at a time: the second waits for the first.
    expect(api.callsTo('POST /api/events/:id/photos')).toHaveLength(1);
    firstHeld.resolve();

    expect(await findToast('2 photos added')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Photos, newest first' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('img')
          .map((image) => image.getAttribute('src')),
      ).toEqual([added[1]!.urls.small, added[0]!.urls.small]),
    );
    const uploads = api.callsTo('POST /api/events/:id/photos');
    expect(uploads).toHaveLength(2);
    expect(((uploads[0]!.body as FormData).get('file') as File).name).toBe('one.jpg');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server’s reasons, going on after a bad file and stopping at the cap', async () => {
    api.on('GET /api/events/:id/photos', { body: album([photo()], true) });
    const replies = [
      {
        status: 415,
        body: {
          error: {
            code: 'unsupported_media_type',
            message: 'That file is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF.',
          },
        },
      },
      { status: 201, body: { photo: photo({ canRemove: true }) } },
      { status: 409, body: { error: { code: 'conflict', message: photoMessages.tooMany } } },
    ];
    let sent = 0;
    api.on('POST /api/events/:id/photos', () => replies[sent++]!);
    renderWithClient(<EventPhotos event={started} viewerId="member-ana" />);
    await screen.findByRole('button', { name: 'Add photos' });

    fireEvent.change(screen.getByLabelText('Choose photos to add'), {
      target: {
        files: ['notes.jpg', 'good.jpg', 'third.jpg', 'fourth.jpg', 'fifth.jpg'].map(imageFile),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Some photos were not added')).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'notes.jpg: That file is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF.',
    );
    expect(alert).toHaveTextContent(`third.jpg: ${photoMessages.tooMany}`);
    expect(alert).toHaveTextContent('2 more photos: Not sent.');
    expect(api.callsTo('POST /api/events/:id/photos')).toHaveLength(3);
    expect(await findToast('Photo added')).toBeInTheDocument();
  });
});

describe('the lightbox', () => {
  const photos = () => [
    photo({ uploader: { id: 'member-ana', username: 'ana.waves', avatarUrl: null } }),
    photo({
      uploader: { id: 'member-rui', username: 'rui', avatarUrl: null },
      canRemove: true,
    }),
    photo({ uploader: { id: 'member-ze', username: 'ze', avatarUrl: null } }),
  ];

  it('opens the large photo, moves with buttons and arrow keys, and gives focus back on Escape', async () => {
    const shown = photos();
    api.on('GET /api/events/:id/photos', { body: album(shown) });
    const user = userEvent.setup();
    renderWithClient(<EventPhotos event={started} viewerId={null} />);
    const thumbnail = (await screen.findAllByRole('button', { name: /Photo by/ }))[0]!;
    await user.click(thumbnail);

    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of 3' });
    expect(within(dialog).getByRole('img', { name: 'Photo by ana.waves' })).toHaveAttribute(
      'src',
      shown[0]!.urls.large,
    );
    expect(within(dialog).getByText('ana.waves')).toBeInTheDocument();
    expect(within(dialog).getByText('Sat 10 Jan · 20:15 Lisbon time')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    const last = await screen.findByRole('dialog', { name: 'Photo 3 of 3' });
    expect(within(last).getByRole('img', { name: 'Photo by ze' })).toBeInTheDocument();
    expect(within(last).getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back on the thumbnail of the photo last shown.
    expect(screen.getByRole('button', { name: 'Photo by rui' })).toHaveFocus();
  });

  it('lets the uploader remove a photo after asking, and moves on to the next', async () => {
    const shown = photos();
    api.on('GET /api/events/:id/photos', { body: album(shown) });
    api.on('DELETE /api/photos/:photoId', { status: 204 });
    const user = userEvent.setup();
    renderWithClient(<EventPhotos event={started} viewerId="member-rui" />);
    await user.click(await screen.findByRole('button', { name: 'Photo by rui' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 3' });

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this photo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove photo' }));

    expect(await findToast('Photo removed')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/photos/:photoId')[0]?.params.photoId).toBe(shown[1]!.id);
    const next = await screen.findByRole('dialog', { name: 'Photo 2 of 2' });
    expect(within(next).getByRole('img', { name: 'Photo by ze' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Photo by rui' })).not.toBeInTheDocument();
  });

  it('tells why a photo could not be removed', async () => {
    api.on('GET /api/events/:id/photos', { body: album(photos()) });
    api.on('DELETE /api/photos/:photoId', {
      status: 403,
      body: { error: { code: 'forbidden', message: photoMessages.notYours } },
    });
    const user = userEvent.setup();
    renderWithClient(<EventPhotos event={started} viewerId="member-rui" />);
    await user.click(await screen.findByRole('button', { name: 'Photo by rui' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    expect(await findToast(photoMessages.notYours)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
  });
});

describe('reporting a photo', () => {
  it('offers the app’s Report on photos others added, never on the member’s own', async () => {
    const mine = photo({ uploader: { id: 'member-rui', username: 'rui', avatarUrl: null } });
    const theirs = photo({ uploader: { id: 'member-ana', username: 'ana', avatarUrl: null } });
    api.on('GET /api/events/:id/photos', { body: album([mine, theirs]) });
    const user = userEvent.setup();
    renderWithClient(
      <EventPhotos
        event={started}
        viewerId="member-rui"
        report={(shown) => <button type="button">Report {shown.id}</button>}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Photo by rui' }));
    let dialog = await screen.findByRole('dialog', { name: 'Photo 1 of 2' });
    expect(within(dialog).queryByRole('button', { name: /^Report/ })).toBeNull();
    await user.keyboard('{ArrowRight}');
    dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 2' });
    expect(within(dialog).getByRole('button', { name: `Report ${theirs.id}` })).toBeInTheDocument();
  });
});
