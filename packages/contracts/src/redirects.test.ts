import { describe, expect, it } from 'vitest';
import { resolveLegacyRedirect } from './redirects';

describe('resolveLegacyRedirect', () => {
  it('maps an old path and keeps its sub-path', () => {
    expect(resolveLegacyRedirect('/velsen-noord-area')).toBe('/netherlands-wijk-aan-zee-area');
    expect(resolveLegacyRedirect('/ericeira-area/events/sunset')).toBe(
      '/portugal-ericeira-area/events/sunset',
    );
    expect(resolveLegacyRedirect('/event/')).toBe('/events/');
  });

  it('does not treat a longer word as the old path', () => {
    expect(resolveLegacyRedirect('/events')).toBeNull();
    expect(resolveLegacyRedirect('/organisers')).toBeNull();
    expect(resolveLegacyRedirect('/portugal-ericeira-area')).toBeNull();
    expect(resolveLegacyRedirect('/')).toBeNull();
  });
});
