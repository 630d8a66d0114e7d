import { z } from 'zod';

export const HealthResponse = z
  .object({
    status: z.literal('ok'),
    database: z.literal('up'),
  })
  .meta({ id: 'HealthResponse', description: 'The server is running and its database answers.' });
export type HealthResponse = z.infer<typeof HealthResponse>;
