import type {
  BoardType,
  CoverlayColour,
  FpcAdhesive,
  InvoiceType,
  InvoicingMethod,
  MarkRequirement,
  OrderNumberMark,
  Packaging,
  PcbDelivery,
  PcbMaterial,
  PolishProcess,
  ProductionMethod,
  QuoteMode,
  SmtDelivery,
  SmtProcess,
  SolderMask,
  SpecialProcess,
  StencilType,
  StencilUsage,
  Stiffener,
  SurfaceFinish,
  TestMethod,
  TgGrade,
  ViaCovering,
} from './options.ts';

/** An English and a Chinese wording (docs/vocabulary.md). */
export interface Label {
  en: string;
  zh: string;
}

/** The docs/vocabulary.md words of every option value, by field. */
export const optionLabels = {
  material: {
    FR4: { en: 'FR-4', zh: 'FR-4' },
    FR4_HB: { en: 'Non-flame-retardant (94HB)', zh: '非阻燃板(94HB)' },
    ALUMINUM: { en: 'Aluminium base', zh: '铝基板' },
    COPPER: { en: 'Copper base', zh: '铜基板' },
    FPC: { en: 'Flexible (FPC)', zh: 'FPC软板' },
    ROGERS: { en: 'Rogers', zh: '罗杰斯高频板' },
  } satisfies Record<PcbMaterial, Label>,
  boardType: {
    single: { en: 'Single pieces', zh: '单片出货' },
    panel: { en: 'Panel', zh: '拼版出货' },
  } satisfies Record<BoardType, Label>,
  tg: {
    TG130: { en: 'TG130', zh: 'TG130' },
    TG150: { en: 'TG150', zh: 'TG150' },
    TG170: { en: 'TG170', zh: 'TG170' },
  } satisfies Record<TgGrade, Label>,
  solderMask: {
    green: { en: 'Green', zh: '绿色' },
    red: { en: 'Red', zh: '红色' },
    yellow: { en: 'Yellow', zh: '黄色' },
    blue: { en: 'Blue', zh: '蓝色' },
    white: { en: 'White', zh: '白色' },
    black: { en: 'Black', zh: '黑色' },
    matte_black: { en: 'Matte black', zh: '哑光黑' },
  } satisfies Record<SolderMask, Label>,
  surfaceFinish: {
    hasl_leaded: { en: 'Leaded HASL', zh: '有铅喷锡' },
    hasl_lead_free: { en: 'Lead-free HASL', zh: '无铅喷锡' },
    enig: { en: 'Immersion gold (ENIG)', zh: '沉金' },
  } satisfies Record<SurfaceFinish, Label>,
  coverlay: {
    yellow: { en: 'Yellow coverlay', zh: '黄色覆盖膜' },
    black: { en: 'Black coverlay', zh: '黑色覆盖膜' },
    white: { en: 'White coverlay', zh: '白色覆盖膜' },
  } satisfies Record<CoverlayColour, Label>,
  adhesive: {
    with_adhesive: { en: 'With adhesive (3-layer base)', zh: '有胶基材' },
    adhesiveless: { en: 'Adhesiveless (2-layer base)', zh: '无胶基材' },
  } satisfies Record<FpcAdhesive, Label>,
  stiffener: {
    none: { en: 'No stiffener', zh: '不补强' },
    pi: { en: 'Polyimide (PI) stiffener', zh: 'PI补强' },
    fr4: { en: 'FR-4 stiffener', zh: 'FR-4补强' },
    steel: { en: 'Stainless steel stiffener', zh: '钢片补强' },
  } satisfies Record<Stiffener, Label>,
  viaCovering: {
    tented: { en: 'Tented vias', zh: '过孔盖油' },
    plugged: { en: 'Plugged vias', zh: '过孔塞油' },
    open: { en: 'Open vias', zh: '过孔开窗' },
  } satisfies Record<ViaCovering, Label>,
  testMethod: {
    flying_probe: { en: 'Flying probe', zh: '飞针测试' },
    fixture: { en: 'Test fixture', zh: '测试架' },
  } satisfies Record<TestMethod, Label>,
  specialProcesses: {
    impedance: { en: 'Impedance control', zh: '阻抗控制' },
    blind_buried_via: { en: 'Blind/buried vias', zh: '盲埋孔' },
    hdi: { en: 'HDI', zh: 'HDI' },
    gold_fingers: { en: 'Gold fingers', zh: '金手指' },
    castellated_holes: { en: 'Castellated holes', zh: '半孔' },
    edge_plating: { en: 'Edge plating', zh: '包边' },
  } satisfies Record<SpecialProcess, Label>,
  orderNumberMark: {
    default: { en: 'Default position', zh: '默认位置' },
    specified_position: { en: 'Specified position', zh: '指定位置' },
    none: { en: 'None', zh: '不加' },
  } satisfies Record<OrderNumberMark, Label>,
  packaging: {
    standard: { en: 'Standard', zh: '标准包装' },
    vacuum: { en: 'Vacuum', zh: '真空包装' },
  } satisfies Record<Packaging, Label>,
  delivery: {
    standard: { en: 'Standard', zh: '标准' },
    '24h': { en: '24 h', zh: '24小时加急' },
    '12h': { en: '12 h', zh: '12小时加急' },
    '8h': { en: '8 h', zh: '8小时加急' },
  } satisfies Record<PcbDelivery, Label>,
  smtDelivery: {
    standard: { en: 'Standard', zh: '标准' },
    '48h': { en: '48 h', zh: '48小时加急' },
    '24h': { en: '24 h', zh: '24小时加急' },
  } satisfies Record<SmtDelivery, Label>,
  invoiceType: {
    none: { en: 'No invoice', zh: '不开发票' },
    ordinary: { en: 'Ordinary VAT invoice', zh: '增值税普通发票' },
    special: { en: 'Special VAT invoice', zh: '增值税专用发票' },
  } satisfies Record<InvoiceType, Label>,
  invoicingMethod: {
    electronic: { en: 'Electronic', zh: '电子发票' },
    paper: { en: 'Paper', zh: '纸质发票' },
  } satisfies Record<InvoicingMethod, Label>,
  mode: {
    sample: { en: 'Sample', zh: '样板' },
    batch: { en: 'Batch', zh: '批量' },
  } satisfies Record<QuoteMode, Label>,
  processRequirement: {
    smt_single: { en: 'SMT one side', zh: '单面贴片' },
    smt_double: { en: 'SMT both sides', zh: '双面贴片' },
    smt_dip: { en: 'SMT + through-hole', zh: '贴片+插件' },
  } satisfies Record<SmtProcess, Label>,
  stencilType: {
    framed: { en: 'Framed', zh: '有框钢网' },
    frameless: { en: 'Frameless', zh: '无框钢网' },
    step: { en: 'Step', zh: '阶梯钢网' },
  } satisfies Record<StencilType, Label>,
  productionMethod: {
    laser: { en: 'Laser cut', zh: '激光切割' },
    electroform: { en: 'Electroformed', zh: '电铸' },
  } satisfies Record<ProductionMethod, Label>,
  polishProcess: {
    none: { en: 'None', zh: '无' },
    electropolish: { en: 'Electropolish', zh: '电抛光' },
  } satisfies Record<PolishProcess, Label>,
  markRequirement: {
    none: { en: 'None', zh: '无' },
    half_etch: { en: 'Half-etched', zh: '半刻' },
    laser_mark: { en: 'Laser marked', zh: '激光打标' },
  } satisfies Record<MarkRequirement, Label>,
  usage: {
    solder_paste: { en: 'Solder paste', zh: '锡膏' },
    red_glue: { en: 'Red glue', zh: '红胶' },
  } satisfies Record<StencilUsage, Label>,
} as const;

/** Cost-line names of docs/vocabulary.md. */
export const lineLabels = {
  boardFee: { en: 'Board fee', zh: '板费' },
  filmFee: { en: 'Film fee', zh: '菲林费' },
  splicingFee: { en: 'Panelization fee', zh: '拼版费' },
  colorCost: { en: 'Colour fee', zh: '颜色费' },
  sprayPlatingFee: { en: 'Surface finish fee', zh: '喷镀费' },
  testFee: { en: 'Test fee', zh: '测试费' },
  expediteFee: { en: 'Expedite fee', zh: '加急费' },
  specialProcessFee: { en: 'Special process fee', zh: '特殊工艺费' },
  otherFees: { en: 'Other fees', zh: '其他费用' },
  discount: { en: 'Discount', zh: '优惠' },
  tax: { en: 'Tax', zh: '税费' },
  total: { en: 'Total', zh: '总计' },
  setupFee: { en: 'Setup fee', zh: '开机费' },
  placementFee: { en: 'Placement fee', zh: '贴片费' },
  dipFee: { en: 'Through-hole fee', zh: '插件费' },
  stencilFee: { en: 'Stencil fee', zh: '钢网费' },
  coatingFee: { en: 'Coating fee', zh: '三防漆费' },
  bakingFee: { en: 'Baking fee', zh: '烘烤费' },
  processFee: { en: 'Process fee', zh: '工艺费' },
} as const satisfies Record<string, Label>;

/** Names the board of a quote: "2-layer sample board" / "双面板样板", "Aluminium base 1-layer batch board" / "铝基板单面批量". */
export function nameBoard(material: PcbMaterial, layers: number, mode: QuoteMode): Label {
  const layersZh = layers === 1 ? '单面' : layers === 2 ? '双面' : `${layers}层`;
  const modeLabel = optionLabels.mode[mode];
  if (material === 'FR4') {
    return { en: `${layers}-layer ${mode} board`, zh: `${layersZh}板${modeLabel.zh}` };
  }
  const materialLabel = optionLabels.material[material];
  return {
    en: `${materialLabel.en} ${layers}-layer ${mode} board`,
    zh: `${materialLabel.zh}${layersZh}${modeLabel.zh}`,
  };
}

/** Formats a number for a label without binary noise (1.6, 0.12, 1 000 000 → "1000000"). */
export function formatNumber(value: number): string {
  // Fast path (labels format a few numbers per quote, and toFixed was an eighth of the engine's time; issue 34): a
  // number whose shortest form has at most four decimals is that form, which toFixed(4) would give back too (below
  // 1e11 half an ulp is far under 0.00005; exponent forms such as 1e-7 take the slow path).
  if (Math.abs(value) < 1e11) {
    const text = String(value);
    const point = text.indexOf('.');
    if (!text.includes('e') && (point === -1 || text.length - point - 1 <= 4)) return text;
  }
  return String(Number(value.toFixed(4)));
}
