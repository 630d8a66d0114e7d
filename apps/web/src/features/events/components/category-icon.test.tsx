import { EVENT_CATEGORIES } from '@lineup/contracts';
import { render } from '@testing-library/react';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_ICONS,
  categoryIconSprite,
} from '../../../../scripts/lib/category-icon-sprite.mjs';
import { CategoryIcon } from './category-icon';

describe('the category icons', () => {
  it('has a drawing for every category', () => {
    expect(Object.keys(CATEGORY_ICONS).sort()).toEqual([...EVENT_CATEGORIES].sort());
  });

  it('are drawn in the sprite the pages use, as the installed Lucide draws them', async () => {
    const sprite = path.join(import.meta.dirname, '../../../../public/category-icons.svg');
    const written = await readFile(sprite, 'utf8');
    // Out of date: run `node scripts/make-category-icons.mjs` in apps/web.
    expect(written).toBe(await categoryIconSprite());
    for (const category of EVENT_CATEGORIES) expect(written).toContain(`<symbol id="${category}"`);
  });

  it('points at the category’s drawing in the sprite, hidden from screen readers', () => {
    const { container } = render(<CategoryIcon category="surf" className="size-4" />);
    const icon = container.querySelector('svg')!;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon.querySelector('use')).toHaveAttribute('href', '/category-icons.svg#surf');
  });
});
