import { z } from 'zod/mini';
import { maxIntegerColumnValue } from './limits.ts';
import { cartTabs, quotedOrderTypes } from './order-types.ts';
import { bomOrderSpecSchema, idSchema } from './orders.ts';
import { amountYuanSchema, pcbSpecSchema, smtSpecSchema, stencilSpecSchema, yuanSchema } from './quotes.ts';
import { singleLineText } from './text.ts';

/** Most lines one customer's cart keeps. */
export const maxCartLines = 50;

/** A line id as the browser makes it (a UUID, or an older id): 1 to 64 letters, digits, `-` or `_`. */
export const cartLineIdSchema = singleLineText().check(
  z.regex(/^[A-Za-z0-9_-]{1,64}$/, {
    message: '1 to 64 letters, digits, - or _',
  }),
);

// What every line carries besides its order type and spec: the price last shown (yuan) and the checkout choice.
const lineCommonSchema = z.object({
  id: cartLineIdSchema,
  tab: z.enum(cartTabs),
  total: z.nullable(amountYuanSchema),
  priceBookVersion: z.nullable(z.int().check(z.gte(1), z.lte(maxIntegerColumnValue))),
  isSelected: z.boolean(),
});

/** One cart line as the browser sends it; the spec follows the order type with the quote and order schemas. */
export const cartLineRequestSchema = z
  .discriminatedUnion('orderType', [
    z.extend(lineCommonSchema, { orderType: z.literal('pcb'), spec: pcbSpecSchema }),
    z.extend(lineCommonSchema, { orderType: z.literal('smt'), spec: smtSpecSchema }),
    z.extend(lineCommonSchema, { orderType: z.literal('stencil'), spec: stencilSpecSchema }),
    z.extend(lineCommonSchema, {
      orderType: z.literal('bom'),
      spec: z.extend(bomOrderSpecSchema, { bomFileId: z.optional(idSchema) }),
    }),
  ])
  .check(
    z.refine((line) => (line.tab === 'fpc' ? 'pcb' : line.tab) === line.orderType, {
      path: ['tab'],
      message: 'the tab must match the order type',
    }),
  );
export type CartLineRequest = z.infer<typeof cartLineRequestSchema>;

/** POST /api/cart/lines (adds or replaces by id) and POST /api/cart/merge (adds what is new): 1 to 50 lines. */
export const cartLinesRequestSchema = z.object({
  lines: z.array(cartLineRequestSchema).check(z.minLength(1), z.maxLength(maxCartLines)),
});
export type CartLinesRequest = z.infer<typeof cartLinesRequestSchema>;

/** POST /api/cart/remove: the ids of the lines to remove (unknown ids are ignored). */
export const removeCartLinesRequestSchema = z.object({
  ids: z.array(cartLineIdSchema).check(z.minLength(1), z.maxLength(maxCartLines)),
});
export type RemoveCartLinesRequest = z.infer<typeof removeCartLinesRequestSchema>;

/** A stored cart line (the newest first in an answer). */
export const cartLineSchema = z.object({
  id: z.string(),
  tab: z.enum(cartTabs),
  orderType: z.enum(quotedOrderTypes),
  spec: z.record(z.string(), z.unknown()),
  total: z.nullable(yuanSchema),
  priceBookVersion: z.nullable(z.int()),
  isSelected: z.boolean(),
  addedAt: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** GET /api/cart and every cart change's answer: the whole cart, newest line first. */
export const cartAnswerSchema = z.object({ lines: z.array(cartLineSchema), maxLines: z.int() });
export type CartAnswer = z.infer<typeof cartAnswerSchema>;
