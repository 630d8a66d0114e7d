// The auth module's public face: what reads or clears Better Auth's session cookie needs.
export { AUTH_BASE_PATH, COOKIE_PREFIX, type Auth } from './auth';
