import { z } from 'zod';

// The answers of GET /healthz and GET /readyz (mounted at the root, for probes and load balancers).

/** GET /healthz: the process and its database answer. */
export const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/** GET /readyz: this copy should get traffic. */
export const readinessSchema = z.object({ status: z.literal('ready') }).meta({ id: 'Readiness' });
