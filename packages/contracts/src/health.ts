import { z } from 'zod/mini';

/** GET /api/health */
export const healthSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });

/**
 * GET /api/ready: the instance can serve requests (the database and the file storage both answer); a 503 in the
 * envelope otherwise, so a proxy or orchestrator sends traffic elsewhere.
 */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  db: z.enum(['pglite', 'postgres']),
  storage: z.enum(['disk', 's3']),
});
