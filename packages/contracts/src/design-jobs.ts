import { z } from 'zod/mini';
import { multiLineText } from './text.ts';

/**
 * The layout design service's capability (docs/pricing.md §4): a job beyond it is
 * refused when it is published, naming the field and the limit. The price book's `layoutDesign.capability` holds the
 * same figures for estimates; these are the service's promise to a customer and change only with the spec.
 */
export const designJobLimits = {
  maxLayers: 40,
  maxPins: 60_000,
  maxBgaPins: 2_500,
  minBgaPitchMm: 0.2,
  /** The fastest differential pair the team routes, Gbps. */
  maxDiffPairGbps: 12,
  /** The finest track/space the team draws (HDI), mil. */
  minTraceMil: 2,
  /** The longest board side, mm: the largest panel the factory makes (price book `smt.capability`). */
  maxBoardSideMm: 1_200,
  /** The longest description a customer writes. */
  maxDescriptionLength: 4_000,
  /** Files attached to one job (schematic, netlist, constraints, project archives). */
  maxFiles: 20,
} as const;

/**
 * What a layout design job takes (issue 16): archives (.zip: project archives, Gerber sets), PDFs (schematics, layout
 * prints), 3D view images, and the native project files of KiCad, Altium and PADS, and fabrication outputs.
 */
export const designUploadExtensions = [
  '.zip',
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.kicad_pcb',
  '.kicad_sch',
  '.kicad_pro',
  '.pcbdoc',
  '.schdoc',
  '.prjpcb',
  '.asc',
  '.pcb',
  '.net',
  '.step',
  '.csv',
] as const;

/**
 * POST body of publishing a layout design job (issue 16 point 1). Files are uploaded first (files issue safety rules)
 * and named here by their ids; `wishedDate` is a calendar date in China time, checked against the clock by the server.
 */
export const publishDesignJobRequestSchema = z
  .object({
    pins: z.int().check(z.gte(1), z.lte(designJobLimits.maxPins)),
    layers: z.int().check(z.gte(1), z.lte(designJobLimits.maxLayers)),
    bgaPins: z._default(z.int().check(z.gte(0), z.lte(designJobLimits.maxBgaPins)), 0),
    bgaPitchMm: z.optional(z.number().check(z.gte(designJobLimits.minBgaPitchMm), z.lte(2))),
    diffPairGbps: z.optional(z.number().check(z.gte(0), z.lte(designJobLimits.maxDiffPairGbps))),
    minTraceMil: z.optional(z.number().check(z.gte(designJobLimits.minTraceMil), z.lte(100))),
    boardLengthMm: z.number().check(z.positive(), z.lte(designJobLimits.maxBoardSideMm)),
    boardWidthMm: z.number().check(z.positive(), z.lte(designJobLimits.maxBoardSideMm)),
    description: multiLineText().check(z.minLength(1), z.maxLength(designJobLimits.maxDescriptionLength)),
    wishedDate: z.optional(z.iso.date()),
    fileIds: z._default(z.array(z.uuid()).check(z.maxLength(designJobLimits.maxFiles)), []),
  })
  .check(
    z.superRefine((job, context) => {
      // A BGA without its pitch cannot be judged against the 0.20 mm limit; more BGA pins than pins is a typo.
      if (job.bgaPins > job.pins) {
        context.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: job.pins,
          inclusive: true,
          path: ['bgaPins'],
          input: job.bgaPins,
          message: `at most pins (${job.pins})`,
        });
      }
      if (job.bgaPins > 0 && job.bgaPitchMm === undefined) {
        context.addIssue({ code: 'custom', path: ['bgaPitchMm'], message: 'required when the board has BGA pins' });
      }
    }),
  );
export type PublishDesignJobRequest = z.infer<typeof publishDesignJobRequestSchema>;
