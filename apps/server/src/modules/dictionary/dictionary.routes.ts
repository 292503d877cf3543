import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { dictionaryOptionSchema, dictionaryRequestSchema } from '@boardforge/contracts/quotes.ts';
import { dictionaryParentIds } from '@boardforge/domain/pricing/dictionary.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { DictionaryService } from './dictionary.service.ts';

/** The parent ids for the OpenAPI description: "101 material, 102 layers, …". */
const parentIdList = Object.entries(dictionaryParentIds)
  .map(([field, pid]) => `${pid} ${field}`)
  .join(', ');

/** Route of the form option sets: POST /dict/getDictListByPid. */
export function registerDictionaryRoutes(app: FastifyInstance, services: { dictionary: DictionaryService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/dict/getDictListByPid',
    {
      config: { access: 'public' },
      schema: {
        tags: ['quotes'],
        summary: 'Options of one form field, from the current price book',
        description:
          `Parent ids (1xx PCB, 2xx SMT, 3xx stencil, 4xx shared): ${parentIdList}. ` +
          'An option id is pid × 100 + sort; `label` is Chinese, `labelEn` English, `value` what the spec takes. ' +
          'An unknown pid answers 404.',
        body: dictionaryRequestSchema,
        response: { 200: envelopeSchema(z.array(dictionaryOptionSchema)) },
      },
    },
    async (request) => okEnvelope(request, await services.dictionary.listOptionsByPid(request.body.pid)),
  );
}
