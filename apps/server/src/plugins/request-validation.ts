import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

/** Checks that only carry documentation (OpenAPI examples, descriptions): they never refuse a value. */
const documentationChecks = new Set(['meta', 'describe']);

/**
 * Fastify's validator compiler for the contracts' zod schemas, with each route's schema compiled once by zod's own
 * compiler (`z.compile`) into a generated parser (issue 34: the runtime parser of zod/mini walked all
 * forty keys of a PCB spec and took about as long as pricing it). The generated parser only answers "valid, here is
 * the value"; a value it does not accept is parsed again by the runtime parser, so every refusal, and its issues,
 * stays exactly what the schema says. A schema zod cannot compile keeps the runtime parser.
 */
export const compiledValidatorCompiler: typeof validatorCompiler = (routeSchema) =>
  validatorCompiler({ ...routeSchema, schema: compileForRequests(routeSchema.schema) });

/**
 * The schema compiled for parsing requests, or the schema itself when zod cannot compile it. The compiler refuses the
 * documentation-only checks (`z.meta`, `z.describe`) at the top of a schema; they are left out of the compiled copy
 * (the OpenAPI document still reads the route's own schema).
 */
export function compileForRequests<T extends z.core.$ZodType>(schema: T): T {
  try {
    return z.compile(schema, { strict: true });
  } catch {
    // Below: the same schema without its documentation-only checks, if that is what the compiler refused.
  }
  const checks = schema._zod.def.checks ?? [];
  const validating = checks.filter((check) => !documentationChecks.has(check._zod.def.check));
  if (validating.length === checks.length) return schema;
  try {
    return z.compile(z.clone(schema, { ...schema._zod.def, checks: validating }), { strict: true });
  } catch {
    return schema;
  }
}
