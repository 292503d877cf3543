import type { ContentEntryOf } from '@boardforge/contracts/content.ts';

/** The home page's hero as the site first shipped it. */
export const homeHeroes: ContentEntryOf<'homeHero'>[] = [
  {
    kind: 'homeHero',
    data: {},
    zh: {
      eyebrow: '一站式PCBA服务',
      title: '从Gerber文件到成品PCBA，秒级报价',
      subtitle:
        '为工程师与电子企业提供PCB打样与批量、FPC软板、铝基板、SMT贴片、钢网与元器件配单，小批量与大批量价格一单搞定。',
      primaryAction: '立即在线计价',
      secondaryAction: '查看工艺能力',
      badges: ['8/12/24小时加急', '全国包邮', '3小时报价 · 6小时发货'],
    },
    en: {
      eyebrow: 'One-stop PCBA service',
      title: 'From Gerber files to assembled boards, priced in seconds',
      subtitle:
        'Prototype and batch PCB, FPC and aluminium boards, SMT assembly, stencils and component sourcing for engineers and electronics companies — with small-batch and bulk pricing on one order.',
      primaryAction: 'Get an instant quote',
      secondaryAction: 'View process capability',
      badges: ['8 / 12 / 24 h rush', 'Free shipping nationwide', 'Quote in 3 h · ship in 6 h'],
    },
  },
];

/** "How ordering works": the seven steps from registering to sharing the finished order. */
export const processSteps: ContentEntryOf<'processStep'>[] = [
  ['注册/登录', '手机号注册，或用已有账号登录。', 'Register or log in', 'Sign up with your phone number, or log in.'],
  [
    '在线计价',
    '上传Gerber或填写参数，即时得到价格。',
    'Quote online',
    'Upload Gerber files or enter the spec for an instant price.',
  ],
  [
    '确认订单',
    '工程师审核文件，确认工艺与交期。',
    'Review and confirm',
    'Our engineers check the files, the process and the lead time.',
  ],
  ['在线支付', '微信、支付宝或对公转账。', 'Pay online', 'WeChat Pay, Alipay or bank transfer.'],
  [
    '生产发货',
    '按期生产，发货后可跟踪物流。',
    'Manufacture and deliver',
    'Made on schedule and shipped with tracking.',
  ],
  [
    '确认收货并评价',
    '收到板子后确认收货，并为订单评分。',
    'Confirm receipt and rate',
    'Confirm the boards arrived and rate the order.',
  ],
  [
    '完成并分享',
    '订单完成，可分享到客户晒单。',
    'Complete and share',
    'The order is done; share it in the customer showcase.',
  ],
].map(([zhTitle, zhText, enTitle, enText]) => ({
  kind: 'processStep' as const,
  data: {},
  zh: { title: String(zhTitle), text: String(zhText) },
  en: { title: String(enTitle), text: String(enText) },
}));

/** The product catalogue: each card leads to its product page and shows its drawing. */
export const productCategories: ContentEntryOf<'productCategory'>[] = (
  [
    [
      '/boardMaking/pcbBoardMaking',
      'pcb',
      'PCB打样',
      '1–30层，3/3 mil，HDI，阻抗控制。',
      'PCB prototypes',
      '1–30 layers, 3/3 mil, HDI, impedance control.',
    ],
    [
      '/boardMaking/pcbBatch',
      'batch',
      'PCB批量',
      '5平方米起享批量平米价。',
      'PCB batch production',
      'Per-m² bulk prices from 5 m².',
    ],
    [
      '/boardMaking/fpcBatch',
      'fpc',
      'FPC软板',
      '聚酰亚胺柔性板与软硬结合板。',
      'FPC flexible boards',
      'Polyimide flex and rigid-flex for tight spaces.',
    ],
    [
      '/boardMaking/aluminumSubstrate',
      'aluminum',
      '铝基板',
      '适用于LED与电源的导热基板。',
      'Aluminium substrate',
      'Thermal boards for LED and power electronics.',
    ],
    [
      '/manufacture/pcbaMade',
      'smt',
      'SMT贴片',
      '日产能400万点，1片起贴。',
      'SMT assembly',
      '4 million placements a day, from 1 board.',
    ],
    [
      '/manufacture/steelMesh',
      'stencil',
      '钢网',
      '激光钢网，厚度0.08–0.3 mm。',
      'Stencils',
      'Laser-cut stencils in 0.08–0.3 mm.',
    ],
    [
      '/bomSupply',
      'bom',
      '元器件供应',
      '上传BOM，一键配齐。',
      'Components supply',
      'Upload a BOM, we source every line.',
    ],
    [
      '/solution/layoutDesign',
      'layout',
      'Layout设计',
      '最高40层、60000 pin。',
      'Layout design',
      'Up to 40 layers and 60,000 pins.',
    ],
  ] as const
).map(([path, illustration, zhName, zhSummary, enName, enSummary]) => ({
  kind: 'productCategory' as const,
  data: { path, illustration },
  zh: { name: zhName, summary: zhSummary },
  en: { name: enName, summary: enSummary },
}));
