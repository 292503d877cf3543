import { z } from 'zod/mini';
import type { OrderType } from './orders.ts';
import { pcbPriceAnswerSchema, smtPriceAnswerSchema, stencilPriceAnswerSchema } from './price-answers.ts';
import { pcbSpecSchema, smtSpecSchema, stencilSpecSchema, yuanSchema } from './quotes.ts';
import { singleLineText } from './text.ts';

// Saved order profiles (issue 17 point 4): a customer's named quote specs, exported and imported as JSON, and the
// reorder of a past order at today's prices.

/** The quote tabs a profile can hold (the BOM tab's quote is a file, not a spec). */
export const profileTabs = ['pcb', 'fpc', 'smt', 'stencil'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** At most this many profiles per customer (decided under a lock on the customer's row). */
export const maxOrderProfilesPerCustomer = 50;
/** The longest profile name. */
export const maxProfileNameLength = 60;
/** The largest import body, in bytes (the route's body limit; the web checks it before sending). */
export const maxProfileImportBytes = 256 * 1024;
/** At most this many profiles in one import (as many as a customer may keep). */
export const maxProfilesPerImport = 50;
/** The version of the export document. */
export const profileDocumentVersion = 1;

const profileNameSchema = singleLineText().check(z.trim(), z.minLength(1), z.maxLength(maxProfileNameLength));

/** A profile's tab and spec, the spec checked by its tab's quote schema; an FPC profile is a PCB spec of FPC. */
export const profileSpecSchema = z
  .discriminatedUnion('tab', [
    z.object({ tab: z.literal('pcb'), spec: pcbSpecSchema }),
    z.object({ tab: z.literal('fpc'), spec: pcbSpecSchema }),
    z.object({ tab: z.literal('smt'), spec: smtSpecSchema }),
    z.object({ tab: z.literal('stencil'), spec: stencilSpecSchema }),
  ])
  .check(
    z.superRefine((profile, context) => {
      if (profile.tab !== 'pcb' && profile.tab !== 'fpc') return;
      const isFlexible = profile.spec.material === 'FPC';
      if (isFlexible === (profile.tab === 'fpc')) return;
      context.addIssue({
        code: 'custom',
        path: ['spec', 'material'],
        input: profile.spec.material,
        message: profile.tab === 'fpc' ? 'an FPC profile is made of FPC' : 'a PCB profile is not made of FPC',
      });
    }),
  );
export type ProfileSpec = z.infer<typeof profileSpecSchema>;

/** POST /api/profiles/save, and one profile of an import: its name, tab and spec. */
export const saveProfileRequestSchema = z.intersection(z.object({ name: profileNameSchema }), profileSpecSchema);
export type ProfileEntry = z.infer<typeof saveProfileRequestSchema>;

/** POST /api/profiles/save's answer: the new profile's id. */
export const saveProfileAnswerSchema = z.object({ id: z.uuid() });
export type SaveProfileAnswer = z.infer<typeof saveProfileAnswerSchema>;

/**
 * A stored spec as answered: read as saved, not checked again, so a profile saved before an option was withdrawn
 * still lists, exports and opens (the quote form names what it drops).
 */
const storedSpecSchema = z.record(z.string(), z.unknown());

/** A saved profile as listed. */
export const orderProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  tab: z.enum(profileTabs),
  spec: storedSpecSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderProfile = z.infer<typeof orderProfileSchema>;

/** POST /api/profiles/rename. */
export const renameProfileRequestSchema = z.object({ id: z.uuid(), name: profileNameSchema });
export type RenameProfileRequest = z.infer<typeof renameProfileRequestSchema>;

/** POST /api/profiles/delete. */
export const deleteProfileRequestSchema = z.object({ id: z.uuid() });
export type DeleteProfileRequest = z.infer<typeof deleteProfileRequestSchema>;

/** POST /api/profiles/import's body: profiles as a JSON document, each checked by its tab's spec schema. */
export const profileDocumentSchema = z.object({
  version: z.literal(profileDocumentVersion),
  profiles: z.array(saveProfileRequestSchema).check(z.minLength(1), z.maxLength(maxProfilesPerImport)),
});
export type ProfileDocument = z.infer<typeof profileDocumentSchema>;

/** GET /api/profiles/export's answer: the customer's profiles as saved, in the import's document shape. */
export const profileExportSchema = z.object({
  version: z.literal(profileDocumentVersion),
  profiles: z.array(z.object({ name: z.string(), tab: z.enum(profileTabs), spec: storedSpecSchema })),
});
export type ProfileExport = z.infer<typeof profileExportSchema>;

/** POST /api/profiles/import's answer: how many profiles were added. */
export const importProfilesAnswerSchema = z.object({ imported: z.int().check(z.nonnegative()) });
export type ImportProfilesAnswer = z.infer<typeof importProfilesAnswerSchema>;

/** Whether an order of this type has a spec an engine prices again (a BOM is quoted by staff, a design estimated). */
export function isReorderableOrderType(orderType: OrderType): boolean {
  return orderType === 'pcb' || orderType === 'smt' || orderType === 'stencil';
}

/** POST /api/profiles/reorder: a past order of the caller, by its number. */
export const reorderRequestSchema = z.object({
  orderNo: singleLineText().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export type ReorderRequest = z.infer<typeof reorderRequestSchema>;

/** One cost line then and now (yuan); a line only one of the two quotes has is 0 in the other. */
export const reorderLineSchema = z.object({
  line: z.string(),
  label: z.string(),
  labelZh: z.string(),
  oldAmount: yuanSchema,
  newAmount: yuanSchema,
});
export type ReorderLine = z.infer<typeof reorderLineSchema>;

const reorderCommonSchema = z.object({
  orderNo: z.string(),
  oldTotal: yuanSchema,
  newTotal: yuanSchema,
  oldPriceBookVersion: z.nullable(z.int()),
  lines: z.array(reorderLineSchema),
});

/** POST /api/profiles/reorder's answer: the order's spec priced with today's price book, beside what it cost. */
export const reorderAnswerSchema = z.intersection(
  reorderCommonSchema,
  z.discriminatedUnion('tab', [
    z.object({ tab: z.literal('pcb'), orderType: z.literal('pcb'), spec: pcbSpecSchema, quote: pcbPriceAnswerSchema }),
    z.object({ tab: z.literal('fpc'), orderType: z.literal('pcb'), spec: pcbSpecSchema, quote: pcbPriceAnswerSchema }),
    z.object({ tab: z.literal('smt'), orderType: z.literal('smt'), spec: smtSpecSchema, quote: smtPriceAnswerSchema }),
    z.object({
      tab: z.literal('stencil'),
      orderType: z.literal('stencil'),
      spec: stencilSpecSchema,
      quote: stencilPriceAnswerSchema,
    }),
  ]),
);
export type ReorderAnswer = z.infer<typeof reorderAnswerSchema>;
