import type {
  InvoiceType,
  MarkRequirement,
  PolishProcess,
  ProductionMethod,
  StencilSize,
  StencilType,
  StencilUsage,
} from './options.ts';

/** A stencil spec as a customer sends it (docs/api.md); every field has a default. */
export interface StencilSpecInput {
  type?: StencilType;
  size?: StencilSize;
  nanoTreatment?: boolean;
  productionMethod?: ProductionMethod;
  polishProcess?: PolishProcess;
  number?: number;
  markRequirement?: MarkRequirement;
  usage?: StencilUsage;
  thickness?: number;
  hasPcbOrder?: boolean;
  pcbOrderNo?: string;
  otherRequirements?: string;
  invoiceType?: InvoiceType;
}

/** A stencil spec with its defaults applied. */
export type StencilSpec = Required<Omit<StencilSpecInput, 'pcbOrderNo' | 'otherRequirements'>> &
  Pick<StencilSpecInput, 'pcbOrderNo' | 'otherRequirements'>;

/** Defaults: one framed 370×470 laser-cut stencil, 0.12 mm, for solder paste, no extras, no invoice. */
export const stencilSpecDefaults = {
  type: 'framed',
  size: '370x470',
  productionMethod: 'laser',
  polishProcess: 'none',
  number: 1,
  markRequirement: 'none',
  usage: 'solder_paste',
  thickness: 0.12,
  invoiceType: 'none',
} as const;

/** Applies the stencil defaults; values are kept as given (validation judges them). */
export function normalizeStencilSpec(input: StencilSpecInput): StencilSpec {
  return {
    type: input.type ?? stencilSpecDefaults.type,
    size: input.size ?? stencilSpecDefaults.size,
    nanoTreatment: input.nanoTreatment ?? false,
    productionMethod: input.productionMethod ?? stencilSpecDefaults.productionMethod,
    polishProcess: input.polishProcess ?? stencilSpecDefaults.polishProcess,
    number: input.number ?? stencilSpecDefaults.number,
    markRequirement: input.markRequirement ?? stencilSpecDefaults.markRequirement,
    usage: input.usage ?? stencilSpecDefaults.usage,
    thickness: input.thickness ?? stencilSpecDefaults.thickness,
    hasPcbOrder: input.hasPcbOrder ?? false,
    pcbOrderNo: input.pcbOrderNo,
    otherRequirements: input.otherRequirements,
    invoiceType: input.invoiceType ?? stencilSpecDefaults.invoiceType,
  };
}
