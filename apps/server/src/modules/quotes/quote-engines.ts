import type { EnginePricedOrderType } from '@boardforge/contracts/orders.ts';
import {
  layoutDesignSpecSchema,
  pcbSpecSchema,
  smtSpecSchema,
  stencilSpecSchema,
} from '@boardforge/contracts/quotes.ts';
import { estimateLayoutDesign, type LayoutDesignSpecInput } from '@boardforge/domain/pricing/layout-design.ts';
import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import type { PcbSpecInput } from '@boardforge/domain/pricing/pcb-spec.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import type { PricingIssue } from '@boardforge/domain/pricing/pricing-rules.ts';
import { quoteSmt } from '@boardforge/domain/pricing/smt.ts';
import type { SmtSpecInput } from '@boardforge/domain/pricing/smt-spec.ts';
import { quoteStencil } from '@boardforge/domain/pricing/stencil.ts';
import type { StencilSpecInput } from '@boardforge/domain/pricing/stencil-spec.ts';
import { z } from 'zod/mini';

/** The kinds of quote the API prices. */
export type QuoteKind = EnginePricedOrderType | 'layoutDesign';

type Engine = {
  /** The request schema (its keys are the fields the engine reads). */
  schema: z.core.$ZodObject;
  /** Runs the engine and keeps only its validation errors. */
  findErrors(input: Record<string, unknown>, book: PriceBook, now: Date): readonly PricingIssue[];
};

// The engines judge unknown input field by field (they never assume types), so a partly invalid body may be
// handed to them to learn their wording of a limit ("between 5 and 1200 mm") for a field zod refused.
const engines: Record<QuoteKind, Engine> = {
  pcb: {
    schema: pcbSpecSchema,
    findErrors: (input, book, now) => errorsOf(quotePcb(input as unknown as PcbSpecInput, book, now)),
  },
  smt: {
    schema: smtSpecSchema,
    findErrors: (input, book, now) => errorsOf(quoteSmt(input as unknown as SmtSpecInput, book, now)),
  },
  stencil: {
    schema: stencilSpecSchema,
    findErrors: (input, book, now) => errorsOf(quoteStencil(input as unknown as StencilSpecInput, book, now)),
  },
  layoutDesign: {
    schema: layoutDesignSpecSchema,
    findErrors: (input, book, now) =>
      errorsOf(estimateLayoutDesign(input as unknown as LayoutDesignSpecInput, book, now)),
  },
};

function errorsOf(result: { ok: true } | { ok: false; errors: PricingIssue[] }): readonly PricingIssue[] {
  return result.ok ? [] : result.errors;
}

function isNumberField(schema: z.core.$ZodObject, field: string): boolean {
  let type: unknown = schema._zod.def.shape[field];
  if (type instanceof z.core.$ZodOptional) type = type._zod.def.innerType;
  return type instanceof z.core.$ZodNumber;
}

// A value its field's schema accepts, refused only by a rule across fields (an FPC with a TG grade): the engine words it.
function isAcceptedAlone(schema: z.core.$ZodObject, field: string, value: unknown): boolean {
  const type = schema._zod.def.shape[field];
  return type !== undefined && z.safeParse(type, value).success;
}

/**
 * The engine's own validation errors for a body zod refused, limited to number fields whose value was a number
 * (a range or whole-number problem) and to values refused only by a rule across fields: other refused fields are
 * left out of the engine's input, so it judges nothing it cannot read.
 */
export function findEngineErrorsOfRefusedBody(
  kind: QuoteKind,
  body: unknown,
  refusedFields: ReadonlySet<string>,
  book: PriceBook,
  now: Date,
): Map<string, PricingIssue> {
  const found = new Map<string, PricingIssue>();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return found;
  const engine = engines[kind];
  const raw = body as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  const judgedFields = new Set<string>();
  for (const field of Object.keys(engine.schema._zod.def.shape)) {
    const value = raw[field];
    if (value === undefined) continue;
    if (!refusedFields.has(field)) input[field] = value;
    else if (
      (typeof value === 'number' && Number.isFinite(value) && isNumberField(engine.schema, field)) ||
      isAcceptedAlone(engine.schema, field, value)
    ) {
      input[field] = value;
      judgedFields.add(field);
    }
  }
  if (judgedFields.size === 0) return found;
  for (const issue of engine.findErrors(input, book, now)) {
    if (judgedFields.has(issue.field) && !found.has(issue.field)) found.set(issue.field, issue);
  }
  return found;
}
