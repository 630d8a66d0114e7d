import type { ConsentRequest } from '@lineup/contracts';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { onConsentChange } from '@/features/consent/consent-store';
import { api } from '@/lib/api-client';

/**
 * docs/product.md §7: when a signed-in member answers the cookie banner, the choice is written to
 * `user_consent_log`. Visitors' choices stay in their browser only. docs/product.md §8: a failure is
 * only logged; the choice itself already applies.
 */
export function ConsentLog() {
  const userId = useAuth().user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    return onConsentChange(({ accepted }) => {
      const body: ConsentRequest = { consentType: 'cookies', consented: accepted };
      api.POST('/consent', { body }).catch((error: unknown) => {
        console.error('The cookie choice could not be logged', error);
      });
    });
  }, [userId]);
  return null;
}
