/**
 * Rendered in Lingui's pseudo-locale, every text from a catalog comes out with accented letters
 * ("Ðíšçòvéř"): the words of `element` (its text, and what screen readers and pointers read:
 * labels, placeholders, titles, alternative texts) that are in plain ASCII letters were written
 * into a component without a catalog. `allowed` words are data, or the same in every language.
 */
export function untranslatedWords(element: HTMLElement, allowed: Iterable<string> = []): string[] {
  const allow = new Set(['Lineup', 'English', 'Nederlands', ...allowed]);
  const texts: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    // Style sheets that components inject are no text.
    if (walker.currentNode.parentElement?.tagName === 'STYLE') continue;
    texts.push(walker.currentNode.textContent ?? '');
  }
  for (const node of element.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      texts.push(node.getAttribute(name) ?? '');
    }
  }
  const words = texts.join(' ').match(/[\p{L}']+/gu) ?? [];
  return words.filter((word) => /^[A-Za-z']{2,}$/.test(word) && !allow.has(word));
}
