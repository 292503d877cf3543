import { z } from 'zod';

/** Every answer code of docs/api.md "Conventions"; the HTTP status is the same number. */
export const apiCodes = ['200', '400', '401', '403', '404', '409', '413', '415', '429', '500', '503'] as const;
export type ApiCode = (typeof apiCodes)[number];

/** One invalid field of a 400 answer. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Builds the `{ code, msg, data }` envelope schema around a data schema. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.enum(apiCodes), msg: z.string(), data });
}

/** The envelope of an error answer: `data` is null or `{ errors }` for a 400. */
export const errorEnvelopeSchema = envelopeSchema(z.object({ errors: z.array(fieldErrorSchema) }).nullable());

export type ApiEnvelope<T> = { code: ApiCode; msg: string; data: T };

/** Page sizes a list accepts; 20 is the default. */
export const pageSizes = [10, 20, 30, 50] as const;
export const defaultPageSize = 20;

/** Paging fields every list request takes. */
export const pagingSchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (pageSizes as readonly number[]).includes(value), {
      message: 'pageSize must be 10, 20, 30 or 50',
    })
    .default(defaultPageSize),
});

/** Builds the schema of a page of rows. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
}
