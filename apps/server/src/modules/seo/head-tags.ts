import { escapeHtml } from '../../lib/html';

/** The picture chats and search engines show for the page (an absolute URL). */
export type ShareImage = {
  url: string;
  alt: string;
  /** Known for Lineup's own 1200 × 630 pictures; a cover's size varies. */
  width?: number;
  height?: number;
};

/** Lineup's own pictures (apps/web/public/share/, 1200 × 630) for pages without a photo. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };
export const siteImage = (origin: string, alt: string): ShareImage => ({
  url: new URL('/share/lineup.jpg', origin).toString(),
  alt,
  ...SHARE_IMAGE_SIZE,
});

export type HeadTagValues = {
  description: string;
  canonical: string;
  ogType: 'website';
  image?: ShareImage | null;
  title: string;
  /** Feeds of the page's events (`<link rel="alternate">`). */
  feeds?: { type: 'application/atom+xml' | 'text/calendar'; title: string; href: string }[];
  /** schema.org data, written as JSON-LD. */
  jsonLd?: unknown;
  /** Ask search engines not to index (a draft shown to its creator). */
  noIndex?: boolean;
};

/**
 * JSON inside `<script type="application/ld+json">`. `<` is escaped so a title such as
 * "</script><script>..." cannot end the element; U+2028/2029 for old JavaScript parsers.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** Description, canonical link, Open Graph and Twitter card tags, and the JSON-LD block. */
export function renderHeadTags(values: HeadTagValues): string {
  const tags = [
    meta('name', 'description', values.description),
    `<link rel="canonical" href="${escapeHtml(values.canonical)}" />`,
    meta('property', 'og:type', values.ogType),
    meta('property', 'og:title', values.title),
    meta('property', 'og:description', values.description),
    meta('property', 'og:url', values.canonical),
    meta('property', 'og:site_name', 'Lineup'),
    meta('name', 'twitter:card', values.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', values.title),
    meta('name', 'twitter:description', values.description),
  ];
  const image = values.image;
  if (image) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.width && image.height) {
      tags.push(
        meta('property', 'og:image:width', String(image.width)),
        meta('property', 'og:image:height', String(image.height)),
      );
    }
    tags.push(
      meta('property', 'og:image:alt', image.alt),
      meta('name', 'twitter:image', image.url),
      meta('name', 'twitter:image:alt', image.alt),
    );
  }
  for (const feed of values.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`,
    );
  }
  if (values.noIndex) tags.push(meta('name', 'robots', 'noindex'));
  if (values.jsonLd !== undefined) tags.push(jsonLdScript(values.jsonLd));
  return tags.join('\n    ');
}

/** Plain text cut to `max` characters at a word boundary. */
export function summarise(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
