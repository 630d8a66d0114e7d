/** "Discover" → "Discover · Lineup": every page names itself in the browser tab. */
export function pageTitle(title: string): string {
  return `${title} · Lineup`;
}

/** Sets the document title; React 19 hoists `<title>` into the head. */
export function PageTitle({ children }: { children: string }) {
  return <title>{pageTitle(children)}</title>;
}
