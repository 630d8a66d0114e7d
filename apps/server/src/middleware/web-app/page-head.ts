import type { Context } from 'hono';
import { isDatabaseUnavailable } from '../../lib/database-unavailable';
import { escapeHtml } from '../../lib/html';
import type { PageHead } from '../../lib/page-head';
import type { AppEnv } from '../../types';

/** Looks up the head of the page at `pathname`; undefined leaves index.html as it is. */
export type PageHeadHook = (c: Context<AppEnv>, pathname: string) => Promise<PageHead | undefined>;

/**
 * A signed-in member's own answer for a page, when it is not the one every visitor gets;
 * `shared` says the visitors' page is in the shared cache (so the page exists, published, in
 * the cache's current generation).
 */
export type MemberPageHeadHook = (
  c: Context<AppEnv>,
  pathname: string,
  page: { shared: boolean },
) => Promise<PageHead | undefined>;

/** A page whose head could not be read because the database does not answer. */
const UNAVAILABLE_HEAD: PageHead = { status: 503, title: 'Lineup' };

/**
 * What `read` answers, or the 503 head when the database does not answer it: the browser then
 * gets the app's shell with a 503 (it asks again and shows its own message), never the API's
 * JSON error, and never a page that may not be theirs.
 */
export async function orUnavailable(
  read: () => Promise<PageHead | undefined>,
  onError?: (error: unknown) => void,
): Promise<PageHead | undefined> {
  try {
    return await read();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    onError?.(error);
    return UNAVAILABLE_HEAD;
  }
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** index.html with the page's title and tags; tags go before the first script in `<head>`. */
export function withHead(html: string, head: PageHead): string {
  let result = html;
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    result = result.replace(/<title>[^<]*<\/title>/, () => title);
  }
  const tags = head.tags ?? '';
  // A page's own description or og:title replaces the app-wide default instead of doubling it.
  for (const [, attribute, name] of tags.matchAll(/<meta\s+(name|property)="([^"]+)"/g)) {
    const existing = new RegExp(`\\s*<meta\\s+${attribute}="${escapeRegExp(name!)}"[^>]*>`, 'g');
    result = result.replace(existing, () => '');
  }
  const headEnd = result.indexOf('</head>');
  const firstScript = result.indexOf('<script');
  const at = firstScript !== -1 && firstScript < headEnd ? firstScript : headEnd;
  if (at === -1) return result;
  return `${result.slice(0, at)}${tags}\n    ${result.slice(at)}`;
}
