/**
 * What the server knows about a page before the app runs: its `<title>`, extra head tags
 * (meta, link, JSON-LD; a tag replaces the page's default tag of the same name or property),
 * the HTTP status (404 for an unknown event, member or place, while the app still shows its
 * not-found page), or a permanent redirect to the page's canonical address.
 */
export type PageHead = {
  status?: 200 | 404 | 503;
  title?: string;
  /** Ready-made HTML; inserted into `<head>` before any script. */
  tags?: string;
  redirect?: string;
};

/**
 * The head of a path that no page of the route table matches: the app shows its not-found
 * page, and crawlers get the status to match instead of a "soft 404".
 */
export const NOT_FOUND_HEAD: PageHead = {
  status: 404,
  title: 'Page not found · Lineup',
  tags: '<meta name="robots" content="noindex" />',
};
