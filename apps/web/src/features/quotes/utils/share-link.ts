import { maxBomSets } from '@boardforge/contracts/limits.ts';
import { pcbSpecSchema, smtSpecSchema, stencilSpecSchema } from '@boardforge/contracts/quotes.ts';
import { pcbSpecDefaults } from '@boardforge/domain/pricing/pcb-spec.ts';
import { smtSpecDefaults } from '@boardforge/domain/pricing/smt-spec.ts';
import { stencilSpecDefaults } from '@boardforge/domain/pricing/stencil-spec.ts';
import { z } from 'zod/mini';
import { decodeBase64Url, encodeBase64Url } from '../../../lib/offer-link.ts';
import type { QuoteTab } from './quote-tabs.ts';

// A share link carries the spec as compact JSON (defaults left out) in base64url: ?tab=pcb&spec=eyJsYXllcnMiOjR9.
// Anyone can edit a URL, so every field is checked on the way in; a bad field is dropped and named.

/** The BOM tab's share state: how many BOM sets. */
export const bomShareSchema = z.object({ sets: z.int().check(z.gte(1), z.lte(maxBomSets)) });

type FieldSchemas = Record<string, z.core.$ZodType>;

const fieldSchemas: Record<QuoteTab, FieldSchemas> = {
  pcb: pcbSpecSchema.shape,
  fpc: pcbSpecSchema.shape,
  smt: smtSpecSchema.shape,
  stencil: stencilSpecSchema.shape,
  bom: bomShareSchema.shape,
};

// Values that need not travel: the defaults every form starts from.
const defaultsByTab: Record<QuoteTab, Record<string, unknown>> = {
  pcb: { ...pcbSpecDefaults, ulMark: false, dateCode: false, productionDraftConfirm: false },
  fpc: {
    ...pcbSpecDefaults,
    thickness: pcbSpecDefaults.fpcThickness,
    surfaceFinish: pcbSpecDefaults.fpcSurfaceFinish,
    material: 'FPC',
  },
  smt: { ...smtSpecDefaults, stencilNeeded: false, purchaseOnBehalf: false, conformalCoating: false },
  stencil: { ...stencilSpecDefaults, nanoTreatment: false, hasPcbOrder: false },
  bom: {},
};

// Fields that never travel: a Gerber file belongs to its uploader.
const privateFields = new Set(['gerberFileId', 'bomFileId', 'cplFileId']);

function isDefault(value: unknown, fallback: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === fallback;
}

/** Encodes a tab's spec for a share link: defaults and private fields left out. */
export function encodeShareSpec(tab: QuoteTab, spec: Record<string, unknown>): string {
  const defaults = defaultsByTab[tab];
  const compact: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(spec)) {
    if (value === undefined || value === '' || privateFields.has(key)) continue;
    if (key in defaults && isDefault(value, defaults[key])) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    compact[key] = value;
  }
  return encodeBase64Url(JSON.stringify(compact));
}

/** What a share link held: the fields that passed their checks, and the names of those that did not. */
export type DecodedShareSpec = { spec: Record<string, unknown>; ignored: string[]; isReadable: boolean };

/** Decodes and checks a share link's spec field by field (unknown or invalid fields are ignored and named). */
export function decodeShareSpec(tab: QuoteTab, encoded: string): DecodedShareSpec {
  const text = decodeBase64Url(encoded);
  let parsed: unknown = null;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { spec: {}, ignored: [], isReadable: false };
  }
  const schemas = fieldSchemas[tab];
  const spec: Record<string, unknown> = {};
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    const schema = Object.hasOwn(schemas, key) ? schemas[key] : undefined;
    const isWrongMaterial = key === 'material' && (tab === 'fpc' ? value !== 'FPC' : value === 'FPC');
    const result = schema && !privateFields.has(key) && !isWrongMaterial ? z.safeParse(schema, value) : null;
    if (result?.success && result.data !== undefined) spec[key] = result.data;
    else ignored.push(key);
  }
  return { spec, ignored, isReadable: true };
}

/** Builds the path of a share link (the caller adds the origin). */
export function buildSharePath(tab: QuoteTab, spec: Record<string, unknown>): string {
  const params = new URLSearchParams({ tab, spec: encodeShareSpec(tab, spec) });
  return `/valuation?${params.toString()}`;
}
