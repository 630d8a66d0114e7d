import { CONSENT_TYPES } from './constants';
import { z } from 'zod';

/** `POST /api/consent`: the cookie banner's choice, logged for signed-in members (docs/product.md §7). */
export const ConsentRequest = z
  .object({ consentType: z.enum(CONSENT_TYPES), consented: z.boolean() })
  .meta({ id: 'ConsentRequest' });
export type ConsentRequest = z.infer<typeof ConsentRequest>;

export const ConsentResponse = z
  .object({
    consentType: z.enum(CONSENT_TYPES),
    consented: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ConsentResponse' });
export type ConsentResponse = z.infer<typeof ConsentResponse>;
