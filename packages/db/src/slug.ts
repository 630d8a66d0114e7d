/**
 * Spec §3: a missing area slug is "the lower-cased name with punctuation removed and spaces
 * turned into hyphens". Accents are folded too so 'Café Praia' becomes 'cafe-praia'.
 */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
