import type { PcbSpecRequest } from '@boardforge/contracts/quotes.ts';
import type {
  BoardType,
  CoverlayColour,
  FpcAdhesive,
  InvoiceType,
  OrderNumberMark,
  Packaging,
  PcbDelivery,
  PcbMaterial,
  SolderMask,
  SpecialProcess,
  Stiffener,
  SurfaceFinish,
  TestMethod,
  TgGrade,
  ViaCovering,
} from '@boardforge/domain/pricing/options.ts';
import { pcbSpecDefaults } from '@boardforge/domain/pricing/pcb-spec.ts';
import { type FormIssue, type FormMapping, readNumberField } from './form-issues.ts';

/** What the Gerber analysis said, kept to warn when the customer later types another size or layer count. */
export type GerberFacts = {
  fileId: string;
  fileName: string;
  lengthMm: number;
  widthMm: number;
  layers: number;
  /** The smallest drilled hole the file holds (null without drills; absent in a form saved before it was read). */
  minHoleMm?: number | null;
};

/** The PCB (and FPC) form as the customer fills it: typed numbers stay text so nothing typed is lost. */
export type PcbFormState = {
  material: PcbMaterial;
  layers: number;
  boardLength: string;
  boardWidth: string;
  boardNumber: string;
  boardType: BoardType;
  designDocuments: number;
  thickness: number;
  tg: TgGrade;
  copperOuter: number;
  copperInner: number;
  minTrace: number;
  minHole: number;
  solderMask: SolderMask;
  surfaceFinish: SurfaceFinish;
  goldThickness: number;
  viaCovering: ViaCovering;
  testMethod: TestMethod;
  specialProcesses: SpecialProcess[];
  hdiOrder: number;
  ulMark: boolean;
  dateCode: boolean;
  orderNumberMark: OrderNumberMark;
  productionDraftConfirm: boolean;
  packaging: Packaging;
  delivery: PcbDelivery;
  invoiceType: InvoiceType;
  /** Flexible boards only (docs/pricing-fpc.md); optional in a form saved before they were offered. */
  polyimideThickness?: number;
  coverlay?: CoverlayColour;
  adhesive?: FpcAdhesive;
  stiffener?: Stiffener;
  /** The stiffener's thickness; null: its kind's default. */
  stiffenerThickness?: number | null;
  gerber: GerberFacts | null;
};

/** A new PCB form: docs/pricing.md defaults, a 100 × 100 mm double-sided board, 5 pieces (the common first order). */
export function createPcbForm(material: PcbMaterial = 'FR4'): PcbFormState {
  const isFpc = material === 'FPC';
  return {
    material,
    layers: 2,
    boardLength: '100',
    boardWidth: '100',
    boardNumber: '5',
    boardType: pcbSpecDefaults.boardType,
    designDocuments: pcbSpecDefaults.designDocuments,
    thickness: isFpc ? pcbSpecDefaults.fpcThickness : pcbSpecDefaults.thickness,
    tg: pcbSpecDefaults.tg,
    copperOuter: pcbSpecDefaults.copperOuter,
    copperInner: pcbSpecDefaults.copperInner,
    minTrace: pcbSpecDefaults.minTrace,
    minHole: pcbSpecDefaults.minHole,
    solderMask: pcbSpecDefaults.solderMask,
    surfaceFinish: isFpc ? pcbSpecDefaults.fpcSurfaceFinish : pcbSpecDefaults.surfaceFinish,
    goldThickness: pcbSpecDefaults.goldThickness,
    viaCovering: pcbSpecDefaults.viaCovering,
    testMethod: pcbSpecDefaults.testMethod,
    specialProcesses: [],
    hdiOrder: pcbSpecDefaults.hdiOrder,
    ulMark: false,
    dateCode: false,
    orderNumberMark: pcbSpecDefaults.orderNumberMark,
    productionDraftConfirm: false,
    packaging: pcbSpecDefaults.packaging,
    delivery: pcbSpecDefaults.delivery,
    invoiceType: pcbSpecDefaults.invoiceType,
    polyimideThickness: pcbSpecDefaults.polyimideThickness,
    coverlay: pcbSpecDefaults.coverlay,
    adhesive: pcbSpecDefaults.adhesive,
    stiffener: pcbSpecDefaults.stiffener,
    stiffenerThickness: null,
    gerber: null,
  };
}

/**
 * Turns the form into the spec of POST /pcb/calcPcbPrice. Gold thickness goes only with ENIG and the HDI order only
 * with HDI, as the engine reads them; the Gerber file id goes when a file was analysed.
 */
export function mapPcbFormToSpec(form: PcbFormState): FormMapping<PcbSpecRequest> {
  const issues: FormIssue[] = [];
  const length = readNumberField(issues, 'boardLength', form.boardLength, true);
  const width = readNumberField(issues, 'boardWidth', form.boardWidth, true);
  const number = readNumberField(issues, 'boardNumber', form.boardNumber, true);
  const spec: PcbSpecRequest = {
    layers: form.layers,
    boardLength: length.value ?? Number.NaN,
    boardWidth: width.value ?? Number.NaN,
    boardNumber: number.value ?? Number.NaN,
    material: form.material,
    boardType: form.boardType,
    designDocuments: form.designDocuments,
    thickness: form.thickness,
    tg: form.tg,
    copperOuter: form.copperOuter,
    copperInner: form.copperInner,
    minTrace: form.minTrace,
    minHole: form.minHole,
    solderMask: form.solderMask,
    surfaceFinish: form.surfaceFinish,
    viaCovering: form.viaCovering,
    testMethod: form.testMethod,
    specialProcesses: [...form.specialProcesses],
    ulMark: form.ulMark,
    dateCode: form.dateCode,
    orderNumberMark: form.orderNumberMark,
    productionDraftConfirm: form.productionDraftConfirm,
    packaging: form.packaging,
    delivery: form.delivery,
    invoiceType: form.invoiceType,
  };
  // A flexible board has no TG grade to choose but its own build options (docs/pricing-fpc.md).
  if (form.material === 'FPC') {
    delete spec.tg;
    spec.polyimideThickness = form.polyimideThickness ?? pcbSpecDefaults.polyimideThickness;
    spec.coverlay = form.coverlay ?? pcbSpecDefaults.coverlay;
    spec.adhesive = form.adhesive ?? pcbSpecDefaults.adhesive;
    spec.stiffener = form.stiffener ?? pcbSpecDefaults.stiffener;
    if (spec.stiffener !== 'none' && typeof form.stiffenerThickness === 'number') {
      spec.stiffenerThickness = form.stiffenerThickness;
    }
  }
  if (form.surfaceFinish === 'enig') spec.goldThickness = form.goldThickness;
  if (form.specialProcesses.includes('hdi')) spec.hdiOrder = form.hdiOrder;
  if (form.gerber) spec.gerberFileId = form.gerber.fileId;
  const isRead = length.ok && width.ok && number.ok;
  return { spec: isRead ? spec : null, issues, draft: spec };
}

/** Fills a form from a (validated) spec: fields the spec lacks keep the form's value. */
export function applyPcbSpecToForm(form: PcbFormState, spec: Partial<PcbSpecRequest>): PcbFormState {
  const next: PcbFormState = { ...form };
  for (const [key, value] of Object.entries(spec)) {
    if (value === undefined || key === 'gerberFileId' || key === 'vCutLines') continue;
    if (key === 'boardLength' || key === 'boardWidth' || key === 'boardNumber') {
      next[key] = String(value);
    } else if (key === 'specialProcesses') {
      next.specialProcesses = [...(value as SpecialProcess[])];
    } else if (key in next) {
      (next as Record<string, unknown>)[key] = value;
    }
  }
  return next;
}

/** Lists the size or layer fields that differ from what the Gerber file says (the customer changed them). */
export function findGerberMismatches(form: PcbFormState): ('boardLength' | 'boardWidth' | 'layers')[] {
  const gerber = form.gerber;
  if (!gerber) return [];
  const mismatches: ('boardLength' | 'boardWidth' | 'layers')[] = [];
  const isSame = (raw: string, mm: number) => Math.abs(Number(raw) - mm) < 0.05;
  if (!isSame(form.boardLength, gerber.lengthMm)) mismatches.push('boardLength');
  if (!isSame(form.boardWidth, gerber.widthMm)) mismatches.push('boardWidth');
  if (form.layers !== gerber.layers) mismatches.push('layers');
  return mismatches;
}

/**
 * The Gerber file's smallest hole when it is smaller than the min hole chosen in the form (the quote would price and
 * review a coarser board than the file is), or null.
 */
export function findGerberHoleConflict(form: PcbFormState): number | null {
  const hole = form.gerber?.minHoleMm ?? null;
  if (hole === null) return null;
  return hole < form.minHole - 0.005 ? hole : null;
}
