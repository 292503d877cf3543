import type { z } from 'zod/mini';

/**
 * The longest text a contract's string field accepts (its `maxLength` check), read through the optional, nullable,
 * default and transform wrappers around it, so a form's `maxLength` is the schema's own limit and never a second copy
 * of it. Throws for a field without a maximum: a form limit must have one behind it. Reads the schema's definition,
 * not zod's classes, so the first view carries none of zod's API it does not parse with.
 */
export function readMaxLength(schema: z.core.$ZodType): number {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'string': {
      const maximums = (def.checks ?? []).flatMap((check) => {
        const checkDef = (check as z.core.$ZodChecks)._zod.def;
        return checkDef.check === 'max_length' ? [checkDef.maximum] : [];
      });
      if (maximums.length === 0) throw new Error('the string schema has no maximum length');
      return Math.min(...maximums);
    }
    case 'optional':
    case 'nullable':
    case 'default':
      return readMaxLength(def.innerType);
    case 'pipe':
      return readMaxLength(def.in);
    default:
      throw new Error(`no string schema to read a maximum length from (${def.type})`);
  }
}
