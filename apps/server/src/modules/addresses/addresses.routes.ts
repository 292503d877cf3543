import {
  addressSchema,
  deleteAddressRequestSchema,
  saveAddressAnswerSchema,
  saveAddressRequestSchema,
} from '@boardforge/contracts/addresses.ts';
import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/access.ts';
import { okEnvelope } from '../../plugins/envelope.ts';
import type { AddressesService } from './addresses.service.ts';

/** Delivery addresses of the caller: GET /address/list, POST /address/save, POST /address/delete. */
export function registerAddressesRoutes(app: FastifyInstance, services: { addresses: AddressesService }): void {
  void app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/address/list',
      {
        config: { access: 'user' },
        schema: {
          tags: ['addresses'],
          summary: 'Own delivery addresses, default first',
          response: { 200: envelopeSchema(z.array(addressSchema)) },
        },
      },
      async (request) => okEnvelope(request, await services.addresses.listOwn(requireSession(request).userId)),
    );

    api.post(
      '/address/save',
      {
        config: { access: 'user' },
        schema: {
          tags: ['addresses'],
          summary: 'Add (no id; at most 20) or change an own delivery address',
          body: saveAddressRequestSchema,
          response: { 200: envelopeSchema(saveAddressAnswerSchema) },
        },
      },
      async (request) =>
        okEnvelope(request, await services.addresses.save(requireSession(request).userId, request.body)),
    );

    api.post(
      '/address/delete',
      {
        config: { access: 'user' },
        schema: {
          tags: ['addresses'],
          summary: 'Delete an own delivery address',
          body: deleteAddressRequestSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await services.addresses.remove(requireSession(request).userId, request.body.id);
        return okEnvelope(request, null);
      },
    );
  });
}
