import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { layoutDesignAnswerSchema } from '@boardforge/contracts/layout-design.ts';
import {
  pcbPriceAnswerSchema,
  smtPriceAnswerSchema,
  stencilPriceAnswerSchema,
} from '@boardforge/contracts/price-answers.ts';
import {
  layoutDesignSpecSchema,
  pcbSpecSchema,
  smtSpecSchema,
  stencilSpecSchema,
} from '@boardforge/contracts/quotes.ts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope } from '../../plugins/envelope.ts';
import { describeValidationIssues } from '../../plugins/validation-messages.ts';
import type { QuoteKind } from './quote-engines.ts';
import type { QuotesService } from './quotes.service.ts';

const stringifyAnswer = (data: unknown): string => JSON.stringify(data);

const quoteNote =
  'Public; at most QUOTE_RATE_LIMIT calls per minute per IP over all quote routes (429). A refused spec answers ' +
  '400 with data.errors naming each field and its limit in the Accept-Language of the request.';

/**
 * Quote routes (public): POST /pcb/calcPcbPrice, /pcb/calcSmtPrice, /pcb/calcStenPrice, /pcb/calcLayoutDesign.
 * They share one per-IP limit of `quoteRateLimit` calls a minute (0: no limit).
 */
export function registerQuotesRoutes(
  app: FastifyInstance,
  services: { quotes: QuotesService },
  options: { quoteRateLimit: number },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limitQuotes =
    options.quoteRateLimit > 0
      ? // A generous ceiling on the hottest route: counted here and added to the database in batches (rate-limit-store.ts).
        (app.rateLimit({
          max: options.quoteRateLimit,
          timeWindow: 60_000,
          counterName: 'quotes',
          counting: 'batched',
        }) as onRequestAsyncHookHandler)
      : undefined;
  const routeOptions = {
    config: { access: 'public' as const },
    attachValidation: true,
    // Bodies and answers of 1–2 KB: (de)compressing each costs more server time than it saves (docs/performance.md).
    compress: false as const,
    decompress: false as const,
    // The engine builds the answers (typed); the tests check them against the contract schemas. Re-checking every
    // answer with zod took a fifth of the route's time under load, so they are written with JSON.stringify.
    serializerCompiler: () => stringifyAnswer,
    ...(limitQuotes ? { onRequest: limitQuotes } : {}),
  };

  // A refused body reaches the handler (attachValidation) so the engine can word the limits it knows. The handlers
  // call this only when there is a refusal: an await per accepted quote is a promise for nothing (issue 34).
  async function rejectRefusedBody(request: FastifyRequest, kind: QuoteKind): Promise<void> {
    const error = request.validationError;
    if (!error) return;
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const fieldErrors = describeValidationIssues(error.validation, request.body, request);
    throw await services.quotes.explainRefusedSpec(kind, request.body, fieldErrors, request.language);
  }

  api.post(
    '/pcb/calcPcbPrice',
    {
      ...routeOptions,
      schema: {
        tags: ['quotes'],
        summary: 'Price a PCB spec (docs/pricing.md §1)',
        description: quoteNote,
        body: pcbSpecSchema,
        response: { 200: envelopeSchema(pcbPriceAnswerSchema) },
      },
    },
    async (request) => {
      if (request.validationError) await rejectRefusedBody(request, 'pcb');
      return okEnvelope(request, await services.quotes.quotePcbSpec(request.body, request.language));
    },
  );

  api.post(
    '/pcb/calcSmtPrice',
    {
      ...routeOptions,
      schema: {
        tags: ['quotes'],
        summary: 'Price an SMT assembly spec (docs/pricing.md §2)',
        description: quoteNote,
        body: smtSpecSchema,
        response: { 200: envelopeSchema(smtPriceAnswerSchema) },
      },
    },
    async (request) => {
      if (request.validationError) await rejectRefusedBody(request, 'smt');
      return okEnvelope(request, await services.quotes.quoteSmtSpec(request.body, request.language));
    },
  );

  api.post(
    '/pcb/calcStenPrice',
    {
      ...routeOptions,
      schema: {
        tags: ['quotes'],
        summary: 'Price a stencil spec (docs/pricing.md §3)',
        description: quoteNote,
        body: stencilSpecSchema,
        response: { 200: envelopeSchema(stencilPriceAnswerSchema) },
      },
    },
    async (request) => {
      if (request.validationError) await rejectRefusedBody(request, 'stencil');
      return okEnvelope(request, await services.quotes.quoteStencilSpec(request.body, request.language));
    },
  );

  api.post(
    '/pcb/calcLayoutDesign',
    {
      ...routeOptions,
      schema: {
        tags: ['quotes'],
        summary: 'Estimate a layout design job (docs/pricing.md §4)',
        description: `Up to 100 pins a fixed price; above, an estimate (isEstimate) that staff review. ${quoteNote}`,
        body: layoutDesignSpecSchema,
        response: { 200: envelopeSchema(layoutDesignAnswerSchema) },
      },
    },
    async (request) => {
      if (request.validationError) await rejectRefusedBody(request, 'layoutDesign');
      return okEnvelope(
        request,
        (await services.quotes.estimateLayoutDesignSpec(request.body, request.language)).answer,
      );
    },
  );
}
