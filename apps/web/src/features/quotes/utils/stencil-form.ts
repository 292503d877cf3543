import type {
  InvoiceType,
  MarkRequirement,
  PolishProcess,
  ProductionMethod,
  StencilSize,
  StencilType,
  StencilUsage,
} from '@boardforge/domain/pricing/options.ts';
import { type StencilSpecInput, stencilSpecDefaults } from '@boardforge/domain/pricing/stencil-spec.ts';
import { type FormIssue, type FormMapping, readNumberField } from './form-issues.ts';

/** The stencil form as the customer fills it. */
export type StencilFormState = {
  type: StencilType;
  size: StencilSize;
  nanoTreatment: boolean;
  productionMethod: ProductionMethod;
  polishProcess: PolishProcess;
  number: string;
  markRequirement: MarkRequirement;
  usage: StencilUsage;
  thickness: number;
  hasPcbOrder: boolean;
  pcbOrderNo: string;
  otherRequirements: string;
  invoiceType: InvoiceType;
};

/** A new stencil form: the defaults of docs/pricing.md §3 (one framed 370 × 470 laser-cut stencil). */
export function createStencilForm(): StencilFormState {
  return {
    type: stencilSpecDefaults.type,
    size: stencilSpecDefaults.size,
    nanoTreatment: false,
    productionMethod: stencilSpecDefaults.productionMethod,
    polishProcess: stencilSpecDefaults.polishProcess,
    number: String(stencilSpecDefaults.number),
    markRequirement: stencilSpecDefaults.markRequirement,
    usage: stencilSpecDefaults.usage,
    thickness: stencilSpecDefaults.thickness,
    hasPcbOrder: false,
    pcbOrderNo: '',
    otherRequirements: '',
    invoiceType: stencilSpecDefaults.invoiceType,
  };
}

/** Turns the stencil form into the spec of POST /pcb/calcStenPrice. */
export function mapStencilFormToSpec(form: StencilFormState): FormMapping<StencilSpecInput> {
  const issues: FormIssue[] = [];
  const number = readNumberField(issues, 'number', form.number, true);
  const spec: StencilSpecInput = {
    type: form.type,
    size: form.size,
    nanoTreatment: form.nanoTreatment,
    productionMethod: form.productionMethod,
    polishProcess: form.polishProcess,
    number: number.value ?? Number.NaN,
    markRequirement: form.markRequirement,
    usage: form.usage,
    thickness: form.thickness,
    hasPcbOrder: form.hasPcbOrder,
    invoiceType: form.invoiceType,
  };
  if (form.hasPcbOrder) spec.pcbOrderNo = form.pcbOrderNo.trim();
  if (form.otherRequirements.trim() !== '') spec.otherRequirements = form.otherRequirements;
  return { spec: number.ok ? spec : null, issues, draft: spec };
}

/** Fills a stencil form from a (validated) spec. */
export function applyStencilSpecToForm(form: StencilFormState, spec: Partial<StencilSpecInput>): StencilFormState {
  const next: StencilFormState = { ...form };
  for (const [key, value] of Object.entries(spec)) {
    if (value === undefined || !(key in next)) continue;
    (next as Record<string, unknown>)[key] = key === 'number' ? String(value) : value;
  }
  return next;
}
