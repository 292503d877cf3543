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
} from './options.ts';

/** A PCB spec as a customer sends it (docs/api.md): the first four fields are required, the rest default. */
export interface PcbSpecInput {
  layers: number;
  boardLength: number;
  boardWidth: number;
  boardNumber: number;
  material?: PcbMaterial;
  boardType?: BoardType;
  designDocuments?: number;
  thickness?: number;
  tg?: TgGrade;
  copperOuter?: number;
  copperInner?: number;
  minTrace?: number;
  minHole?: number;
  solderMask?: SolderMask;
  surfaceFinish?: SurfaceFinish;
  goldThickness?: number;
  viaCovering?: ViaCovering;
  testMethod?: TestMethod;
  specialProcesses?: readonly SpecialProcess[];
  hdiOrder?: number;
  ulMark?: boolean;
  dateCode?: boolean;
  productionDraftConfirm?: boolean;
  orderNumberMark?: OrderNumberMark;
  packaging?: Packaging;
  delivery?: PcbDelivery;
  invoiceType?: InvoiceType;
  gerberFileId?: string | number;
  /** V-cut lines of a panel (capability: at most 100); an addition to docs/api.md, optional. */
  vCutLines?: number;
  // Flexible boards only (docs/pricing-fpc.md; additions to docs/api.md, optional). A rigid board takes the
  // defaults; any other value is refused for it.
  /** Polyimide base film, µm. */
  polyimideThickness?: number;
  coverlay?: CoverlayColour;
  adhesive?: FpcAdhesive;
  stiffener?: Stiffener;
  /** mm; read only with a stiffener, which then defaults it to its kind's default thickness. */
  stiffenerThickness?: number;
}

/** A PCB spec with every default of docs/pricing.md applied. */
export type PcbSpec = Required<Omit<PcbSpecInput, 'gerberFileId' | 'vCutLines' | 'stiffenerThickness'>> &
  Pick<PcbSpecInput, 'gerberFileId' | 'vCutLines' | 'stiffenerThickness'>;

/** The defaults of docs/pricing.md §1.5 (thickness 1.6, or 0.12 for FPC; FPC finish ENIG, docs/pricing-fpc.md). */
export const pcbSpecDefaults = {
  material: 'FR4',
  boardType: 'single',
  designDocuments: 1,
  thickness: 1.6,
  fpcThickness: 0.12,
  tg: 'TG130',
  copperOuter: 1,
  copperInner: 0.5,
  minTrace: 6,
  minHole: 0.3,
  solderMask: 'green',
  surfaceFinish: 'hasl_leaded',
  fpcSurfaceFinish: 'enig',
  goldThickness: 1,
  viaCovering: 'tented',
  testMethod: 'flying_probe',
  hdiOrder: 1,
  orderNumberMark: 'default',
  packaging: 'standard',
  delivery: 'standard',
  invoiceType: 'none',
  polyimideThickness: 25,
  coverlay: 'yellow',
  adhesive: 'with_adhesive',
  stiffener: 'none',
} as const;

const noProcesses: readonly SpecialProcess[] = [];

/** Applies the defaults of docs/pricing.md to a spec; values are kept as given (validation judges them). */
export function normalizePcbSpec(input: PcbSpecInput): PcbSpec {
  const material = input.material ?? pcbSpecDefaults.material;
  const processes = input.specialProcesses ?? noProcesses;
  return {
    layers: input.layers,
    boardLength: input.boardLength,
    boardWidth: input.boardWidth,
    boardNumber: input.boardNumber,
    material,
    boardType: input.boardType ?? pcbSpecDefaults.boardType,
    designDocuments: input.designDocuments ?? pcbSpecDefaults.designDocuments,
    thickness: input.thickness ?? (material === 'FPC' ? pcbSpecDefaults.fpcThickness : pcbSpecDefaults.thickness),
    tg: input.tg ?? pcbSpecDefaults.tg,
    copperOuter: input.copperOuter ?? pcbSpecDefaults.copperOuter,
    copperInner: input.copperInner ?? pcbSpecDefaults.copperInner,
    minTrace: input.minTrace ?? pcbSpecDefaults.minTrace,
    minHole: input.minHole ?? pcbSpecDefaults.minHole,
    solderMask: input.solderMask ?? pcbSpecDefaults.solderMask,
    surfaceFinish:
      input.surfaceFinish ?? (material === 'FPC' ? pcbSpecDefaults.fpcSurfaceFinish : pcbSpecDefaults.surfaceFinish),
    goldThickness: input.goldThickness ?? pcbSpecDefaults.goldThickness,
    viaCovering: input.viaCovering ?? pcbSpecDefaults.viaCovering,
    testMethod: input.testMethod ?? pcbSpecDefaults.testMethod,
    // A process named twice is one process.
    specialProcesses: processes.length > 1 ? [...new Set(processes)] : processes,
    hdiOrder: input.hdiOrder ?? pcbSpecDefaults.hdiOrder,
    ulMark: input.ulMark ?? false,
    dateCode: input.dateCode ?? false,
    productionDraftConfirm: input.productionDraftConfirm ?? false,
    orderNumberMark: input.orderNumberMark ?? pcbSpecDefaults.orderNumberMark,
    packaging: input.packaging ?? pcbSpecDefaults.packaging,
    delivery: input.delivery ?? pcbSpecDefaults.delivery,
    invoiceType: input.invoiceType ?? pcbSpecDefaults.invoiceType,
    gerberFileId: input.gerberFileId,
    vCutLines: input.vCutLines,
    polyimideThickness: input.polyimideThickness ?? pcbSpecDefaults.polyimideThickness,
    coverlay: input.coverlay ?? pcbSpecDefaults.coverlay,
    adhesive: input.adhesive ?? pcbSpecDefaults.adhesive,
    stiffener: input.stiffener ?? pcbSpecDefaults.stiffener,
    stiffenerThickness: input.stiffenerThickness,
  };
}

/** The silkscreen is derived from the mask, never chosen (docs/pricing.md §1.2): black on a white mask, else white. */
export function deriveSilkscreen(solderMask: SolderMask): 'white' | 'black' {
  return solderMask === 'white' ? 'black' : 'white';
}
