// Accents on Latin letters fold away (café → cafe), as they always have, so no Latin slug
// changes; the script of the letter is what decides, so Sinhala and Tamil vowel signs stay.
const LATIN_ACCENTS = /(\p{Script=Latin})\p{M}+/gu;
// Kept: letters, their marks and numbers of any script, and the joiners Sinhala spells with
// (ශ්‍රී). Latin letters outside a–z (ß, ø, æ) were always dropped, and still are.
const NOT_IN_SLUG = /(?!\u200C|\u200D)[^\p{L}\p{M}\p{N}\s-]|(?![a-z])\p{Script=Latin}/gu;
// A mark or joiner left with no letter before it, or a joiner with none after it (an emoji
// sequence that was dropped).
const STRAY = /(?<![\p{L}\p{M}])(?:\p{M}|\u200C|\u200D)+|(?:\u200C|\u200D)(?![\p{L}\p{M}])/gu;

/**
 * A slug for a URL (docs/product.md "Addresses"): the lower-cased name with punctuation
 * removed and spaces turned into hyphens. Latin accents are folded ('Café Praia' →
 * 'cafe-praia'); other scripts keep their letters ('සර්ෆ් පාඩම' → 'සර්ෆ්-පාඩම'), which
 * browsers show as typed and send percent-encoded.
 */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(LATIN_ACCENTS, '$1')
    .normalize('NFKC')
    .toLowerCase()
    .replace(NOT_IN_SLUG, '')
    .replace(STRAY, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A new area's slug, the address of its page: the country's and the name's slugs and `-area`
 * ('Portugal', 'Nazaré' → 'portugal-nazare-area'; docs/product.md §3). That ending is what
 * tells an area's page from a country's. '' when the name has nothing to make a slug from.
 */
export function areaSlugOf(country: string, name: string): string {
  const named = slugify(name).replace(/-area$/, '');
  return named ? [slugify(country), named, 'area'].filter(Boolean).join('-') : '';
}
