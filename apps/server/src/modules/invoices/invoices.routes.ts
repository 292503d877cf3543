import { envelopeSchema, pageSchema } from '@boardforge/contracts/envelope.ts';
import {
  invoiceListQuerySchema,
  invoiceListRowSchema,
  issueInvoiceAnswerSchema,
  issueInvoiceRequestSchema,
} from '@boardforge/contracts/invoices.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { InvoicesService } from './invoices.service.ts';

/** The Invoicing tab (开票): GET /erp/invoice/list and POST /erp/invoice/issue, for staff holding finance:invoice. */
export function registerInvoicesRoutes(app: FastifyInstance, services: { invoices: InvoicesService }): void {
  void app.register(async (scope) => {
    // The amount and issue-date refusals name their field in the request's language.
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/erp/invoice/list',
      {
        config: { access: { tags: ['finance:invoice'] } },
        schema: {
          tags: ['invoices'],
          summary: 'Orders waiting for an invoice (paid more than invoiced), or invoices issued',
          querystring: invoiceListQuerySchema,
          response: { 200: envelopeSchema(pageSchema(invoiceListRowSchema)) },
        },
      },
      async (request) => okEnvelope(request, await services.invoices.listInvoicing(request.query)),
    );

    api.post(
      '/erp/invoice/issue',
      {
        config: { access: { tags: ['finance:invoice'] } },
        schema: {
          tags: ['invoices'],
          summary: 'Record an invoice issued on a paid order (number unique, date not after today, within the paid)',
          body: issueInvoiceRequestSchema,
          response: { 200: envelopeSchema(issueInvoiceAnswerSchema) },
        },
      },
      async (request) => {
        const session = requireSession(request);
        return okEnvelope(
          request,
          await services.invoices.issueInvoice({ userId: session.userId, role: session.role }, request.body),
        );
      },
    );
  });
}
