import { pcbSpecSchema, smtSpecSchema, stencilSpecSchema } from '@boardforge/contracts/quotes.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { compileForRequests } from '../src/plugins/request-validation.ts';

// The server parses request bodies with zod's compiled parser (issue 34); the contract schemas stay the definition.
// A compiled parser must accept exactly what the schema accepts, with the same value, and a refusal must carry the
// same issues: checked here on the quote specs (the hot path) with values near and far from valid.

/** Each spec schema with a body it accepts, which the generated bodies vary. */
const specSchemas = {
  pcb: {
    schema: pcbSpecSchema,
    example: { layers: 2, boardLength: 100, boardWidth: 80, boardNumber: 10, thickness: 1.6 },
  },
  smt: { schema: smtSpecSchema, example: { componentsNumber: 100, boardsNumber: 10, pcbOrderNo: 'A1', bakingTime: 2 } },
  stencil: { schema: stencilSpecSchema, example: { number: 2, thickness: 0.12, otherRequirements: 'line\nnext' } },
};

/** Values a spec field may be sent with: right types and wrong ones, edges and enum-like words. */
const anyFieldValue = fc.oneof(
  fc.integer({ min: -5, max: 2000 }),
  fc.double({ min: -10, max: 5000, noNaN: false }),
  fc.constantFrom(0, 1, 2, 4, 1.6, 100, 1e9, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('FR4', 'FPC', 'ROGERS', 'ALUMINUM', 'hasl_lead_free', 'enig', 'green', 'none', 'ordinary', ' x '),
  fc.array(fc.constantFrom('impedance', 'hdi', 'gold_fingers', 'x'), { maxLength: 4 }),
);

/** A body: a valid example with some fields replaced, removed or added. */
function bodyAround(example: Record<string, unknown>, keys: readonly string[]) {
  return fc
    .record({
      changes: fc.dictionary(fc.constantFrom(...keys, 'unknownField'), anyFieldValue, { maxKeys: 4 }),
      removed: fc.subarray([...keys], { maxLength: 2 }),
    })
    .map(({ changes, removed }) => {
      const body: Record<string, unknown> = { ...example, ...changes };
      for (const key of removed) delete body[key];
      return body;
    });
}

describe('compiled request schemas', () => {
  for (const [name, { schema, example }] of Object.entries(specSchemas)) {
    it(`${name} spec: the compiled parser is in use and answers as the schema does`, () => {
      const compiled = compileForRequests(schema);
      expect(compiled).not.toBe(schema); // zod compiled it (a refused schema would keep the slower runtime parser)
      expect(z.safeParse(schema, example).success).toBe(true);
      const keys = Object.keys(schema._zod.def.shape);
      fc.assert(
        fc.property(bodyAround(example, keys), (body) => {
          const expected = z.safeParse(schema, body);
          const actual = z.safeParse(compiled, body);
          expect(actual.success).toBe(expected.success);
          if (expected.success) expect(actual.data).toStrictEqual(expected.data);
          else expect(actual.error?.issues).toStrictEqual(expected.error?.issues);
        }),
        { numRuns: 2000 },
      );
    });
  }
});
