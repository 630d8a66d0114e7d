import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Mailboxes on the public domain; each page links the one that fits the question. */
export const contactEmails = {
  hello: 'hello@lineup.example',
  events: 'events@lineup.example',
  privacy: 'privacy@lineup.example',
  press: 'press@lineup.example',
} as const;

/** The date the privacy, terms and cookie texts last changed; change it with the texts. */
export const legalLastUpdated = { iso: '2026-11-22' } as const;

export type InfoPageKey = 'about' | 'contact' | 'privacy' | 'terms' | 'cookies';

export const infoPages: ReadonlyArray<{
  key: InfoPageKey;
  path: `/${InfoPageKey}`;
  label: MessageDescriptor;
  summary: MessageDescriptor;
}> = [
  {
    key: 'about',
    path: '/about',
    label: msg`About Lineup`,
    summary: msg`What Lineup is, the towns it covers and what we care about.`,
  },
  {
    key: 'contact',
    path: '/contact',
    label: msg`Contact`,
    summary: msg`Who to write to about listings, your data or the press.`,
  },
  {
    key: 'privacy',
    path: '/privacy',
    label: msg`Privacy Policy`,
    summary: msg`What we store, who sees it and how to download or delete it.`,
  },
  {
    key: 'terms',
    path: '/terms',
    label: msg`Terms of Use`,
    summary: msg`The ground rules for members and organisers.`,
  },
  {
    key: 'cookies',
    path: '/cookies',
    label: msg`Cookie Policy`,
    summary: msg`The one cookie and the two saved settings Lineup uses.`,
  },
];
