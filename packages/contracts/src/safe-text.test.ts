import { describe, expect, it } from 'vitest';
import { findUnsafeText, isUnsafeText, unsafeTextMessage } from './safe-text';

describe('unsafe text', () => {
  it('finds NUL and lone surrogates, and accepts paired surrogates (emoji)', () => {
    expect(isUnsafeText('sun\u0000set')).toBe(true);
    expect(isUnsafeText('\uD83C')).toBe(true);
    expect(isUnsafeText('a\uDF0Ab')).toBe(true);
    expect(isUnsafeText('\uDF0A\uD83C')).toBe(true);
    expect(isUnsafeText('Surf 🌊 at dawn — café')).toBe(false);
    expect(isUnsafeText('')).toBe(false);
  });

  it('says where the first unsafe string is, keys included, never what it was', () => {
    expect(findUnsafeText({ title: 'ok', venue: { name: 'Bar\u0000' } })).toEqual({
      path: 'venue.name',
      message: unsafeTextMessage,
    });
    expect(findUnsafeText({ tags: ['a', 'b', '\uD800'] })?.path).toBe('tags.2');
    expect(findUnsafeText({ venue: { 'na\u0000me': 1 } })?.path).toBe('venue');
    expect(findUnsafeText('\u0000')?.path).toBe('');
    expect(findUnsafeText({ a: '\u0000', b: '\u0000' })?.path).toBe('a');
    expect(unsafeTextMessage).not.toContain('\u0000');
  });

  it('passes safe values of any shape', () => {
    expect(findUnsafeText({ n: 1, b: true, x: null, list: [{ s: 'é' }] })).toBeUndefined();
    expect(findUnsafeText(undefined)).toBeUndefined();
  });

  it('walks very deep values without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)?.message).toBe(unsafeTextMessage);
  });
});
