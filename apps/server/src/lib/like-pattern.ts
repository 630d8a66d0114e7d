/**
 * `value` with LIKE's own `%`, `_` and `\` matched literally (backslash is LIKE's and ILIKE's
 * default escape character), so "100%" finds "100%" and not everything.
 */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `%term%` for LIKE/ILIKE: the term anywhere, matched literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}
