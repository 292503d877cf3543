import type { InvoiceType, SmtDelivery, SmtProcess } from '@boardforge/domain/pricing/options.ts';
import { type SmtSpecInput, smtSpecDefaults } from '@boardforge/domain/pricing/smt-spec.ts';
import { type FormIssue, type FormMapping, readNumberField } from './form-issues.ts';

/** The SMT form as the customer fills it (numbers as typed). */
export type SmtFormState = {
  componentsNumber: string;
  boardsNumber: string;
  processRequirement: SmtProcess;
  dipPoints: string;
  boardLength: string;
  boardWidth: string;
  stencilNeeded: boolean;
  purchaseOnBehalf: boolean;
  conformalCoating: boolean;
  componentBaking: boolean;
  bakingTime: string;
  delivery: SmtDelivery;
  hasPcbOrder: boolean;
  pcbOrderNo: string;
  otherDemand: string;
  invoiceType: InvoiceType;
};

/** A new SMT form: 100 components on each of 10 boards, one side (docs/pricing.md's first worked example). */
export function createSmtForm(): SmtFormState {
  return {
    componentsNumber: '100',
    boardsNumber: '10',
    processRequirement: smtSpecDefaults.processRequirement,
    dipPoints: '0',
    boardLength: '',
    boardWidth: '',
    stencilNeeded: false,
    purchaseOnBehalf: false,
    conformalCoating: false,
    componentBaking: false,
    bakingTime: '0',
    delivery: smtSpecDefaults.delivery,
    hasPcbOrder: false,
    pcbOrderNo: '',
    otherDemand: '',
    invoiceType: smtSpecDefaults.invoiceType,
  };
}

/** Turns the SMT form into the spec of POST /pcb/calcSmtPrice; through-hole points go only with smt_dip. */
export function mapSmtFormToSpec(form: SmtFormState): FormMapping<SmtSpecInput> {
  const issues: FormIssue[] = [];
  const components = readNumberField(issues, 'componentsNumber', form.componentsNumber, true);
  const boards = readNumberField(issues, 'boardsNumber', form.boardsNumber, true);
  const isDip = form.processRequirement === 'smt_dip';
  const dip = isDip ? readNumberField(issues, 'dipPoints', form.dipPoints, false) : { ok: true, value: undefined };
  const length = readNumberField(issues, 'boardLength', form.boardLength, false);
  const width = readNumberField(issues, 'boardWidth', form.boardWidth, false);
  const baking = form.componentBaking
    ? readNumberField(issues, 'bakingTime', form.bakingTime, false)
    : { ok: true, value: undefined };
  const isRead = components.ok && boards.ok && dip.ok && length.ok && width.ok && baking.ok;
  const spec: SmtSpecInput = {
    componentsNumber: components.value ?? Number.NaN,
    boardsNumber: boards.value ?? Number.NaN,
    processRequirement: form.processRequirement,
    stencilNeeded: form.stencilNeeded,
    purchaseOnBehalf: form.purchaseOnBehalf,
    conformalCoating: form.conformalCoating,
    componentBaking: form.componentBaking,
    delivery: form.delivery,
    hasPcbOrder: form.hasPcbOrder,
    invoiceType: form.invoiceType,
  };
  if (dip.value !== undefined) spec.dipPoints = dip.value;
  if (length.value !== undefined) spec.boardLength = length.value;
  if (width.value !== undefined) spec.boardWidth = width.value;
  if (baking.value !== undefined) spec.bakingTime = baking.value;
  if (form.hasPcbOrder) spec.pcbOrderNo = form.pcbOrderNo.trim();
  if (form.otherDemand.trim() !== '') spec.otherDemand = form.otherDemand;
  return { spec: isRead ? spec : null, issues, draft: spec };
}

const textFields = ['componentsNumber', 'boardsNumber', 'dipPoints', 'boardLength', 'boardWidth', 'bakingTime'];

/** Fills an SMT form from a (validated) spec. */
export function applySmtSpecToForm(form: SmtFormState, spec: Partial<SmtSpecInput>): SmtFormState {
  const next: SmtFormState = { ...form };
  for (const [key, value] of Object.entries(spec)) {
    if (value === undefined || !(key in next)) continue;
    (next as Record<string, unknown>)[key] = textFields.includes(key) ? String(value) : value;
  }
  return next;
}
