import { createHash } from 'node:crypto';

/** Text for an HTML element or a quoted attribute (double or single quotes). */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Types a browser runs; data blocks (JSON, JSON-LD) are never run, so no policy names them.
const RUN = /^(|module|text\/javascript)$/i;

/**
 * The Content Security Policy source of each inline script in `html` that a browser would run
 * (`'sha256-…'`, over the script's exact text), so the policy allows those and no other.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUN.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
