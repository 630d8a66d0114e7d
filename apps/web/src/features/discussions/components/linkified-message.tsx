import { LinkifyIt } from 'linkify-it';
import type { ReactNode } from 'react';

// Members' words: only web addresses become links (http, https and bare www. ones); every other
// scheme (javascript:, data:, mailto:) and any markup stay the text they were, and the text is
// always rendered as text, never as HTML.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false })
  .add('ftp:', null)
  .add('mailto:', null)
  .add('//', null);

export type MessagePiece =
  { type: 'text'; value: string } | { type: 'link'; value: string; href: string };

/** The href a match may have, or null: a fuzzy match counts only when it starts with "www.". */
function hrefOf(schema: string, raw: string, url: string): string | null {
  if (schema === '' && !raw.toLowerCase().startsWith('www.')) return null;
  const href = schema === '' ? `https://${raw}` : url;
  try {
    const protocol = new URL(href).protocol;
    return protocol === 'https:' || protocol === 'http:' ? href : null;
  } catch {
    return null;
  }
}

/** Splits a message into plain pieces and links. */
export function splitMessage(text: string): MessagePiece[] {
  const pieces: MessagePiece[] = [];
  let last = 0;
  for (const match of linkify.match(text) ?? []) {
    const href = hrefOf(match.schema, match.raw, match.url);
    if (!href) continue;
    if (match.index > last) pieces.push({ type: 'text', value: text.slice(last, match.index) });
    pieces.push({ type: 'link', value: match.raw, href });
    last = match.lastIndex;
  }
  if (last < text.length) pieces.push({ type: 'text', value: text.slice(last) });
  return pieces;
}

/** A message's words with its web addresses clickable; the caller's CSS keeps the line breaks. */
export function LinkifiedMessage({ text }: { text: string }): ReactNode {
  return splitMessage(text).map((piece, index) =>
    piece.type === 'text' ? (
      piece.value
    ) : (
      <a
        key={index}
        href={piece.href}
        target="_blank"
        rel="nofollow ugc noopener noreferrer"
        className="font-medium break-words text-ocean-700 underline underline-offset-2 hover:text-ocean-800"
      >
        {piece.value}
      </a>
    ),
  );
}
