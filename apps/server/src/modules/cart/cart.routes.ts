import { cartAnswerSchema, cartLinesRequestSchema, removeCartLinesRequestSchema } from '@boardforge/contracts/cart.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { CartService } from './cart.service.ts';

/** The customer's cart: GET /cart, POST /cart/lines, POST /cart/merge, POST /cart/remove (customers only). */
export function registerCartRoutes(app: FastifyInstance, services: { cart: CartService }): void {
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const answer = { 200: envelopeSchema(cartAnswerSchema) };

    api.get(
      '/cart',
      {
        config: { access: 'client' },
        schema: { tags: ['cart'], summary: 'Own cart, newest line first', response: answer },
      },
      async (request) => okEnvelope(request, await services.cart.getOwn(requireSession(request).userId)),
    );

    api.post(
      '/cart/lines',
      {
        config: { access: 'client' },
        schema: {
          tags: ['cart'],
          summary: 'Add lines or replace own lines by id (at most 50 lines in the cart)',
          body: cartLinesRequestSchema,
          response: answer,
        },
      },
      async (request) =>
        okEnvelope(request, await services.cart.saveLines(requireSession(request).userId, request.body.lines)),
    );

    api.post(
      '/cart/merge',
      {
        config: { access: 'client' },
        schema: {
          tags: ['cart'],
          summary: "Merge the browser's cart at login: lines already held (same id or quote) are skipped",
          body: cartLinesRequestSchema,
          response: answer,
        },
      },
      async (request) =>
        okEnvelope(request, await services.cart.merge(requireSession(request).userId, request.body.lines)),
    );

    api.post(
      '/cart/remove',
      {
        config: { access: 'client' },
        schema: {
          tags: ['cart'],
          summary: 'Remove own lines by id',
          body: removeCartLinesRequestSchema,
          response: answer,
        },
      },
      async (request) =>
        okEnvelope(request, await services.cart.remove(requireSession(request).userId, request.body.ids)),
    );
  });
}
