/** docs/product.md §2 "Return points": where a member lands after sign-up, a magic link or a social login. */
export const DEFAULT_RETURN_PATH = '/profile';

// Any origin will do: it only has to be one a same-site path cannot leave.
const BASE = 'https://lineup.invalid';

/**
 * Returns `value` when it is a path on this site, else `fallback`. Only paths are accepted:
 * they start with one `/` (not `//` or `/\`, which browsers read as another host), carry no
 * scheme and no control characters. This is what stops `?redirectTo=` from becoming an open
 * redirect to someone else's site.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  fallback: string = DEFAULT_RETURN_PATH,
): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login` + `?redirectTo=…` when there is somewhere to return to. */
export function withRedirectTo(path: string, redirectTo: string | null | undefined): string {
  if (!redirectTo) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}redirectTo=${encodeURIComponent(redirectTo)}`;
}
