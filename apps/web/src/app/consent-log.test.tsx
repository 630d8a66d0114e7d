import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, signedOutState } from '@/features/auth/auth-context';
import { setConsentChoice } from '@/features/consent/consent-store';
import { installFakeApi } from '@/test/fake-api';
import { signedInAs } from '@/test/render-app';
import { ConsentLog } from './consent-log';

const api = installFakeApi();

/** Answers the consent log with `status`, as the API does (201, or its error shape). */
function serveConsentLog(status = 201) {
  api.on('POST /api/consent', {
    status,
    body: status < 400 ? {} : { error: { code: 'internal', message: 'x' } },
  });
  return () => api.callsTo('POST /api/consent');
}

afterEach(() => {
  api.reset();
  vi.restoreAllMocks();
});

describe('ConsentLog (docs/product.md §7 user_consent_log)', () => {
  it("logs a signed-in member's cookie choice", async () => {
    const calls = serveConsentLog();
    render(
      <AuthProvider value={signedInAs()}>
        <ConsentLog />
      </AuthProvider>,
    );
    setConsentChoice(true);
    setConsentChoice(false);
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls().map((call) => call.body)).toEqual([
      { consentType: 'cookies', consented: true },
      { consentType: 'cookies', consented: false },
    ]);
  });

  it("does not log a visitor's choice", async () => {
    const calls = serveConsentLog();
    render(
      <AuthProvider value={signedOutState}>
        <ConsentLog />
      </AuthProvider>,
    );
    setConsentChoice(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls()).toHaveLength(0);
  });

  it('only logs a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveConsentLog(500);
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
