import {
  customerDetailQuerySchema,
  customerDetailSchema,
  customerListAnswerSchema,
  customerListQuerySchema,
  setCreditRequestSchema,
  statementQuerySchema,
  statementSchema,
} from '@boardforge/contracts/customers.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { menuTags } from '@boardforge/contracts/erp-menu.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { CustomersService } from './customers.service.ts';

/**
 * The Customers module (客户): the list, one customer and a statement for whoever holds its menu (1, 11, 14, 15, 16);
 * setting credit terms for holders of `customer:credit` (15, 16; role 1 holds everything).
 */
export function registerCustomersRoutes(app: FastifyInstance, services: { customers: CustomersService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { tags: [menuTags.customers] };

  api.get(
    '/erp/customers/list',
    {
      config: { access },
      schema: {
        tags: ['customers'],
        summary: 'Client accounts with orders, paid, owed, points and credit, with the totals of the filter',
        querystring: customerListQuerySchema,
        response: { 200: envelopeSchema(customerListAnswerSchema) },
      },
    },
    async (request) => okEnvelope(request, await services.customers.listAll(request.query)),
  );

  api.get(
    '/erp/customers/detail',
    {
      config: { access },
      schema: {
        tags: ['customers'],
        summary: 'One customer: contacts, addresses, invoice titles, orders, money, credit terms and their changes',
        querystring: customerDetailQuerySchema,
        response: { 200: envelopeSchema(customerDetailSchema) },
      },
    },
    async (request) => okEnvelope(request, await services.customers.getDetail(request.query.userId)),
  );

  api.get(
    '/erp/customers/statement',
    {
      config: { access },
      schema: {
        tags: ['customers'],
        summary: "A customer's statement of a period: opening balance, orders, payments, refunds, closing balance",
        querystring: statementQuerySchema,
        response: { 200: envelopeSchema(statementSchema) },
      },
    },
    async (request) => okEnvelope(request, await services.customers.getStatement(request.query)),
  );

  api.post(
    '/erp/customers/credit',
    {
      config: { access: { tags: ['customer:credit'] } },
      schema: {
        tags: ['customers'],
        summary: "Set a customer's credit limit (yuan; 0 ends credit) and days to pay, with an audit row",
        body: setCreditRequestSchema,
        response: { 200: envelopeSchema(customerDetailSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const actor = { userId: session.userId, role: session.role };
      return okEnvelope(request, await services.customers.setCredit(actor, request.body));
    },
  );
}
