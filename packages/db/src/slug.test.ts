import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

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
});
