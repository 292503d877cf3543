/** The option values of docs/api.md "Quotes": one definition, used by the engine, the schemas and the forms. */

export const pcbMaterials = ['FR4', 'FR4_HB', 'ALUMINUM', 'COPPER', 'FPC', 'ROGERS'] as const;
export type PcbMaterial = (typeof pcbMaterials)[number];

export const boardTypes = ['single', 'panel'] as const;
export type BoardType = (typeof boardTypes)[number];

export const tgGrades = ['TG130', 'TG150', 'TG170'] as const;
export type TgGrade = (typeof tgGrades)[number];

export const solderMasks = ['green', 'red', 'yellow', 'blue', 'white', 'black', 'matte_black'] as const;
export type SolderMask = (typeof solderMasks)[number];

export const surfaceFinishes = ['hasl_leaded', 'hasl_lead_free', 'enig'] as const;
export type SurfaceFinish = (typeof surfaceFinishes)[number];

/** Finishes made on flexible boards: immersion gold only; solder levelling (HASL) would crack a polyimide base. */
export const fpcSurfaceFinishes = ['enig'] as const satisfies readonly SurfaceFinish[];

/** TG grades of a flexible board: none to choose (polyimide has no FR-4 TG grade); TG130 is only the unpriced default. */
export const fpcTgGrades = ['TG130'] as const satisfies readonly TgGrade[];

/** Coverlay (覆盖膜) colours of a flexible board: the polyimide film that insulates its outer copper. */
export const coverlayColours = ['yellow', 'black', 'white'] as const;
export type CoverlayColour = (typeof coverlayColours)[number];

/** Stiffeners (补强) bonded under a flexible board's connector or parts area: polyimide, FR-4 or stainless steel. */
export const stiffeners = ['none', 'pi', 'fr4', 'steel'] as const;
export type Stiffener = (typeof stiffeners)[number];

/** Copper-clad polyimide base of a flexible board: bonded with adhesive (3-layer) or adhesiveless (2-layer). */
export const fpcAdhesives = ['with_adhesive', 'adhesiveless'] as const;
export type FpcAdhesive = (typeof fpcAdhesives)[number];

export const viaCoverings = ['tented', 'plugged', 'open'] as const;
export type ViaCovering = (typeof viaCoverings)[number];

export const testMethods = ['flying_probe', 'fixture'] as const;
export type TestMethod = (typeof testMethods)[number];

export const specialProcesses = [
  'impedance',
  'blind_buried_via',
  'hdi',
  'gold_fingers',
  'castellated_holes',
  'edge_plating',
] as const;
export type SpecialProcess = (typeof specialProcesses)[number];

export const orderNumberMarks = ['default', 'specified_position', 'none'] as const;
export type OrderNumberMark = (typeof orderNumberMarks)[number];

export const packagings = ['standard', 'vacuum'] as const;
export type Packaging = (typeof packagings)[number];

export const pcbDeliveries = ['standard', '24h', '12h', '8h'] as const;
export type PcbDelivery = (typeof pcbDeliveries)[number];

export const invoiceTypes = ['none', 'ordinary', 'special'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

export const invoicingMethods = ['electronic', 'paper'] as const;
export type InvoicingMethod = (typeof invoicingMethods)[number];

export const smtProcesses = ['smt_single', 'smt_double', 'smt_dip'] as const;
export type SmtProcess = (typeof smtProcesses)[number];

export const smtDeliveries = ['standard', '48h', '24h'] as const;
export type SmtDelivery = (typeof smtDeliveries)[number];

export const stencilTypes = ['framed', 'frameless', 'step'] as const;
export type StencilType = (typeof stencilTypes)[number];

export const stencilSizes = ['370x470', '420x520', '450x550', '550x650', '584x584', '736x736'] as const;
export type StencilSize = (typeof stencilSizes)[number];

export const productionMethods = ['laser', 'electroform'] as const;
export type ProductionMethod = (typeof productionMethods)[number];

export const polishProcesses = ['none', 'electropolish'] as const;
export type PolishProcess = (typeof polishProcesses)[number];

export const markRequirements = ['none', 'half_etch', 'laser_mark'] as const;
export type MarkRequirement = (typeof markRequirements)[number];

export const stencilUsages = ['solder_paste', 'red_glue'] as const;
export type StencilUsage = (typeof stencilUsages)[number];

export const quoteModes = ['sample', 'batch'] as const;
export type QuoteMode = (typeof quoteModes)[number];

/** Tells whether a value is one of a list of options (narrowing unknown input from outside). */
export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}
