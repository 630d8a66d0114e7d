import type { ReactNode } from 'react';

// http(s) addresses and bare www. addresses; the text around them stays plain text, so a
// description can never inject markup (no dangerouslySetInnerHTML anywhere).
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Punctuation that usually ends the sentence rather than the address.
const TRAILING = /[).,;:!?\]]+$/;

export type TextPiece =
  { type: 'text'; value: string } | { type: 'link'; value: string; href: string };

/** Splits text into plain pieces and links (only http and https ever become links). */
export function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    let value = match[0];
    const trailing = TRAILING.exec(value)?.[0] ?? '';
    // Keep a closing bracket that belongs to the address: wikipedia.org/wiki/Reef_(surf).
    const keepsParen = trailing.startsWith(')') && value.includes('(');
    const cut = keepsParen ? trailing.slice(1) : trailing;
    if (cut) value = value.slice(0, -cut.length);
    const start = match.index;
    if (start > last) pieces.push({ type: 'text', value: text.slice(last, start) });
    const href = value.toLowerCase().startsWith('www.') ? `https://${value}` : value;
    pieces.push({ type: 'link', value, href });
    last = start + value.length;
  }
  if (last < text.length) pieces.push({ type: 'text', value: text.slice(last) });
  return pieces;
}

/** Plain text with its web addresses made clickable; line breaks are kept by the caller's CSS. */
export function LinkifiedText({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((piece, index) =>
    piece.type === 'text' ? (
      piece.value
    ) : (
      <a
        key={index}
        href={piece.href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="font-medium break-words text-ocean-700 underline underline-offset-2 hover:text-ocean-800"
      >
        {piece.value}
      </a>
    ),
  );
}
