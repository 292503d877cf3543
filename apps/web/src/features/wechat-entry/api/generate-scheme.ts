import { generateSchemeAnswerSchema, miniProgramStatusSchema } from '@boardforge/contracts/wechat-mini.ts';
import { request } from '../../../lib/request.ts';

/** The mini program's home page, which the phone visitor's offer opens. */
const miniProgramHome = { path: '/pages/index/index', query: '' };

/** GET /api/wechat/miniProgram — silent: true only when this server can open the mini program. */
export async function isMiniProgramConfigured(): Promise<boolean> {
  const result = await request<unknown>('/wechat/miniProgram', { silent: true });
  if (result.code !== '200') return false;
  const parsed = miniProgramStatusSchema.safeParse(result.data);
  return parsed.success && parsed.data.configured;
}

/** POST /api/wechat/generateScheme — silent: a missing configuration (503) just means "stay on the site". */
export async function generateScheme(input = miniProgramHome): Promise<string | null> {
  const result = await request<unknown>('/wechat/generateScheme', { method: 'POST', data: input, silent: true });
  if (result.code !== '200') return null;
  const parsed = generateSchemeAnswerSchema.safeParse(result.data);
  return parsed.success && parsed.data.openlink !== '' ? parsed.data.openlink : null;
}
