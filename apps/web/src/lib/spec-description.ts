import type { OrderType } from '@boardforge/contracts/orders.ts';
import { deriveSilkscreen, normalizePcbSpec, type PcbSpecInput } from '@boardforge/domain/pricing/pcb-spec.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { normalizeSmtSpec, type SmtSpecInput } from '@boardforge/domain/pricing/smt-spec.ts';
import { normalizeStencilSpec, type StencilSpecInput } from '@boardforge/domain/pricing/stencil-spec.ts';
import type { TFunction } from 'i18next';
import type { enResources } from '../locales/resources.ts';
import { toLanguage } from './languages.ts';
import { createSection, type FieldLabel, type SectionBuilder, type Words } from './spec-section-builder.ts';

// An order's or a cart line's spec in the reader's words: the quote form's labels (quotes.json `fields`), its option
// words (the dictionary the form's option sets come from) and its sections. One description for the order page, the
// staff drawer and the cart.

/** A file of the order as its detail lists it. */
export type SpecFile = { fileId: string; fileName: string; kind: 'gerber' | 'bom' | 'cpl' | 'design' };

/** A section of the description, named as the quote form's fieldsets (plus the files). */
export type SpecSection = keyof (typeof enResources)['quotes']['sections'];

/** One line of the description: the field's label and its value, in the reader's language. */
export type SpecRow = { field: string; label: string; value: string; file?: SpecFile };

/** One section with its lines. */
export type SpecGroup = { section: SpecSection; title: string; rows: SpecRow[] };

/** What is described: the order type (its form), the spec as stored, and the order's files. */
export type SpecSubject = {
  orderType: OrderType;
  spec: Record<string, unknown>;
  files?: readonly SpecFile[];
  /** The price book whose option words to use; the bundled one when not given (a word is the same in every book). */
  priceBook?: PriceBook;
};

// A field the form hides for this spec (inner copper on two layers) is passed as undefined, so it is left out.
function describePcb(spec: Record<string, unknown>, words: Words): [SpecSection, SectionBuilder][] {
  const pcb = normalizePcbSpec(spec as unknown as PcbSpecInput);
  const processes = Array.isArray(pcb.specialProcesses) ? pcb.specialProcesses : [];
  const hasInnerLayers = typeof pcb.layers === 'number' && pcb.layers > 2;
  // A flexible board shows its own options (coverlay, not solder mask; no TG grade); a rigid board does not show them.
  const isFpc = pcb.material === 'FPC';
  const flexible = <T>(value: T): T | undefined => (isFpc ? value : undefined);
  const rigid = <T>(value: T): T | undefined => (isFpc ? undefined : value);
  const stiffener = isFpc && pcb.stiffener !== 'none' ? pcb.stiffener : null;
  const stiffenerMm = stiffener
    ? (pcb.stiffenerThickness ?? words.priceBook.pcb.fpc.stiffener[stiffener].defaultMm)
    : undefined;
  return [
    [
      'board',
      createSection(words)
        .option('material', 'material', 'material', pcb.material)
        .option('layers', 'layers', 'layers', pcb.layers)
        .text('boardLength', 'boardLength', pcb.boardLength)
        .text('boardWidth', 'boardWidth', pcb.boardWidth)
        .text('boardNumber', 'boardNumber', pcb.boardNumber)
        .option('boardType', 'boardType', 'boardType', pcb.boardType)
        .option('designDocuments', 'designDocuments', 'designDocuments', pcb.designDocuments),
    ],
    [
      'build',
      createSection(words)
        .option('thickness', 'thickness', pcb.material === 'FPC' ? 'fpcThickness' : 'thickness', pcb.thickness)
        .option('polyimideThickness', 'polyimideThickness', 'polyimideThickness', flexible(pcb.polyimideThickness))
        .option('adhesive', 'adhesive', 'adhesive', flexible(pcb.adhesive))
        .option('tg', 'tg', 'tg', rigid(pcb.tg))
        .option('copperOuter', 'copperOuter', 'copperOuter', pcb.copperOuter)
        .option('copperInner', 'copperInner', 'copperInner', hasInnerLayers ? pcb.copperInner : undefined)
        .option('minTrace', 'minTrace', 'minTrace', pcb.minTrace)
        .option('minHole', 'minHole', 'minHole', pcb.minHole),
    ],
    [
      'finish',
      createSection(words)
        .option('coverlay', 'coverlay', 'coverlay', flexible(pcb.coverlay))
        .option('solderMask', 'solderMask', 'solderMask', rigid(pcb.solderMask))
        .text('silkscreen', 'silkscreen', rigid(words.t(`silkscreen.${deriveSilkscreen(pcb.solderMask)}`)))
        .option('surfaceFinish', 'surfaceFinish', 'surfaceFinish', pcb.surfaceFinish)
        .option(
          'goldThickness',
          'goldThickness',
          'goldThickness',
          pcb.surfaceFinish === 'enig' ? pcb.goldThickness : undefined,
        )
        .option('viaCovering', 'viaCovering', 'viaCovering', pcb.viaCovering),
    ],
    [
      'extras',
      createSection(words)
        .option('stiffener', 'stiffener', 'stiffener', flexible(pcb.stiffener))
        .option(
          'stiffenerThickness',
          'stiffenerThickness',
          stiffener ? `${stiffener}StiffenerThickness` : 'piStiffenerThickness',
          stiffenerMm,
        )
        .option('testMethod', 'testMethod', 'testMethod', pcb.testMethod)
        .options('specialProcesses', 'specialProcesses', 'specialProcesses', processes)
        .option('hdiOrder', 'hdiOrder', 'hdiOrder', processes.includes('hdi') ? pcb.hdiOrder : undefined)
        .option('orderNumberMark', 'orderNumberMark', 'orderNumberMark', pcb.orderNumberMark)
        .option('packaging', 'packaging', 'packaging', pcb.packaging)
        .check('ulMark', 'ulMark', pcb.ulMark)
        .check('dateCode', 'dateCode', pcb.dateCode)
        .check('productionDraftConfirm', 'productionDraftConfirm', pcb.productionDraftConfirm)
        .text('vCutLines', 'vCutLines', pcb.vCutLines),
    ],
    [
      'delivery',
      createSection(words)
        .option('delivery', 'delivery', 'delivery', pcb.delivery)
        .option('invoiceType', 'invoiceType', 'invoiceType', pcb.invoiceType),
    ],
  ];
}

function describeSmt(spec: Record<string, unknown>, words: Words): [SpecSection, SectionBuilder][] {
  const smt = normalizeSmtSpec(spec as unknown as SmtSpecInput);
  const job = createSection(words)
    .text('componentsNumber', 'componentsNumber', smt.componentsNumber)
    .text('boardsNumber', 'boardsNumber', smt.boardsNumber)
    .option('processRequirement', 'processRequirement', 'processRequirement', smt.processRequirement)
    .text('dipPoints', 'dipPoints', smt.processRequirement === 'smt_dip' ? smt.dipPoints : undefined)
    .text('boardLength', 'smtBoardLength', smt.boardLength)
    .text('boardWidth', 'smtBoardWidth', smt.boardWidth);
  const options = createSection(words)
    .check('stencilNeeded', 'stencilNeeded', smt.stencilNeeded)
    .check('purchaseOnBehalf', 'purchaseOnBehalf', smt.purchaseOnBehalf)
    .check('conformalCoating', 'conformalCoating', smt.conformalCoating)
    .check('componentBaking', 'componentBaking', smt.componentBaking)
    .text('bakingTime', 'bakingTime', smt.componentBaking === true ? smt.bakingTime : undefined)
    .check('hasPcbOrder', 'hasPcbOrder', smt.hasPcbOrder)
    .text('pcbOrderNo', 'pcbOrderNo', smt.hasPcbOrder === true ? smt.pcbOrderNo : undefined)
    .text('otherDemand', 'otherDemand', smt.otherDemand);
  const delivery = createSection(words)
    .option('delivery', 'delivery', 'smtDelivery', smt.delivery)
    .option('invoiceType', 'invoiceType', 'invoiceType', smt.invoiceType);
  return [
    ['smtJob', job],
    ['smtOptions', options],
    ['delivery', delivery],
  ];
}

function describeStencil(spec: Record<string, unknown>, words: Words): [SpecSection, SectionBuilder][] {
  const stencil = normalizeStencilSpec(spec as unknown as StencilSpecInput);
  const main = createSection(words)
    .option('type', 'stencilType', 'stencilType', stencil.type)
    .option('size', 'stencilSize', 'stencilSize', stencil.size)
    .option('thickness', 'stencilThickness', 'stencilThickness', stencil.thickness)
    .text('number', 'stencilNumber', stencil.number)
    .option('productionMethod', 'productionMethod', 'productionMethod', stencil.productionMethod)
    .option('polishProcess', 'polishProcess', 'polishProcess', stencil.polishProcess)
    .check('nanoTreatment', 'nanoTreatment', stencil.nanoTreatment)
    .option('markRequirement', 'markRequirement', 'markRequirement', stencil.markRequirement)
    .option('usage', 'usage', 'usage', stencil.usage)
    .check('hasPcbOrder', 'hasPcbOrder', stencil.hasPcbOrder)
    .text('pcbOrderNo', 'pcbOrderNo', stencil.hasPcbOrder === true ? stencil.pcbOrderNo : undefined)
    .text('otherRequirements', 'otherDemand', stencil.otherRequirements);
  const delivery = createSection(words).option('invoiceType', 'invoiceType', 'invoiceType', stencil.invoiceType);
  return [
    ['stencil', main],
    ['delivery', delivery],
  ];
}

function describeBom(spec: Record<string, unknown>, words: Words): [SpecSection, SectionBuilder][] {
  return [
    [
      'bom',
      createSection(words)
        .text('sets', 'bomSets', spec.sets)
        .text('purchaseRemark', 'purchaseRemark', spec.purchaseRemark),
    ],
  ];
}

function describeDesign(spec: Record<string, unknown>, words: Words): [SpecSection, SectionBuilder][] {
  return [
    [
      'design',
      createSection(words)
        .text('pins', 'designPins', spec.pins)
        .option('layers', 'layers', 'layers', spec.layers)
        .text('bgaPins', 'bgaPins', spec.bgaPins)
        .measure('bgaPitchMm', 'bgaPitch', spec.bgaPitchMm, 'spec.pitch')
        .measure('diffPairGbps', 'diffPair', spec.diffPairGbps, 'spec.rate')
        .option('minTraceMil', 'minTrace', 'minTrace', spec.minTraceMil),
    ],
  ];
}

const fileLabels = {
  gerber: 'gerberFile',
  bom: 'bomFile',
  cpl: 'cplFile',
  design: 'designFile',
} as const satisfies Record<SpecFile['kind'], FieldLabel>;

// The files section: each file by its name (the spec's file id is never shown); a board or BOM order without its
// file says so.
function describeFiles(subject: SpecSubject, words: Words): SpecRow[] {
  const files = subject.files ?? [];
  const rows: SpecRow[] = files.map((file) => ({
    field: `${file.kind}File`,
    label: words.t(`fields.${fileLabels[file.kind]}`),
    value: file.fileName,
    file,
  }));
  const expected: SpecFile['kind'] | null =
    subject.orderType === 'pcb' ? 'gerber' : subject.orderType === 'bom' ? 'bom' : null;
  if (expected && !files.some((file) => file.kind === expected)) {
    rows.push({
      field: `${expected}File`,
      label: words.t(`fields.${fileLabels[expected]}`),
      value: words.t('spec.notAttached'),
    });
  }
  return rows;
}

/**
 * Describes a spec as the quote form shows it: its sections in the form's order, each field with its label and value
 * in the reader's language (defaults the order was priced with included, fields the form hides for this spec left
 * out), and the order's files by name. Keys the form does not know are not shown: the contracts strip them on save.
 */
export function describeSpec(subject: SpecSubject, t: TFunction<'quotes'>, language: string): SpecGroup[] {
  const words: Words = {
    t,
    isZh: toLanguage(language) === 'zh-CN',
    priceBook: subject.priceBook ?? defaultPriceBook,
  };
  const sections = (() => {
    switch (subject.orderType) {
      case 'pcb':
        return describePcb(subject.spec, words);
      case 'smt':
        return describeSmt(subject.spec, words);
      case 'stencil':
        return describeStencil(subject.spec, words);
      case 'bom':
        return describeBom(subject.spec, words);
      case 'design':
        return describeDesign(subject.spec, words);
    }
  })();
  const groups: SpecGroup[] = sections
    .filter(([, builder]) => builder.rows.length > 0)
    .map(([section, builder]) => ({ section, title: t(`sections.${section}`), rows: builder.rows }));
  const files = describeFiles(subject, words);
  if (files.length > 0) groups.push({ section: 'files', title: t('sections.files'), rows: files });
  return groups;
}

/** The fields a one-line summary names, per order type (the cart line): what tells two boards apart at a glance. */
const summaryFields: Record<OrderType, readonly string[]> = {
  pcb: ['material', 'layers', 'thickness', 'solderMask', 'surfaceFinish'],
  smt: ['processRequirement', 'componentsNumber'],
  stencil: ['type', 'size', 'thickness'],
  bom: ['sets'],
  design: ['pins', 'layers'],
};

// Values that name themselves: "FR-4", "2 layers", "SMT one side", "Framed".
const selfNamedFields = new Set(['material', 'layers', 'processRequirement', 'type']);

/**
 * A one-line summary of a spec with the same words as its description: "FR-4 · 2 layers · 100 × 100 mm ·
 * Thickness: 1.6 mm · Solder mask: Green · Surface finish: Leaded HASL".
 */
export function summarizeSpec(subject: SpecSubject, t: TFunction<'quotes'>, language: string): string {
  const rows = describeSpec({ ...subject, files: [] }, t, language).flatMap((group) => group.rows);
  const byField = new Map(rows.map((row) => [row.field, row]));
  const pieces: string[] = [];
  for (const field of summaryFields[subject.orderType]) {
    const row = byField.get(field);
    if (!row) continue;
    const isSelfNamed = selfNamedFields.has(field);
    pieces.push(isSelfNamed ? row.value : t('spec.pair', { label: row.label, value: row.value }));
    if (field === 'layers' && subject.orderType === 'pcb') {
      const { boardLength, boardWidth } = subject.spec;
      if (typeof boardLength === 'number' && typeof boardWidth === 'number') {
        pieces.push(t('spec.size', { length: boardLength, width: boardWidth }));
      }
    }
  }
  return pieces.join(' · ');
}
