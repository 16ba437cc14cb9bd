import { z } from 'zod';

// GET /api/advisor/network: the caller's broker networks on the landing (the invite dialogs and the filters read it).

/** One network of the caller, with the caller's role in it (NETWORK_ROLES of the networks table). */
export const callerNetworkSchema = z
  .object({ id: z.string(), name: z.string(), role: z.enum(['advisor', 'coordinator']) })
  .meta({ id: 'CallerNetwork' });
export type CallerNetwork = z.infer<typeof callerNetworkSchema>;
