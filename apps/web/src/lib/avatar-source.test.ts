import { describe, expect, it } from 'vitest';
import { avatarSource } from './avatar-source';

describe('avatarSource (docs/product.md §3 avatar rule)', () => {
  it('reads a plain string', () => {
    expect(avatarSource('/uploads/avatars/a.webp')).toBe('/uploads/avatars/a.webp');
    expect(avatarSource('  https://cdn.example/a.webp ')).toBe('https://cdn.example/a.webp');
  });

  it('reads an array and takes its first non-empty entry', () => {
    expect(avatarSource(['/a.webp', '/b.webp'])).toBe('/a.webp');
    expect(avatarSource(['', '  ', null, '/b.webp'])).toBe('/b.webp');
  });

  it('reads a JSON-array string the same way', () => {
    expect(avatarSource('["/a.webp"]')).toBe('/a.webp');
    expect(avatarSource('["", "/b.webp"]')).toBe('/b.webp');
  });

  it('gives null (initials) when there is nothing to show', () => {
    expect(avatarSource(null)).toBeNull();
    expect(avatarSource(undefined)).toBeNull();
    expect(avatarSource('')).toBeNull();
    expect(avatarSource([])).toBeNull();
    expect(avatarSource(['', ' '])).toBeNull();
    expect(avatarSource('[]')).toBeNull();
    expect(avatarSource('[""]')).toBeNull();
    expect(avatarSource('[not json')).toBeNull();
    expect(avatarSource(42)).toBeNull();
  });
});
