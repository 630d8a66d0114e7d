import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, signedOutState } from '@/features/auth/auth-context';
import { setConsentChoice } from '@/features/consent/consent-store';
import { signedInAs } from '@/test/render-app';
import { ConsentLog } from './consent-log';

function stubFetch(status = 201) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(
      JSON.stringify(status < 400 ? {} : { error: { code: 'internal', message: 'x' } }),
      {
        status,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ConsentLog (spec §7 user_consent_log)', () => {
  it("logs a signed-in member's cookie choice", async () => {
    const calls = stubFetch();
    render(
      <AuthProvider value={signedInAs()}>
        <ConsentLog />
      </AuthProvider>,
    );
    setConsentChoice(true);
    setConsentChoice(false);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]).toEqual({
      url: '/api/consent',
      body: { consentType: 'cookies', consented: true },
    });
    expect(calls[1]?.body).toEqual({ consentType: 'cookies', consented: false });
  });

  it("does not log a visitor's choice", async () => {
    const calls = stubFetch();
    render(
      <AuthProvider value={signedOutState}>
        <ConsentLog />
      </AuthProvider>,
    );
    setConsentChoice(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });

  it('only logs a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(500);
    render(
      <AuthProvider value={signedInAs()}>
        <ConsentLog />
      </AuthProvider>,
    );
    expect(() => setConsentChoice(true)).not.toThrow();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'The cookie choice could not be logged',
        expect.anything(),
      ),
    );
  });
});
