import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CheckInResponse, Guest, GuestsResponse } from '@lineup/contracts';
import { useQueryClient } from '@tanstack/react-query';
import CameraIcon from 'lucide-react/icons/camera';
import CheckIcon from 'lucide-react/icons/check';
import ImageIcon from 'lucide-react/icons/image';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { serverIssues } from '@/lib/server-field-errors';
import { checkIn, guestsKey } from '../api/guests-api';
import { matchesGuest } from '../lib/guest-search';
import { decodeQrFrame, decodeQrImage } from '../lib/qr-decoder';

/** What the last scan or tap came to. */
type Outcome =
  | { kind: 'checked-in'; name: string }
  | { kind: 'already'; name: string; at: string }
  | { kind: 'refused'; message: string }
  | { kind: 'working' };

/** A camera frame is read this often. */
const FRAME_INTERVAL_MS = 250;
/** The same code seen again this soon is the same guest still in front of the camera. */
const SAME_CODE_MS = 4000;

const timeOf = (zoned: string) => zoned.slice(11, 16);

function refusalOf(i18n: I18n, error: unknown): string {
  const [issue] = serverIssues(error);
  if (issue) return issue.message;
  return isApiError(error) ? error.message : i18n._(msg`That did not work. Please try again.`);
}

/** The door (docs/product.md §14): scan tickets or tick guests off, with arrivals as they happen. */
export function CheckInDesk({ eventId, data }: { eventId: string; data: GuestsResponse }) {
  const { t, i18n } = useLingui();
  const arrived = i18n.number(data.arrived);
  const going = i18n.number(data.going);
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = useRef(false);

  const record = useCallback(
    (done: CheckInResponse) => {
      queryClient.setQueryData<GuestsResponse>(guestsKey(eventId), (list) =>
        list
          ? {
              ...list,
              arrived: done.arrived,
              going: done.going,
              guests: list.guests.map((guest) =>
                guest.id === done.guest.id ? { ...guest, checkedInAt: done.checkedInAt } : guest,
              ),
            }
          : list,
      );
      setOutcome(
        done.already
          ? { kind: 'already', name: done.guest.username, at: timeOf(done.checkedInAt) }
          : { kind: 'checked-in', name: done.guest.username },
      );
    },
    [eventId, queryClient],
  );

  const submit = useCallback(
    async (body: { code: string } | { userId: string }) => {
      if (busy.current) return;
      busy.current = true;
      setOutcome({ kind: 'working' });
      try {
        record(await checkIn(eventId, body));
      } catch (error) {
        setOutcome({ kind: 'refused', message: refusalOf(i18n, error) });
      } finally {
        busy.current = false;
      }
    },
    [eventId, record, i18n],
  );

  return (
    <div className="flex flex-col gap-5">
      <p
        aria-live="polite"
        className="rounded-2xl bg-ocean-700 px-4 py-3 text-center text-2xl font-semibold text-white"
      >
        {t`${arrived} of ${going} arrived`}
      </p>
      <OutcomeBanner outcome={outcome} />
      <Scanner onCode={(code) => void submit({ code })} onMessage={setOutcome} />
      <GoingGuests guests={data.guests} onCheckIn={(userId) => void submit({ userId })} />
    </div>
  );
}

function OutcomeBanner({ outcome }: { outcome: Outcome | null }) {
  const { t } = useLingui();
  const name = outcome && 'name' in outcome ? outcome.name : '';
  const at = outcome?.kind === 'already' ? outcome.at : '';
  const text =
    outcome === null
      ? ''
      : outcome.kind === 'working'
        ? t`Checking in…`
        : outcome.kind === 'checked-in'
          ? t`Checked in: ${name}`
          : outcome.kind === 'already'
            ? t`Already checked in at ${at}: ${name}`
            : outcome.message;
  return (
    <p
      role="status"
      className={cn(
        'min-h-14 rounded-2xl px-4 py-3 text-center text-lg font-semibold',
        outcome === null && 'sr-only',
        outcome?.kind === 'checked-in' && 'bg-ocean-50 text-ocean-800',
        outcome?.kind === 'already' && 'bg-sand-100 text-ink ring-1 ring-sand-200',
        outcome?.kind === 'refused' && 'bg-coral-50 text-coral-800',
        outcome?.kind === 'working' && 'bg-sand-50 text-muted',
      )}
    >
      {text}
    </p>
  );
}

function Scanner({
  onCode,
  onMessage,
}: {
  onCode: (code: string) => void;
  onMessage: (outcome: Outcome) => void;
}) {
  const { t } = useLingui();
  const [camera, setCamera] = useState<'off' | 'starting' | 'on'>('off');
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const lastCode = useRef<{ code: string; at: number } | null>(null);
  const photoId = useId();

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setCamera('off');
  }, []);

  const seen = useCallback(
    (code: string) => {
      const now = Date.now();
      const last = lastCode.current;
      if (last && last.code === code && now - last.at < SAME_CODE_MS) return;
      lastCode.current = { code, at: now };
      onCode(code);
    },
    [onCode],
  );

  async function start() {
    if (!navigator.mediaDevices?.getUserMedia) {
      onMessage({
        kind: 'refused',
        message: t`This browser cannot use the camera here. Scan from a photo or use the list.`,
      });
      return;
    }
    setCamera('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      streamRef.current = stream;
      setCamera('on');
    } catch {
      setCamera('off');
      onMessage({
        kind: 'refused',
        message: t`The camera could not be opened. Allow the camera for Lineup, or scan from a photo.`,
      });
    }
  }

  // Reads the camera while it is on, and lets it go when the page is left or hidden.
  useEffect(() => {
    if (camera !== 'on') return;
    const video = videoRef.current;
    if (!video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    void video.play().catch(() => {});
    const canvas = document.createElement('canvas');
    let reading = false;
    const timer = window.setInterval(() => {
      if (reading) return;
      reading = true;
      decodeQrFrame(video, canvas)
        .then((code) => {
          if (code) seen(code);
        })
        .catch(() => {})
        .finally(() => {
          reading = false;
        });
    }, FRAME_INTERVAL_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [camera, seen, stop]);

  useEffect(() => stop, [stop]);

  async function readPhoto(file: File | undefined) {
    if (!file) return;
    onMessage({ kind: 'working' });
    try {
      const code = await decodeQrImage(file);
      if (code) onCode(code);
      else
        onMessage({
          kind: 'refused',
          message: t`No QR code could be read in that picture. Try a sharper one.`,
        });
    } catch {
      onMessage({ kind: 'refused', message: t`That file could not be read as a picture.` });
    }
  }

  return (
    <section aria-label={t`Scan tickets`} className="flex flex-col gap-3">
      {camera === 'off' ? null : (
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t`Camera`}
          className="aspect-square w-full rounded-2xl bg-black object-cover"
        />
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {camera === 'off' ? (
          <Button size="lg" onClick={() => void start()}>
            <CameraIcon aria-hidden="true" />
            {t`Scan with the camera`}
          </Button>
        ) : (
          <Button size="lg" variant="outline" onClick={stop} disabled={camera === 'starting'}>
            {camera === 'starting' ? t`Opening the camera…` : t`Stop the camera`}
          </Button>
        )}
        <label
          htmlFor={photoId}
          className="inline-flex h-13 cursor-pointer items-center justify-center gap-2 rounded-full bg-sand-100 px-7 font-semibold text-ink ring-1 ring-sand-200 ring-inset focus-within:ring-4 focus-within:ring-ocean-200 hover:bg-sand-200"
        >
          <ImageIcon aria-hidden="true" className="size-5" />
          {t`Scan from a photo`}
          <input
            id={photoId}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(event) => {
              void readPhoto(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
    </section>
  );
}

function GoingGuests({
  guests,
  onCheckIn,
}: {
  guests: Guest[];
  onCheckIn: (userId: string) => void;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const going = useMemo(
    () => guests.filter((guest) => guest.status === 'going' && matchesGuest(guest, search)),
    [guests, search],
  );
  return (
    <section aria-labelledby={`${searchId}-heading`} className="flex flex-col gap-3">
      <h2 id={`${searchId}-heading`} className="text-lg font-semibold">
        {t({ message: 'Going', comment: 'Heading: the guests who are going' })}
      </h2>
      <label htmlFor={searchId} className="text-sm font-semibold">
        {t`Find a guest`}
      </label>
      <Input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t({ message: 'Name', comment: 'Placeholder: a guest’s name to find' })}
        autoComplete="off"
      />
      {going.length === 0 ? (
        <p className="text-muted">
          {search ? t`No going guest matches “${search}”.` : t`Nobody is going yet.`}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-ocean-900/8 rounded-2xl bg-surface shadow-soft ring-1 ring-ocean-900/8">
          {going.map((guest) => {
            const name = guest.username;
            const at = guest.checkedInAt ? timeOf(guest.checkedInAt) : '';
            return (
              <li key={guest.id} className="flex items-center gap-3 px-3 py-2.5">
                <Avatar name={guest.username} src={guest.avatarUrl} size="sm" />
                <span className="min-w-0 flex-1 truncate font-semibold">{guest.username}</span>
                {guest.checkedInAt ? (
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-800">
                    <CheckIcon aria-hidden="true" className="size-4" />
                    {t`Arrived ${at}`}
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onCheckIn(guest.id)}
                    aria-label={t`Check in ${name}`}
                  >
                    {t({ message: 'Check in', comment: 'Button: marks the guest as arrived' })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
