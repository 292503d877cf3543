import { formatNumber, type Label, optionLabels } from './labels.ts';
import {
  boardTypes,
  coverlayColours,
  fpcAdhesives,
  invoiceTypes,
  invoicingMethods,
  markRequirements,
  orderNumberMarks,
  packagings,
  pcbDeliveries,
  pcbMaterials,
  polishProcesses,
  productionMethods,
  smtDeliveries,
  smtProcesses,
  solderMasks,
  specialProcesses,
  stencilTypes,
  stencilUsages,
  stiffeners,
  surfaceFinishes,
  testMethods,
  tgGrades,
  viaCoverings,
} from './options.ts';
import type { PriceBook } from './price-book-shape.ts';

/** One option of POST /dict/getDictListByPid: `label` is Chinese, `labelEn` English, `value` what the spec takes. */
export interface DictionaryOption {
  id: number;
  pid: number;
  label: string;
  labelEn: string;
  value: string | number;
  sort: number;
}

/**
 * Parent ids of the option sets, one per form field: 1xx PCB, 2xx SMT, 3xx stencil, 4xx shared. An option's id is
 * `pid × 100 + sort`.
 */
export const dictionaryParentIds = {
  material: 101,
  layers: 102,
  thickness: 103,
  fpcThickness: 104,
  tg: 105,
  copperOuter: 106,
  copperInner: 107,
  minTrace: 108,
  minHole: 109,
  solderMask: 110,
  surfaceFinish: 111,
  goldThickness: 112,
  viaCovering: 113,
  testMethod: 114,
  specialProcesses: 115,
  hdiOrder: 116,
  orderNumberMark: 117,
  packaging: 118,
  delivery: 119,
  boardType: 120,
  designDocuments: 121,
  polyimideThickness: 122,
  coverlay: 123,
  adhesive: 124,
  stiffener: 125,
  piStiffenerThickness: 126,
  fr4StiffenerThickness: 127,
  steelStiffenerThickness: 128,
  processRequirement: 201,
  smtDelivery: 202,
  stencilType: 301,
  stencilSize: 302,
  stencilThickness: 303,
  productionMethod: 304,
  polishProcess: 305,
  markRequirement: 306,
  usage: 307,
  invoiceType: 401,
  invoicingMethod: 402,
} as const;
export type DictionaryField = keyof typeof dictionaryParentIds;

type Entry = { value: string | number; label: Label };

function fromOptions<T extends string>(values: readonly T[], labels: Record<T, Label>): Entry[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

function fromNumbers(values: readonly number[], format: (value: number) => Label): Entry[] {
  return values.map((value) => ({ value, label: format(value) }));
}

function withUnit(unitEn: string, unitZh: string): (value: number) => Label {
  return (value) => ({ en: `${formatNumber(value)} ${unitEn}`, zh: `${formatNumber(value)}${unitZh}` });
}

function nameLayers(layers: number): Label {
  if (layers === 1) return { en: '1 layer', zh: '单面' };
  return { en: `${layers} layers`, zh: layers === 2 ? '双面' : `${layers}层` };
}

const nameMillimetres = withUnit('mm', 'mm');
const nameOunces = withUnit('oz', 'oz');

/**
 * How the value of a numeric field reads, in and outside its option set (a spec sent through the API may hold a
 * value the form does not offer).
 */
const numberNames = {
  layers: nameLayers,
  thickness: nameMillimetres,
  fpcThickness: nameMillimetres,
  copperOuter: nameOunces,
  copperInner: nameOunces,
  minTrace: (value) => ({ en: `${value}/${value} mil`, zh: `${value}/${value}mil` }),
  minHole: nameMillimetres,
  goldThickness: (value) => ({ en: `${value} µ"`, zh: `${value}微英寸` }),
  hdiOrder: (value) => ({ en: `Order ${value}`, zh: `${value}阶` }),
  designDocuments: (value) => ({ en: String(value), zh: String(value) }),
  stencilThickness: nameMillimetres,
  polyimideThickness: withUnit('µm', 'µm'),
  piStiffenerThickness: nameMillimetres,
  fr4StiffenerThickness: nameMillimetres,
  steelStiffenerThickness: nameMillimetres,
} satisfies Partial<Record<DictionaryField, (value: number) => Label>>;

/** Lists the rigid-board thicknesses: the standard ones and the special ones of the price book, ascending. */
export function listRigidThicknesses(priceBook: PriceBook): { mm: number; isSpecial: boolean }[] {
  const capability = priceBook.pcb.capability;
  const result = capability.standardThicknessMm.map((mm) => ({ mm, isSpecial: false }));
  const step = capability.specialThicknessStepMm;
  for (const range of capability.specialThickness) {
    const count = Math.round((range.toMm - range.fromMm) / step);
    for (let index = 0; index <= count; index += 1) {
      result.push({ mm: Number((range.fromMm + index * step).toFixed(4)), isSpecial: true });
    }
  }
  return result.sort((a, b) => a.mm - b.mm);
}

function listEntries(priceBook: PriceBook): Record<DictionaryField, Entry[]> {
  const pcb = priceBook.pcb;
  const capability = pcb.capability;
  const layers: number[] = [];
  for (let count = capability.minLayers; count <= capability.maxLayers; count += 1) {
    if (count <= capability.evenLayersAbove || count % 2 === 0) layers.push(count);
  }
  const hdiOrders: number[] = [];
  for (let order = capability.hdiOrder.min; order <= capability.hdiOrder.max; order += 1) hdiOrders.push(order);
  const golds: number[] = [];
  for (let gold = capability.goldThicknessMicroInch.min; gold <= capability.goldThicknessMicroInch.max; gold += 1)
    golds.push(gold);
  return {
    material: fromOptions(pcbMaterials, optionLabels.material),
    layers: fromNumbers(layers, numberNames.layers),
    thickness: listRigidThicknesses(priceBook).map(({ mm: value, isSpecial }) => ({
      value,
      label: isSpecial
        ? { en: `${value.toFixed(1)} mm (special)`, zh: `${value.toFixed(1)}mm（特殊板厚）` }
        : { en: `${value.toFixed(1)} mm`, zh: `${value.toFixed(1)}mm` },
    })),
    fpcThickness: fromNumbers(capability.fpcThicknessMm, numberNames.fpcThickness),
    tg: fromOptions(tgGrades, optionLabels.tg),
    copperOuter: fromNumbers(pcb.formOptions.copperOuterOz, numberNames.copperOuter),
    copperInner: fromNumbers(pcb.formOptions.copperInnerOz, numberNames.copperInner),
    minTrace: fromNumbers(pcb.formOptions.minTraceMil, numberNames.minTrace),
    minHole: fromNumbers(pcb.formOptions.minHoleMm, numberNames.minHole),
    solderMask: fromOptions(solderMasks, optionLabels.solderMask),
    surfaceFinish: fromOptions(surfaceFinishes, optionLabels.surfaceFinish),
    goldThickness: fromNumbers(golds, numberNames.goldThickness),
    viaCovering: fromOptions(viaCoverings, optionLabels.viaCovering),
    testMethod: fromOptions(testMethods, optionLabels.testMethod),
    specialProcesses: fromOptions(specialProcesses, optionLabels.specialProcesses),
    hdiOrder: fromNumbers(hdiOrders, numberNames.hdiOrder),
    orderNumberMark: fromOptions(orderNumberMarks, optionLabels.orderNumberMark),
    packaging: fromOptions(packagings, optionLabels.packaging),
    delivery: fromOptions(pcbDeliveries, optionLabels.delivery),
    boardType: fromOptions(boardTypes, optionLabels.boardType),
    designDocuments: fromNumbers(pcb.formOptions.designDocuments, numberNames.designDocuments),
    polyimideThickness: fromNumbers(
      pcb.fpc.polyimideThicknessUm.map((row) => row.um),
      numberNames.polyimideThickness,
    ),
    coverlay: fromOptions(coverlayColours, optionLabels.coverlay),
    adhesive: fromOptions(fpcAdhesives, optionLabels.adhesive),
    stiffener: fromOptions(stiffeners, optionLabels.stiffener),
    piStiffenerThickness: fromNumbers(pcb.fpc.stiffener.pi.thicknessesMm, numberNames.piStiffenerThickness),
    fr4StiffenerThickness: fromNumbers(pcb.fpc.stiffener.fr4.thicknessesMm, numberNames.fr4StiffenerThickness),
    steelStiffenerThickness: fromNumbers(pcb.fpc.stiffener.steel.thicknessesMm, numberNames.steelStiffenerThickness),
    processRequirement: fromOptions(smtProcesses, optionLabels.processRequirement),
    smtDelivery: fromOptions(smtDeliveries, optionLabels.smtDelivery),
    stencilType: fromOptions(stencilTypes, optionLabels.stencilType),
    stencilSize: priceBook.stencil.sizes.map(({ size }) => ({
      value: size,
      label: { en: `${size.replace('x', ' × ')} mm`, zh: `${size.replace('x', '×')}mm` },
    })),
    stencilThickness: fromNumbers(priceBook.stencil.thicknessesMm, numberNames.stencilThickness),
    productionMethod: fromOptions(productionMethods, optionLabels.productionMethod),
    polishProcess: fromOptions(polishProcesses, optionLabels.polishProcess),
    markRequirement: fromOptions(markRequirements, optionLabels.markRequirement),
    usage: fromOptions(stencilUsages, optionLabels.usage),
    invoiceType: fromOptions(invoiceTypes, optionLabels.invoiceType),
    invoicingMethod: fromOptions(invoicingMethods, optionLabels.invoicingMethod),
  };
}

/** Lists every option set the forms and POST /dict/getDictListByPid serve, built from the price book. */
export function listDictionaryOptions(priceBook: PriceBook): DictionaryOption[] {
  const entries = listEntries(priceBook);
  const options: DictionaryOption[] = [];
  for (const field of Object.keys(dictionaryParentIds) as DictionaryField[]) {
    const pid = dictionaryParentIds[field];
    entries[field].forEach((entry, index) => {
      const sort = index + 1;
      options.push({
        id: pid * 100 + sort,
        pid,
        label: entry.label.zh,
        labelEn: entry.label.en,
        value: entry.value,
        sort,
      });
    });
  }
  return options;
}

/** Lists the options of one parent id (empty for an unknown id). */
export function listDictionaryOptionsByPid(pid: number, priceBook: PriceBook): DictionaryOption[] {
  return listDictionaryOptions(priceBook).filter((option) => option.pid === pid);
}

const entriesByBook = new WeakMap<PriceBook, Record<DictionaryField, Entry[]>>();

/**
 * Names one value of a form field in both languages, as the field's option set does (an order's spec shown with the
 * quote form's words); a number outside the set is worded as its field words numbers. Null: a value the field does
 * not know.
 */
export function nameOptionValue(priceBook: PriceBook, field: DictionaryField, value: unknown): Label | null {
  let entries = entriesByBook.get(priceBook);
  if (!entries) {
    entries = listEntries(priceBook);
    entriesByBook.set(priceBook, entries);
  }
  const entry = entries[field].find((option) => option.value === value);
  if (entry) return entry.label;
  const name = (numberNames as Partial<Record<DictionaryField, (value: number) => Label>>)[field];
  return name && typeof value === 'number' && Number.isFinite(value) ? name(value) : null;
}
