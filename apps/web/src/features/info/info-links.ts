/** Mailboxes on the public domain; each page links the one that fits the question. */
export const contactEmails = {
  hello: 'hello@lineup.example',
  events: 'events@lineup.example',
  privacy: 'privacy@lineup.example',
  press: 'press@lineup.example',
} as const;

/** The date the privacy, terms and cookie texts last changed; change it with the texts. */
export const legalLastUpdated = { iso: '2026-11-22', label: '22 November 2026' } as const;

export type InfoPageKey = 'about' | 'contact' | 'privacy' | 'terms' | 'cookies';

export const infoPages: ReadonlyArray<{
  key: InfoPageKey;
  path: `/${InfoPageKey}`;
  label: string;
  summary: string;
}> = [
  {
    key: 'about',
    path: '/about',
    label: 'About Lineup',
    summary: 'What Lineup is, the towns it covers and what we care about.',
  },
  {
    key: 'contact',
    path: '/contact',
    label: 'Contact',
    summary: 'Who to write to about listings, your data or the press.',
  },
  {
    key: 'privacy',
    path: '/privacy',
    label: 'Privacy Policy',
    summary: 'What we store, who sees it and how to download or delete it.',
  },
  {
    key: 'terms',
    path: '/terms',
    label: 'Terms of Use',
    summary: 'The ground rules for members and organisers.',
  },
  {
    key: 'cookies',
    path: '/cookies',
    label: 'Cookie Policy',
    summary: 'The one cookie and the two saved settings Lineup uses.',
  },
];
