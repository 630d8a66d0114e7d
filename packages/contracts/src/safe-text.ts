/**
 * Text the API accepts must be storable and well-formed. PostgreSQL refuses the NUL character
 * (U+0000) in any text value, and a lone UTF-16 surrogate is not Unicode at all: it cannot be
 * encoded as UTF-8, so it would be stored as a replacement character, silently changing what
 * was sent. The server refuses both in every request value (path, query, body) before any
 * route runs, so no route can forget to.
 */

/** The message sent for a refused value; it names the problem, never the value. */
export const unsafeTextMessage =
  'Text must not contain the NUL character or broken Unicode (an unpaired surrogate).';

// NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a NUL character or a lone surrogate. */
export const isUnsafeText = (text: string): boolean => UNSAFE_TEXT.test(text);

/** Where an unsafe string sits in a value: the same dotted form as `ValidationIssue.path`. */
export type UnsafeTextIssue = { path: string; message: string };

type Step = { value: unknown; key: string; parent: Step | undefined };

const pathOf = (step: Step | undefined): string => {
  const keys: string[] = [];
  for (let at = step; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The first string in `value` (at any depth, object keys included) that holds NUL or a lone
 * surrogate, with its dotted path (`venue.name`, `tags.2`; empty for `value` itself); or
 * undefined when every string is safe. Walks with its own stack, so a deeply nested body
 * cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown): UnsafeTextIssue | undefined {
  const pending: Step[] = [{ value, key: '', parent: undefined }];
  const seen = new Set<object>();
  for (let step = pending.pop(); step; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return { path: pathOf(step), message: unsafeTextMessage };
      continue;
    }
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    // Children go on the stack last-first, so issues come out in the order they were sent.
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      pending.push({ value: child, key, parent: step });
    }
    // A key is part of the request too; it is reported at the object that holds it.
    if (entries.some(([key]) => isUnsafeText(key))) {
      return { path: pathOf(step), message: unsafeTextMessage };
    }
  }
  return undefined;
}
