import {
  type ContentEntry,
  type ContentEntryOf,
  type finishedThicknessesMm,
  laminatedLayerCounts,
} from '@boardforge/contracts/content.ts';
import { homeHeroes, processSteps, productCategories } from './content-seed-home.ts';

/** A seeded record: its fields, its sort order and whether it starts published. */
export type SeedContent = { sort: number; entry: ContentEntry };

/** Illustrations the web app serves from apps/web/public/content (same-origin paths). */
const pictures = {
  board: '/content/pcb-board.svg',
  smt: '/content/smt-line.svg',
  stencil: '/content/stencil.svg',
  expo: '/content/expo-booth.svg',
} as const;

const news: ContentEntryOf<'news'>[] = [
  {
    kind: 'news',
    data: { category: 0, image: pictures.smt },
    zh: {
      title: '板工坊第三条SMT产线投产',
      summary: '新产线配备高速贴片机与十温区回流焊，贴片日产能提升至400万点。',
      body: '<p>本月起，板工坊第三条<strong>SMT贴片产线</strong>正式投产。</p><ul><li>高速贴片机，最小元件0201</li><li>十温区氮气回流焊</li><li>在线AOI与X-Ray检测</li></ul><p>样板贴片交期缩短至24小时。</p>',
    },
    en: {
      title: 'Our third SMT line is in production',
      summary: 'High-speed placement and a ten-zone reflow oven raise our capacity to 4 million placements a day.',
      body: '<p>This month our third <strong>SMT assembly line</strong> went into production.</p><ul><li>High-speed placement down to 0201 parts</li><li>Ten-zone nitrogen reflow</li><li>Inline AOI and X-ray inspection</li></ul><p>Prototype assembly now ships within 24 hours.</p>',
    },
  },
  {
    kind: 'news',
    data: { category: 1 },
    zh: {
      title: '2026年覆铜板价格走势',
      summary: '铜价回落，FR-4覆铜板价格趋于稳定，常规板报价维持不变。',
      body: '<p>今年第二季度以来，铜价小幅回落，<em>FR-4覆铜板</em>价格趋于稳定。板工坊常规双面板与四层板报价保持不变。</p>',
    },
    en: {
      title: 'Copper-clad laminate prices in 2026',
      summary: 'Copper has eased and FR-4 laminate prices are steady; our standard board prices stay as they are.',
      body: '<p>Since the second quarter copper prices have eased and <em>FR-4 laminate</em> prices are steady. Our prices for standard double-sided and four-layer boards stay unchanged.</p>',
    },
  },
  {
    kind: 'news',
    data: { category: 2 },
    zh: {
      title: '阻抗控制设计的五个要点',
      summary: '叠层、线宽、参考平面、差分间距与公差——下单前值得检查的五件事。',
      body: '<h3>1. 先定叠层</h3><p>阻抗由介质厚度决定，请参考我们的标准叠层。</p><h3>2. 线宽与间距</h3><p>差分线保持等长等距。</p><h3>3. 完整参考平面</h3><p>避免信号跨越平面分割。</p>',
    },
    en: {
      title: 'Five points of impedance-controlled design',
      summary:
        'Stack-up, track width, reference planes, differential spacing and tolerance — five checks before you order.',
      body: '<h3>1. Choose the stack-up first</h3><p>Impedance follows the dielectric thickness; start from our standard stack-ups.</p><h3>2. Width and spacing</h3><p>Keep differential pairs matched in length and gap.</p><h3>3. Solid reference planes</h3><p>Never route a signal across a split plane.</p>',
    },
  },
  {
    kind: 'news',
    data: { category: 3 },
    zh: {
      title: '智能家居控制板一站式方案',
      summary: '从原理图、PCB到贴片与元器件采购，一个订单完成智能开关主控板。',
      body: '<p>客户提供功能需求，我们完成<strong>原理图设计、PCB布局、元器件选型与SMT贴片</strong>，首批样品7个工作日交付。</p>',
    },
    en: {
      title: 'A one-stop smart-home controller',
      summary: 'Schematic, layout, assembly and sourcing of a smart-switch controller on a single order.',
      body: '<p>The customer described the functions; we did the <strong>schematic, layout, component selection and SMT assembly</strong> and delivered the first samples in 7 working days.</p>',
    },
  },
  {
    kind: 'news',
    data: { category: 4, image: pictures.stencil },
    zh: {
      title: '阶梯钢网上线在线下单',
      summary: '阶梯钢网现可在智能报价中直接计价，4小时内出货。',
      body: '<p>阶梯钢网适用于同板不同锡膏厚度的元件，现已支持<strong>在线计价与下单</strong>。</p>',
    },
    en: {
      title: 'Step stencils can now be ordered online',
      summary: 'Step stencils are priced in Smart Quotes and ship within 4 hours.',
      body: '<p>Step stencils suit boards that need different paste heights; they can now be <strong>priced and ordered online</strong>.</p>',
    },
  },
  {
    kind: 'news',
    data: { category: 5 },
    zh: {
      title: '春节假期发货安排',
      summary: '春节期间样板正常生产，批量订单请提前下单。',
      body: '<p>春节期间样板产线正常运行；<strong>批量订单</strong>请于节前十天下单，物流恢复后依次发出。</p>',
    },
    en: {
      title: 'Shipping over the Spring Festival',
      summary: 'Prototype lines keep running over the holiday; place batch orders early.',
      body: '<p>Our prototype lines keep running over the Spring Festival; please place <strong>batch orders</strong> ten days before the holiday — they ship in turn when carriers reopen.</p>',
    },
  },
];

const orderShowcases: ContentEntryOf<'orderShowcase'>[] = [
  {
    kind: 'orderShowcase',
    data: { stars: 5, time: '2026-09-12', image: pictures.board },
    zh: {
      name: '深圳某智能硬件公司',
      title: '4层板 1.6mm 沉金 100片',
      content: '24小时加急按时到货，沉金表面平整，贴片良率很高。',
      labels: ['PCB', '24H'],
    },
    en: {
      name: 'A smart-hardware company in Shenzhen',
      title: '4 layers, 1.6 mm, immersion gold, 100 pcs',
      content: 'The 24-hour rush arrived on time, the gold finish is flat and our assembly yield was excellent.',
      labels: ['PCB', '24H'],
    },
  },
  {
    kind: 'orderShowcase',
    data: { stars: 5, time: '2026-10-03', image: pictures.smt },
    zh: {
      name: '杭州某高校实验室',
      title: '双面板贴片 20套',
      content: '元器件代采省了很多时间，工程师主动确认了两处封装问题。',
      labels: ['SMT', 'BOM'],
    },
    en: {
      name: 'A university lab in Hangzhou',
      title: 'Double-sided assembly, 20 sets',
      content: 'Sourcing the parts saved us days, and an engineer caught two footprint problems before production.',
      labels: ['SMT', 'BOM'],
    },
  },
];

// The offers of pricing.md §1.1: 10 × 10 cm × 5 pcs, all else default — 30 (1–2 layers), 100 (4), 800 (6) yuan with
// the default price book; the site prices them with the current one.
const specialOffers: ContentEntryOf<'specialOffer'>[] = (
  [
    ['单/双面板', 'Single / double-sided', 2],
    ['四层板', 'Four-layer', 4],
    ['六层板', 'Six-layer', 6],
  ] as const
).map(([zhTitle, enTitle, layers]) => ({
  kind: 'specialOffer' as const,
  data: { quote: { tab: 'pcb' as const, spec: { layers, boardLength: 100, boardWidth: 100, boardNumber: 5 } } },
  zh: {
    title: zhTitle,
    type: '样板特价',
    items: ['10×10 cm以内', '5片', '常规FR-4，1.6 mm', '绿油白字'],
  },
  en: {
    title: enTitle,
    type: 'Prototype offer',
    items: ['Within 10 × 10 cm', '5 pcs', 'Standard FR-4, 1.6 mm', 'Green mask, white legend'],
  },
}));

const productShowcases: ContentEntryOf<'productShowcase'>[] = [
  {
    kind: 'productShowcase',
    data: { image: pictures.board, time: '2026-08-20' },
    zh: { title: '8层HDI主板', text: '一阶盲埋孔，BGA间距0.4 mm，阻抗控制±10%。' },
    en: {
      title: '8-layer HDI main board',
      text: 'First-order blind and buried vias, 0.4 mm BGA pitch, impedance within ±10%.',
    },
  },
  {
    kind: 'productShowcase',
    data: { image: pictures.smt, time: '2026-09-05' },
    zh: { title: 'LED铝基板', text: '1.5 mm铝基，导热系数2.0 W/m·K，白油黑字。' },
    en: {
      title: 'LED aluminium board',
      text: '1.5 mm aluminium base, 2.0 W/m·K dielectric, white mask with black legend.',
    },
  },
  {
    kind: 'productShowcase',
    data: { image: pictures.stencil, time: '2026-10-11' },
    zh: { title: '激光阶梯钢网', text: '0.12/0.15 mm阶梯，电抛光孔壁，适配细间距QFN。' },
    en: { title: 'Laser-cut step stencil', text: '0.12/0.15 mm steps with electropolished walls for fine-pitch QFNs.' },
  },
];

const activities: ContentEntryOf<'activity'>[] = [
  {
    kind: 'activity',
    data: { image: pictures.expo, images: [pictures.expo, pictures.smt, pictures.board], time: '2026-11-06' },
    zh: { title: '板工坊亮相深圳电子展', text: '我们在展会现场演示了在线计价与24小时加急打样，欢迎到展位交流。' },
    en: {
      title: 'BoardForge at the Shenzhen electronics fair',
      text: 'We showed instant online quotes and 24-hour rush prototypes at our booth — come and talk to our engineers.',
    },
  },
  {
    kind: 'activity',
    data: { image: pictures.board, images: [pictures.board, pictures.stencil], time: '2026-07-18' },
    zh: { title: '高校电子设计竞赛赞助', text: '为参赛队伍免费打样双面板，每队限5片，并提供钢网。' },
    en: {
      title: 'Sponsoring the university design contest',
      text: 'Free double-sided prototypes (5 per team) and stencils for every team in the contest.',
    },
  },
];

const customerPosts: ContentEntryOf<'customerPost'>[] = [
  {
    kind: 'customerPost',
    data: { image: pictures.board, time: '2026-10-21' },
    zh: {
      title: '第一次做四层板的经验',
      author: '李工',
      body: '<p>第一次设计四层板，按照<strong>标准叠层</strong>做了阻抗计算，样板一次点亮。</p><p>建议大家下单前先看工艺能力页。</p>',
    },
    en: {
      title: 'My first four-layer board',
      author: 'Engineer Li',
      body: '<p>My first four-layer design: I calculated impedance from the <strong>standard stack-up</strong> and the prototype worked first time.</p><p>Read the capability page before you order.</p>',
    },
  },
  {
    kind: 'customerPost',
    data: { time: '2026-11-02' },
    zh: {
      title: '贴片+代采一站式体验',
      author: '王同学',
      body: '<p>上传BOM后客服很快确认了替代料，三天收到焊好的板子。</p>',
    },
    en: {
      title: 'Assembly and sourcing in one order',
      author: 'Student Wang',
      body: '<p>After I uploaded the BOM the team confirmed substitutes quickly, and the assembled boards arrived in three days.</p>',
    },
  },
];

const outerCopperMm = 0.035;
const innerCopperMm = 0.0152;
const prepregMm = 0.1;
const finishMm = 0.02;

/** A symmetric build of `layers` layers to `totalMm`: copper and prepreg/core alternate, cores take up the rest. */
function buildLaminated(
  layers: (typeof laminatedLayerCounts)[number],
  totalMm: (typeof finishedThicknessesMm)[number],
) {
  const cores = layers / 2 - 1;
  const prepregs = layers / 2;
  const fixedMm = 2 * outerCopperMm + (layers - 2) * innerCopperMm + prepregs * prepregMm + 2 * finishMm;
  const coreMm = Math.max(0.05, Math.round(((totalMm - fixedMm) / cores) * 100) / 100);
  const lines: ContentEntryOf<'laminatedStructure'>['data']['lines'] = [{ material: 'finish', thicknessMm: finishMm }];
  for (let layer = 1; layer <= layers; layer += 1) {
    const isOuter = layer === 1 || layer === layers;
    lines.push({ material: 'copper', thicknessMm: isOuter ? outerCopperMm : innerCopperMm });
    if (layer < layers) {
      lines.push(
        layer % 2 === 1 ? { material: 'prepreg', thicknessMm: prepregMm } : { material: 'core', thicknessMm: coreMm },
      );
    }
  }
  lines.push({ material: 'finish', thicknessMm: finishMm });
  return { coreMm, lines };
}

/** The thicknesses each layer count is built in (thinner boards cannot hold more layers). */
const thicknessesByLayers: Record<
  (typeof laminatedLayerCounts)[number],
  readonly (typeof finishedThicknessesMm)[number][]
> = {
  4: [0.4, 0.6, 0.8, 1.0, 1.2, 1.6, 2.0, 2.4],
  6: [0.8, 1.0, 1.2, 1.6, 2.0, 2.4],
  8: [1.0, 1.2, 1.6, 2.0, 2.4],
  10: [1.2, 1.6, 2.0, 2.4],
};

const laminatedStructures: ContentEntryOf<'laminatedStructure'>[] = laminatedLayerCounts.flatMap((layers) =>
  thicknessesByLayers[layers].map((finishedThicknessMm) => {
    const { coreMm, lines } = buildLaminated(layers, finishedThicknessMm);
    return {
      kind: 'laminatedStructure' as const,
      data: { layers, finishedThicknessMm, coreThicknessMm: coreMm, lines },
      zh: { name: `${layers}层板 ${finishedThicknessMm.toFixed(1)} mm 标准叠层` },
      en: { name: `${layers}-layer ${finishedThicknessMm.toFixed(1)} mm standard stack-up` },
    };
  }),
);

const capabilityRows: [string, string, string, string, string, string][] = [
  ['板材', '层数', '1–30层', 'Board', 'Layers', '1–30'],
  [
    '板材',
    '板厚',
    '0.1–5.0 mm（小于0.2或大于6.5 mm需评审）',
    'Board',
    'Board thickness',
    '0.1–5.0 mm (under 0.2 or over 6.5 mm reviewed)',
  ],
  [
    '板材',
    '常规板厚',
    '常规4 mm，最大5 mm；超过2.4 mm需特别报价',
    'Board',
    'Conventional thickness',
    'Up to 4 mm, maximum 5 mm; over 2.4 mm quoted specially',
  ],
  ['板材', '最小尺寸', '5×5 mm', 'Board', 'Minimum board size', '5 × 5 mm'],
  [
    '板材',
    '板厚公差',
    '1.0 mm以下±0.1 mm，1.0 mm及以上±10%',
    'Board',
    'Thickness tolerance',
    '±0.1 mm below 1.0 mm, ±10% from 1.0 mm',
  ],
  [
    '铜厚与线路',
    '铜厚',
    '外层最高8 oz，内层最高6 oz',
    'Copper and tracks',
    'Copper weight',
    'Up to 8 oz outer, 6 oz inner',
  ],
  [
    '铜厚与线路',
    '最小线宽线距',
    '0.5 oz铜厚下3/3 mil',
    'Copper and tracks',
    'Min track / space',
    '3/3 mil at half-ounce copper',
  ],
  ['钻孔与外形', '激光钻孔阶数', '1–5阶', 'Drilling and outline', 'Laser drilling order', '1–5'],
  ['钻孔与外形', 'V割', '最多100刀', 'Drilling and outline', 'V-cut', 'Up to 100 lines'],
  ['钻孔与外形', '外形公差', '约±0.2 mm', 'Drilling and outline', 'Outline tolerance', 'About ±0.2 mm'],
];

const processCapabilities: ContentEntryOf<'processCapability'>[] = capabilityRows.map(
  ([zhGroup, zhName, zhText, enGroup, enName, enText]) => ({
    kind: 'processCapability',
    data: {},
    zh: { group: zhGroup, name: zhName, text: zhText },
    en: { group: enGroup, name: enName, text: enText },
  }),
);

const contactBranches: ContentEntryOf<'contactBranch'>[] = [
  {
    kind: 'contactBranch',
    data: { phone: '0755-86001234', email: 'service@boardforge.example' },
    zh: { name: '深圳总部', address: '广东省深圳市宝安区福永街道新和工业园A栋' },
    en: {
      name: 'Shenzhen headquarters',
      address: 'Building A, Xinhe Industrial Park, Fuyong, Bao’an, Shenzhen, Guangdong',
    },
  },
  {
    kind: 'contactBranch',
    data: { phone: '0512-66005678', email: 'suzhou@boardforge.example' },
    zh: { name: '苏州办事处', address: '江苏省苏州市工业园区星湖街218号' },
    en: { name: 'Suzhou office', address: '218 Xinghu Street, Suzhou Industrial Park, Suzhou, Jiangsu' },
  },
  {
    kind: 'contactBranch',
    data: { phone: '0755-86009999', email: 'smt@boardforge.example' },
    zh: { name: 'SMT贴片工厂', address: '广东省深圳市宝安区沙井街道后亭工业区6栋' },
    en: {
      name: 'SMT assembly plant',
      address: 'Building 6, Houting Industrial Zone, Shajing, Bao’an, Shenzhen, Guangdong',
    },
  },
];

const marketingFigures: ContentEntryOf<'marketingFigure'>[] = [
  ['10+', '年制造经验', 'years of manufacturing experience'],
  ['30,000+', '服务中小制造企业', 'small and medium manufacturers served'],
  ['800', '设计客户', 'design clients'],
  ['650,000', '全球客户', 'customers worldwide'],
  ['99%', '好评率', 'positive review rate'],
].map(([value, zhLabel, enLabel]) => ({
  kind: 'marketingFigure' as const,
  data: {},
  zh: { value: String(value), label: String(zhLabel) },
  en: { value: String(value), label: String(enLabel) },
}));

/** Every seeded record, published, in its kind's order (sort 10, 20, … leaves room between). */
export const seedContents: SeedContent[] = [
  news,
  orderShowcases,
  specialOffers,
  productShowcases,
  activities,
  customerPosts,
  laminatedStructures,
  processCapabilities,
  contactBranches,
  marketingFigures,
  homeHeroes,
  processSteps,
  productCategories,
].flatMap((entries: ContentEntry[]) => entries.map((entry, index) => ({ sort: (index + 1) * 10, entry })));
