import { z } from 'zod';

/**
 * The longest text a contract's string field accepts (its `.max`), read through the optional, nullable, default and
 * transform wrappers around it, so a form's `maxLength` is the schema's own limit and never a second copy of it.
 * Throws for a field without a maximum: a form limit must have one behind it.
 */
export function readMaxLength(schema: z.ZodType): number {
  if (schema instanceof z.ZodString) {
    if (schema.maxLength === null) throw new Error('the string schema has no maximum length');
    return schema.maxLength;
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return readMaxLength(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return readMaxLength(schema.in as z.ZodType);
  throw new Error(`no string schema to read a maximum length from (${schema.constructor.name})`);
}
