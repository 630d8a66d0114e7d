import { describe, expect, it } from 'vitest';
import { areaSlugOf, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Wijk aan Zee', 'wijk-aan-zee'],
    ['Sri Lanka', 'sri-lanka'],
    ['Casa Maré Café', 'casa-mare-cafe'],
    ["Ribeira d'Ilhas", 'ribeira-dilhas'],
    ['  Ocean Safety & Rip Currents! ', 'ocean-safety-rip-currents'],
    ['São Lourenço -- point', 'sao-lourenco-point'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  // Titles on Sri Lanka's south coast are often Sinhala or Tamil: they keep their letters and
  // vowel signs instead of all becoming the same empty slug.
  it.each([
    ['සර්ෆ් පාඩම', 'සර්ෆ්-පාඩම'],
    ['අලි අම්මා! — රාත්‍රී සාදය', 'අලි-අම්මා-රාත්‍රී-සාදය'],
    ['அலைச்சறுக்கு', 'அலைச்சறுக்கு'],
    ['கடற்கரை யோகா, 2026', 'கடற்கரை-யோகா-2026'],
    ['Hikkaduwa සර්ෆ් Café', 'hikkaduwa-සර්ෆ්-cafe'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('writes a Tamil vowel sign typed in two parts as the one character it is', () => {
    // கொ typed as க + ெ + ா, and as க + ொ.
    expect(slugify('\u0B95\u0BC6\u0BBE')).toBe(slugify('\u0B95\u0BCA'));
  });

  it('keeps Latin slugs as they always were: a to z, digits and hyphens', () => {
    expect(slugify('Straße Ørsted')).toBe('strae-rsted');
    expect(slugify('İstanbul ½ ①')).toBe('istanbul-12-1');
  });

  it('drops emoji and the joiners they leave behind', () => {
    expect(slugify('🏄\u200D♀️ Surf day 🌊')).toBe('surf-day');
    expect(slugify('🌊🌊')).toBe('');
  });
});

describe("a new area's slug, the address of its page", () => {
  it.each([
    ['Portugal', 'Nazaré', 'portugal-nazare-area'],
    ['Netherlands', 'Wijk aan Zee', 'netherlands-wijk-aan-zee-area'],
    ['Sri Lanka', 'South Coast', 'sri-lanka-south-coast-area'],
    // The ending is not doubled when the name has it already.
    ['Portugal', 'Costa da Caparica Area', 'portugal-costa-da-caparica-area'],
    ['Portugal', 'Area', 'portugal-area-area'],
    // Without a country (docs/product.md §3 lets it be empty) the name alone starts it.
    ['', 'Hossegor', 'hossegor-area'],
    // A name with nothing to make a slug from gives none, so the admin is asked for one.
    ['Portugal', '!!!', ''],
  ])('%s, %s → %s', (country, name, expected) => {
    expect(areaSlugOf(country, name)).toBe(expected);
  });
});
