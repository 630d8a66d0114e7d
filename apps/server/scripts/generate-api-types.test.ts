import { expect, test } from 'vitest';
import { generateApiTypes, readApiTypes } from './generate-api-types';

test('the web’s API types are what the current contracts and routes make (npm run generate:api)', async () => {
  const [committed, current] = await Promise.all([readApiTypes(), generateApiTypes()]);
  // One line each way, rather than a diff of 7,000 lines: the fix is the same whatever changed.
  expect(
    committed === current,
    'apps/web/src/lib/api-types.generated.ts is out of date: run `npm run generate:api`',
  ).toBe(true);
});
