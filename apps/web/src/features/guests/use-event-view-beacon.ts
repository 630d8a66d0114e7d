import { useEffect, useRef } from 'react';
import { viewBeaconUrl } from './api/guests-api';

/** A link's `?ref=` as the server takes it: letters, digits, `-` and `_`, up to 40. */
const REF = /^[\w-]{1,40}$/;

/** What a view report says: the link's `ref`, and the referring site (the server keeps its host). */
export function viewReport(search: string, referrer: string): { ref?: string; referrer?: string } {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  let host: string | undefined;
  try {
    host = referrer ? new URL(referrer).host || undefined : undefined;
  } catch {
    host = undefined;
  }
  return {
    ...(ref && REF.test(ref) ? { ref } : {}),
    ...(host ? { referrer: `https://${host}/` } : {}),
  };
}

/**
 * Counts one opening of an event's page for its hosts' dashboard (docs/product.md §14): once
 * per page opening and event, with the link's `?ref=` and the referring site's host. It never
 * waits for an answer nor shows a failure; nothing about the reader is sent.
 */
export function useEventViewBeacon(eventId: string | null | undefined) {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!eventId || reported.current === eventId) return;
    reported.current = eventId;
    const body = JSON.stringify(viewReport(window.location.search, document.referrer));
    const url = viewBeaconUrl(eventId);
    try {
      const blob = new Blob([body], { type: 'application/json' });
      if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
    } catch {
      // Fall back to a request that outlives the page.
    }
    try {
      void fetch(url, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        keepalive: true,
      }).catch(() => {});
    } catch {
      // A view that could not be counted is not the reader's concern.
    }
  }, [eventId]);
}
