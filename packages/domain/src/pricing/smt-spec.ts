import type { InvoiceType, SmtDelivery, SmtProcess } from './options.ts';

/** An SMT assembly spec as a customer sends it (docs/api.md); components and boards are required. */
export interface SmtSpecInput {
  componentsNumber: number;
  boardsNumber: number;
  processRequirement?: SmtProcess;
  dipPoints?: number;
  boardLength?: number;
  boardWidth?: number;
  stencilNeeded?: boolean;
  purchaseOnBehalf?: boolean;
  conformalCoating?: boolean;
  componentBaking?: boolean;
  bakingTime?: number;
  delivery?: SmtDelivery;
  hasPcbOrder?: boolean;
  pcbOrderNo?: string;
  otherDemand?: string;
  invoiceType?: InvoiceType;
}

/** An SMT spec with its defaults applied; board size stays optional (checked when given). */
export type SmtSpec = Required<Omit<SmtSpecInput, 'boardLength' | 'boardWidth' | 'pcbOrderNo' | 'otherDemand'>> &
  Pick<SmtSpecInput, 'boardLength' | 'boardWidth' | 'pcbOrderNo' | 'otherDemand'>;

/** Defaults of an SMT spec: one side, standard delivery, no extras, no invoice. */
export const smtSpecDefaults = {
  processRequirement: 'smt_single',
  dipPoints: 0,
  bakingTime: 0,
  delivery: 'standard',
  invoiceType: 'none',
} as const;

/** Applies the SMT defaults; values are kept as given (validation judges them). */
export function normalizeSmtSpec(input: SmtSpecInput): SmtSpec {
  return {
    componentsNumber: input.componentsNumber,
    boardsNumber: input.boardsNumber,
    processRequirement: input.processRequirement ?? smtSpecDefaults.processRequirement,
    dipPoints: input.dipPoints ?? smtSpecDefaults.dipPoints,
    boardLength: input.boardLength,
    boardWidth: input.boardWidth,
    stencilNeeded: input.stencilNeeded ?? false,
    purchaseOnBehalf: input.purchaseOnBehalf ?? false,
    conformalCoating: input.conformalCoating ?? false,
    componentBaking: input.componentBaking ?? false,
    bakingTime: input.bakingTime ?? smtSpecDefaults.bakingTime,
    delivery: input.delivery ?? smtSpecDefaults.delivery,
    hasPcbOrder: input.hasPcbOrder ?? false,
    pcbOrderNo: input.pcbOrderNo,
    otherDemand: input.otherDemand,
    invoiceType: input.invoiceType ?? smtSpecDefaults.invoiceType,
  };
}
