import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeRedirectPath, withRedirectTo } from './redirect-to';

describe('safeRedirectPath', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeRedirectPath('/events/create')).toBe('/events/create');
    expect(safeRedirectPath('/events?area=ericeira#list')).toBe('/events?area=ericeira#list');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it('refuses other hosts, schemes and tricks, falling back to /profile', () => {
    for (const value of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,hi',
      'evil.example',
      'events/create',
      '/\tevil',
      ' /events',
      '',
    ]) {
      expect(safeRedirectPath(value), value).toBe(DEFAULT_RETURN_PATH);
    }
    expect(safeRedirectPath(null)).toBe('/profile');
    expect(safeRedirectPath(undefined)).toBe('/profile');
  });

  it('uses the fallback it is given', () => {
    expect(safeRedirectPath('//evil.example', '/')).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/../../etc')).toBe('/etc');
    expect(safeRedirectPath('/events/../profile')).toBe('/profile');
  });
});

describe('withRedirectTo', () => {
  it('adds the encoded return path only when there is one', () => {
    expect(withRedirectTo('/login', '/events/create')).toBe('/login?redirectTo=%2Fevents%2Fcreate');
    expect(withRedirectTo('/login', null)).toBe('/login');
    expect(withRedirectTo('/auth?tab=join', '/dashboard')).toBe(
      '/auth?tab=join&redirectTo=%2Fdashboard',
    );
  });
});
