import { solderMasks } from '@boardforge/domain/pricing/options.ts';
import { z } from 'zod/mini';
import { singleLineText } from './text.ts';

/** What a file of a Gerber set is for; copper roles count towards `layers`. */
export const layerRoles = [
  'topCopper',
  'innerCopper',
  'bottomCopper',
  'topSolderMask',
  'bottomSolderMask',
  'topSilkscreen',
  'bottomSilkscreen',
  'topPaste',
  'bottomPaste',
  'outline',
  'drill',
  'drawing',
  'jobFile',
  'ignored',
] as const;
export type LayerRole = (typeof layerRoles)[number];

/** The fields a BOM column can map to. */
export const bomFields = [
  'designator',
  'quantity',
  'mpn',
  'manufacturer',
  'package',
  'value',
  'description',
  'supplierPartNumber',
  'dnp',
] as const;
export type BomField = (typeof bomFields)[number];

/** Upload limits both sides use: Gerber .zip ≤ 50 MB, BOM < 20 MB. */
export const fileLimits = {
  gerberMaxBytes: 50 * 1024 * 1024,
  bomMaxBytes: 20 * 1024 * 1024 - 1,
  gerberExtensions: ['.zip'],
  bomExtensions: ['.xls', '.xlsx', '.csv'],
  /** A pick-and-place list: the BOM's formats and size limit. */
  cplExtensions: ['.xls', '.xlsx', '.csv'],
  /** Gerber uploads per hour per IP for visitors (not logged in). */
  visitorGerberUploadsPerHour: 20,
} as const;

/** Form fields of POST /file/uploadGerber besides `file`. */
export const uploadGerberFieldsSchema = z.object({ solderMask: z._default(z.enum(solderMasks), 'green') });

// The multipart/form-data bodies as the API document describes them (the routes read the stream themselves and
// check each part's size and kind as it arrives, so these shapes never validate a request).
const uploadedFileSchema = z
  .string()
  .check(
    z.maxLength(fileLimits.gerberMaxBytes),
    z.meta({ format: 'binary', description: 'The file, with its name (the extension decides its kind).' }),
  );
/** The body of an upload that takes one file in the part `file`. */
export const uploadFileFormSchema = z.object({ file: uploadedFileSchema });
/** The body of POST /file/uploadGerber: the zipped Gerber set and its solder mask colour. */
export const uploadGerberFormSchema = z.extend(z.partial(uploadGerberFieldsSchema), { file: uploadedFileSchema });

/** The analysis of a Gerber set. `sizeSource` tells whether the size comes from the outline or the extent. */
export const gerberAnalysisSchema = z.object({
  widthMm: z.number(),
  heightMm: z.number(),
  layers: z.int(),
  files: z.array(z.object({ name: z.string(), role: z.enum(layerRoles) })),
  drills: z.int(),
  minHoleMm: z.nullable(z.number()),
  sizeSource: z.enum(['outline', 'extent']),
  warnings: z.array(z.string()),
});
export type GerberAnalysisAnswer = z.infer<typeof gerberAnalysisSchema>;

/** Answer of POST /file/uploadGerber; previews are URLs of SVG images. */
export const gerberUploadAnswerSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: z.int(),
  analysis: gerberAnalysisSchema,
  previewTop: z.string(),
  previewBottom: z.string(),
});
export type GerberUploadAnswer = z.infer<typeof gerberUploadAnswerSchema>;

/** Which column (by name, as in `columns`) holds each field. */
export const bomMappingSchema = z.strictObject(
  Object.fromEntries(
    bomFields.map((field) => [field, z.optional(singleLineText().check(z.minLength(1), z.maxLength(200)))]),
  ) as {
    [K in BomField]: z.ZodMiniOptional<z.ZodMiniString<string>>;
  },
);
export type BomMapping = z.infer<typeof bomMappingSchema>;

/** One BOM line: the mapped fields, flags, and the row as read (`raw`, by column name). */
export const bomLineSchema = z.object({
  rowNumber: z.int(),
  designator: z.nullable(z.string()),
  quantity: z.nullable(z.number()),
  quantitySource: z.nullable(z.enum(['column', 'designators'])),
  mpn: z.nullable(z.string()),
  manufacturer: z.nullable(z.string()),
  package: z.nullable(z.string()),
  value: z.nullable(z.string()),
  description: z.nullable(z.string()),
  supplierPartNumber: z.nullable(z.string()),
  dnp: z.boolean(),
  isPassive: z.boolean(),
  formulaFields: z.array(z.enum(bomFields)),
  raw: z.record(z.string(), z.string()),
});
export type BomLineAnswer = z.infer<typeof bomLineSchema>;

/** Answer of POST /file/uploadBom and POST /file/remapBom. */
export const bomUploadAnswerSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: z.int(),
  sheetName: z.string(),
  headerRow: z.int(),
  columns: z.array(z.string()),
  mapping: bomMappingSchema,
  dataList: z.array(bomLineSchema),
  lineCount: z.int(),
});
export type BomUploadAnswer = z.infer<typeof bomUploadAnswerSchema>;

/**
 * Answer of POST /file/uploadCpl: a pick-and-place (CPL, centroid) list read for an SMT order. `placements` counts
 * each designator once (what one board needs placed); `top` and `bottom` split them by side.
 */
export const cplUploadAnswerSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: z.int(),
  analysis: z.object({
    sheetName: z.string(),
    headerRow: z.int(),
    columns: z.partialRecord(z.enum(['designator', 'x', 'y', 'layer', 'rotation']), z.string()),
    placements: z.int(),
    top: z.int(),
    bottom: z.int(),
    warnings: z.array(z.string()),
  }),
});
export type CplUploadAnswer = z.infer<typeof cplUploadAnswerSchema>;

/** Request of POST /file/remapBom: the customer's corrected mapping. */
export const remapBomRequestSchema = z.object({ fileId: z.uuid(), mapping: bomMappingSchema });
export type RemapBomRequest = z.infer<typeof remapBomRequestSchema>;

/** Query of GET /file/download. */
export const fileIdQuerySchema = z.object({ fileId: z.uuid() });

/** Query of GET /file/preview. */
export const previewQuerySchema = z.object({ fileId: z.uuid(), side: z.enum(['top', 'bottom']) });
