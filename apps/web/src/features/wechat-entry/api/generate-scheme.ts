import { z } from 'zod';
import { request } from '../../../lib/request.ts';

const schemeSchema = z.object({ openlink: z.string().min(1) });

/** The mini program's home page, which the mobile entry opens. */
export const miniProgramHome = { path: '/pages/index/index', query: '' };

const statusSchema = z.object({ configured: z.boolean() });

/** GET /api/wechat/miniProgram — silent: true only when this server can open the mini program. */
export async function isMiniProgramConfigured(): Promise<boolean> {
  const result = await request<unknown>('/wechat/miniProgram', { silent: true });
  if (result.code !== '200') return false;
  const parsed = statusSchema.safeParse(result.data);
  return parsed.success && parsed.data.configured;
}

/** POST /api/wechat/generateScheme — silent: a missing configuration (503) just means "stay on the site". */
export async function generateScheme(input = miniProgramHome): Promise<string | null> {
  const result = await request<unknown>('/wechat/generateScheme', { method: 'POST', data: input, silent: true });
  if (result.code !== '200') return null;
  const parsed = schemeSchema.safeParse(result.data);
  return parsed.success ? parsed.data.openlink : null;
}
