import { z } from 'zod/mini';

/** GET /api/health */
export const healthSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
