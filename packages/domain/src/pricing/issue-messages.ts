import { type Language, pickWording } from '../language.ts';
import { type Label, optionLabels } from './labels.ts';
import type { IssueParam, PricingIssue, PricingRuleId } from './pricing-rules.ts';

/** Names of the spec fields an issue can name (docs/vocabulary.md words where there are some). */
export const issueFieldLabels: Record<string, Label> = {
  material: { en: 'Material', zh: '板材' },
  layers: { en: 'Layers', zh: '层数' },
  boardLength: { en: 'Board length', zh: '板长' },
  boardWidth: { en: 'Board width', zh: '板宽' },
  boardNumber: { en: 'Quantity', zh: '数量' },
  boardType: { en: 'Delivery format', zh: '出货方式' },
  designDocuments: { en: 'Designs in file', zh: '设计文件数' },
  thickness: { en: 'Thickness', zh: '板厚' },
  tg: { en: 'TG', zh: '板材TG值' },
  copperOuter: { en: 'Outer copper', zh: '外层铜厚' },
  copperInner: { en: 'Inner copper', zh: '内层铜厚' },
  minTrace: { en: 'Min track/space', zh: '最小线宽线距' },
  minHole: { en: 'Min hole', zh: '最小孔径' },
  solderMask: { en: 'Solder mask', zh: '阻焊颜色' },
  surfaceFinish: { en: 'Surface finish', zh: '表面处理' },
  goldThickness: { en: 'Gold thickness', zh: '沉金厚度' },
  viaCovering: { en: 'Via covering', zh: '过孔处理' },
  testMethod: { en: 'Test method', zh: '测试方式' },
  specialProcesses: { en: 'Special processes', zh: '特殊工艺' },
  hdiOrder: { en: 'HDI laser order', zh: 'HDI阶数' },
  orderNumberMark: { en: 'Order number on board', zh: '客编(订单号)' },
  packaging: { en: 'Packaging', zh: '包装' },
  delivery: { en: 'Delivery', zh: '交期' },
  invoiceType: { en: 'Invoice', zh: '发票类型' },
  vCutLines: { en: 'V-cut lines', zh: 'V割线数' },
  polyimideThickness: { en: 'Polyimide thickness', zh: '基材PI厚度' },
  coverlay: { en: 'Coverlay', zh: '覆盖膜' },
  adhesive: { en: 'Base', zh: '基材类型' },
  stiffener: { en: 'Stiffener', zh: '补强' },
  stiffenerThickness: { en: 'Stiffener thickness', zh: '补强厚度' },
  gerberFileId: { en: 'Gerber file', zh: 'Gerber文件' },
  componentsNumber: { en: 'Components per board', zh: '元器件数量' },
  boardsNumber: { en: 'Boards', zh: '板子数量' },
  processRequirement: { en: 'Process', zh: '工艺要求' },
  dipPoints: { en: 'Through-hole points', zh: '插件点数' },
  bakingTime: { en: 'Baking time', zh: '烘烤时间' },
  pcbOrderNo: { en: 'PCB order number', zh: 'PCB订单号' },
  type: { en: 'Stencil type', zh: '钢网类型' },
  size: { en: 'Stencil size', zh: '钢网尺寸' },
  productionMethod: { en: 'Production method', zh: '制作方式' },
  polishProcess: { en: 'Polishing', zh: '抛光工艺' },
  markRequirement: { en: 'MARK points', zh: 'MARK点' },
  usage: { en: 'Usage', zh: '用途' },
  number: { en: 'Quantity', zh: '数量' },
  pins: { en: 'Pins', zh: '引脚数' },
  bgaPins: { en: 'BGA pins', zh: 'BGA引脚数' },
  bgaPitchMm: { en: 'BGA pitch', zh: 'BGA间距' },
  diffPairGbps: { en: 'Differential pair rate', zh: '差分信号速率' },
  minTraceMil: { en: 'Min track/space', zh: '最小线宽线距' },
};

// Option labels by field, to name option values in messages instead of codes.
const valueLabels: Record<string, Record<string, Label>> = {
  ...optionLabels,
  type: optionLabels.stencilType,
};

interface Wording {
  isEnglish: boolean;
  /** The field's name in the language; `fieldKey` is the spec field itself. */
  field: string;
  fieldKey: string;
  params: Readonly<Record<string, IssueParam>>;
}

function readNumber(params: Wording['params'], key: string): string {
  const value = params[key];
  return typeof value === 'number' ? String(Number(value.toFixed(4))) : String(value ?? '');
}

function withUnit(params: Wording['params']): string {
  const unit = params.unit;
  return typeof unit === 'string' && unit !== '' ? ` ${unit}` : '';
}

// Units of numeric option values named in messages ("50 µm", not "50").
const valueUnits: Record<string, string> = { polyimideThickness: 'µm', stiffenerThickness: 'mm' };

function nameValue(field: string, value: string | number, isEnglish: boolean): string {
  const label =
    typeof value === 'string'
      ? valueLabels[field === 'delivery' && value === '48h' ? 'smtDelivery' : field]?.[value]
      : undefined;
  if (label) return isEnglish ? label.en : label.zh;
  return typeof value === 'number' ? String(Number(value.toFixed(4))) : value;
}

/** An option value with its unit, where the rule's params carry none (notForMaterial). */
function nameValueWithUnit(field: string, value: string | number, isEnglish: boolean): string {
  const unit = valueUnits[field];
  const name = nameValue(field, value, isEnglish);
  return unit ? `${name} ${unit}` : name;
}

function joinValues(
  field: string,
  values: IssueParam | undefined,
  isEnglish: boolean,
  lastWord: 'or' | 'and' = 'or',
  name: typeof nameValue = nameValue,
): string {
  const list = Array.isArray(values) ? values.map((value: string | number) => name(field, value, isEnglish)) : [];
  if (!isEnglish) return list.join('、');
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} ${lastWord} ${list[list.length - 1]}`;
}

function nameMaterials(materials: IssueParam | undefined, isEnglish: boolean): string {
  return joinValues('material', materials, isEnglish);
}

function describeLayerLimit({ isEnglish, params }: Wording): string {
  const min = readNumber(params, 'minLayers');
  const max = readNumber(params, 'maxLayers');
  if (isEnglish) return min === '1' ? `at most ${max} layers` : `${min}–${max} layers`;
  return min === '1' ? `不超过 ${max} 层` : `${min}–${max} 层`;
}

type Sentence = (wording: Wording) => string;

// One sentence per rule, in both languages: adding a rule id without its sentences does not compile.
const sentences: Record<PricingRuleId, Sentence> = {
  required: ({ isEnglish, field }) => (isEnglish ? `${field} is required` : `请填写${field}`),
  requiredWithPcbOrder: ({ isEnglish }) =>
    isEnglish ? 'PCB order number is required when you have a PCB order' : '已有PCB订单时必须填写PCB订单号',
  integer: ({ isEnglish, field }) => (isEnglish ? `${field} must be a whole number` : `${field}必须是整数`),
  positive: ({ isEnglish, field }) => (isEnglish ? `${field} must be greater than 0` : `${field}必须大于 0`),
  range: ({ isEnglish, field, params }) =>
    isEnglish
      ? `${field} must be between ${readNumber(params, 'min')} and ${readNumber(params, 'max')}${withUnit(params)}`
      : `${field}必须在 ${readNumber(params, 'min')} 到 ${readNumber(params, 'max')}${withUnit(params)} 之间`,
  min: ({ isEnglish, field, params }) =>
    isEnglish
      ? `${field} must be at least ${readNumber(params, 'min')}${withUnit(params)}`
      : `${field}不能小于 ${readNumber(params, 'min')}${withUnit(params)}`,
  oneOf: ({ isEnglish, field, fieldKey, params }) => {
    const values = joinValues(fieldKey, params.values, isEnglish);
    return isEnglish
      ? `${field} must be one of ${values}${withUnit(params)}`
      : `${field}只能是：${values}${withUnit(params)}`;
  },
  layersEven: ({ isEnglish, params }) =>
    isEnglish
      ? `Boards with more than ${readNumber(params, 'above')} layers must have an even number of layers`
      : `${readNumber(params, 'above')} 层以上的板层数必须为偶数`,
  layersForMaterial: ({ isEnglish, params }) => {
    const material = nameValue('material', String(params.material ?? ''), isEnglish);
    const allowed = joinValues('layers', params.allowed, isEnglish);
    return isEnglish ? `${material} boards are made with ${allowed} layers only` : `${material}只能做 ${allowed} 层`;
  },
  thicknessNotOffered: ({ isEnglish, params }) => {
    const standard = Array.isArray(params.standard)
      ? params.standard.map((mm: string | number) => Number(mm).toFixed(1))
      : [];
    const special = Array.isArray(params.special) ? params.special.map(String) : [];
    const step = readNumber(params, 'step');
    if (isEnglish) {
      return `Thickness must be one of ${joinValues('thickness', standard, true)} mm, or ${special.join(' or ')} mm in ${step} mm steps`;
    }
    return `板厚只能是 ${standard.join('、')} mm，或 ${special.join('、')} mm（按 ${step} mm 递增）`;
  },
  smtBoardTooSmall: ({ isEnglish, field, params }) => {
    const min = readNumber(params, 'min');
    return isEnglish
      ? `Boards smaller than ${min} × ${min} mm must be ordered in panels (${field.toLowerCase()} is under ${min} mm)`
      : `小于 ${min}×${min} mm 的板请拼版后下单（${field}小于 ${min} mm）`;
  },
  processNeedsLayers: ({ isEnglish, params }) => {
    const process = nameValue('specialProcesses', String(params.process ?? ''), isEnglish);
    const layers = readNumber(params, 'minLayers');
    return isEnglish ? `${process} need at least ${layers} layers` : `${process}至少需要 ${layers} 层板`;
  },
  notForMaterial: ({ isEnglish, field, fieldKey, params }) => {
    const material = nameValue('material', String(params.material ?? ''), isEnglish);
    const value = nameValueWithUnit(fieldKey, String(params.value ?? ''), isEnglish);
    const allowed = joinValues(fieldKey, params.allowed, isEnglish, 'or', nameValueWithUnit);
    return isEnglish
      ? `${value} is not offered for ${material} boards: ${field} must be ${allowed}`
      : `${material}不提供${value}，${field}只能是：${allowed}`;
  },
  deliveryNotAllowed: (wording) => {
    const { isEnglish, params } = wording;
    const delivery = String(params.delivery ?? '');
    const materials = nameMaterials(params.materials, isEnglish);
    const isSampleOnly = params.isSampleOnly === true;
    const maxArea = typeof params.maxAreaM2 === 'number' ? readNumber(params, 'maxAreaM2') : null;
    const layers = describeLayerLimit(wording);
    if (isEnglish) {
      const area = maxArea === null ? '' : ` and ${maxArea} m²`;
      return `${delivery} delivery is available only for ${materials} ${isSampleOnly ? 'sample ' : ''}boards of ${layers}${area}`;
    }
    const hours = delivery.replace('h', '小时');
    const area = maxArea === null ? '' : `、面积不超过 ${maxArea} ㎡`;
    return `${hours}加急仅适用于${layers}${area}的 ${materials} ${isSampleOnly ? '样板' : '板'}`;
  },
  thicknessNeedsReview: ({ isEnglish, params }) =>
    isEnglish
      ? `Thickness ${readNumber(params, 'thickness')} mm is a special thickness: priced as ${readNumber(params, 'pricedAs')} mm and confirmed by engineering review`
      : `板厚 ${readNumber(params, 'thickness')} mm 为特殊板厚：按 ${readNumber(params, 'pricedAs')} mm 计价，需工程评审确认`,
  copperNeedsReview: ({ isEnglish, field, params }) =>
    isEnglish
      ? `${field} above ${readNumber(params, 'limit')} oz (${readNumber(params, 'value')} oz) needs engineering review`
      : `${field}超过 ${readNumber(params, 'limit')} oz（${readNumber(params, 'value')} oz）需工程评审`,
  traceNeedsReview: ({ isEnglish, params }) =>
    isEnglish
      ? `Track/space ${readNumber(params, 'minTrace')} mil is finer than the standard ${readNumber(params, 'limit')} mil for ${readNumber(params, 'copperOz')} oz copper and needs engineering review`
      : `线宽线距 ${readNumber(params, 'minTrace')} mil 小于 ${readNumber(params, 'copperOz')} oz 铜厚的标准 ${readNumber(params, 'limit')} mil，需工程评审`,
  layoutPricedByReview: ({ isEnglish, params }) =>
    isEnglish
      ? `Designs with more than ${readNumber(params, 'fixedMaxPins')} pins are priced by staff review: this price is an estimate`
      : `超过 ${readNumber(params, 'fixedMaxPins')} 个引脚的设计由工作人员评审定价，当前价格为估价`,
  layoutCycleByReview: ({ isEnglish, params }) =>
    isEnglish
      ? `The design cycle of more than ${readNumber(params, 'maxPins')} pins is set by review`
      : `超过 ${readNumber(params, 'maxPins')} 个引脚的设计周期需评审确定`,
};

/** Turns a validation error or review reason into a sentence naming the field and its limit, in English or Chinese. */
export function describePricingIssue(issue: PricingIssue, language: Language): string {
  const isEnglish = language === 'en';
  const label = issueFieldLabels[issue.field];
  const field = label ? pickWording(language, label) : issue.field;
  return sentences[issue.rule]({ isEnglish, field, fieldKey: issue.field, params: issue.params });
}
