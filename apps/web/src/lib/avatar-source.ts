/**
 * docs/product.md §3: a profile's avatar is stored as a list holding one image value, but when read it may
 * be a plain string, a JSON-array string or an array. The first non-empty entry is the photo;
 * `null` means "show initials" (and '?' when there is no name either — see `initialsOf`).
 */
export function avatarSource(value: unknown): string | null {
  if (Array.isArray(value)) return firstNonEmpty(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? firstNonEmpty(parsed) : null;
    } catch {
      // Not JSON after all; a URL never starts with '[', so there is nothing to show.
      return null;
    }
  }
  return text;
}

function firstNonEmpty(values: unknown[]): string | null {
  for (const entry of values) {
    if (typeof entry === 'string' && entry.trim() !== '') return entry.trim();
  }
  return null;
}
