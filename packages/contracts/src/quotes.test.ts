import { quotePcb } from '@boardforge/domain/pricing/pcb.ts';
import type { PcbSpecInput } from '@boardforge/domain/pricing/pcb-spec.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { type PricingIssue, type PricingRuleId, pricingRuleIds } from '@boardforge/domain/pricing/pricing-rules.ts';
import { quoteSmt } from '@boardforge/domain/pricing/smt.ts';
import type { SmtSpecInput } from '@boardforge/domain/pricing/smt-spec.ts';
import { quoteStencil } from '@boardforge/domain/pricing/stencil.ts';
import type { StencilSpecInput } from '@boardforge/domain/pricing/stencil-spec.ts';
import { describe, expect, it } from 'vitest';
import {
  formatPricingIssue,
  formatPricingIssues,
  pcbPriceAnswerSchema,
  smtPriceAnswerSchema,
  stencilPriceAnswerSchema,
} from './price-answers.ts';
import { dictionaryRequestSchema, pcbSpecSchema, smtSpecSchema, stencilSpecSchema } from './quotes.ts';

const now = new Date('2026-11-20T02:00:00Z');

// The zod types must be accepted by the engines: one definition of each shape.
const acceptPcb = (spec: PcbSpecInput) => spec;
const acceptSmt = (spec: SmtSpecInput) => spec;
const acceptStencil = (spec: StencilSpecInput) => spec;

// One example issue per rule id, with the params the engine gives.
const exampleIssues: Record<PricingRuleId, PricingIssue> = {
  required: { field: 'boardNumber', rule: 'required', params: {} },
  requiredWithPcbOrder: { field: 'pcbOrderNo', rule: 'requiredWithPcbOrder', params: {} },
  integer: { field: 'layers', rule: 'integer', params: {} },
  positive: { field: 'minHole', rule: 'positive', params: {} },
  range: { field: 'boardLength', rule: 'range', params: { min: 5, max: 1200, unit: 'mm' } },
  min: { field: 'minTrace', rule: 'min', params: { min: 3, unit: 'mil' } },
  oneOf: { field: 'solderMask', rule: 'oneOf', params: { values: ['green', 'red'] } },
  layersEven: { field: 'layers', rule: 'layersEven', params: { above: 2 } },
  layersForMaterial: { field: 'layers', rule: 'layersForMaterial', params: { material: 'ALUMINUM', allowed: [1, 2] } },
  thicknessNotOffered: {
    field: 'thickness',
    rule: 'thicknessNotOffered',
    params: { standard: [0.4, 0.6, 0.8, 1, 1.2, 1.6, 2], special: ['0.1–0.3', '2.4–5.0'], step: 0.1, unit: 'mm' },
  },
  smtBoardTooSmall: { field: 'boardWidth', rule: 'smtBoardTooSmall', params: { min: 45, unit: 'mm' } },
  processNeedsLayers: {
    field: 'specialProcesses',
    rule: 'processNeedsLayers',
    params: { process: 'blind_buried_via', minLayers: 4 },
  },
  deliveryNotAllowed: {
    field: 'delivery',
    rule: 'deliveryNotAllowed',
    params: { delivery: '24h', materials: ['FR4'], minLayers: 1, maxLayers: 6, maxAreaM2: 5, isSampleOnly: false },
  },
  thicknessNeedsReview: {
    field: 'thickness',
    rule: 'thicknessNeedsReview',
    params: { thickness: 3.2, pricedAs: 2, below: 0.4, above: 2.4 },
  },
  copperNeedsReview: { field: 'copperOuter', rule: 'copperNeedsReview', params: { value: 3, limit: 2 } },
  traceNeedsReview: { field: 'minTrace', rule: 'traceNeedsReview', params: { minTrace: 3, copperOz: 1, limit: 4 } },
  layoutPricedByReview: { field: 'pins', rule: 'layoutPricedByReview', params: { pins: 300, fixedMaxPins: 100 } },
  layoutCycleByReview: { field: 'pins', rule: 'layoutCycleByReview', params: { pins: 25_000, maxPins: 20_000 } },
  notForMaterial: {
    field: 'surfaceFinish',
    rule: 'notForMaterial',
    params: { material: 'FPC', value: 'hasl_leaded', allowed: ['enig'] },
  },
};

describe('formatPricingIssue', () => {
  it.each(pricingRuleIds)('has an English and a Chinese sentence for %s', (rule) => {
    const issue = exampleIssues[rule];
    const english = formatPricingIssue(issue, 'en');
    const chinese = formatPricingIssue(issue, 'zh-CN');
    expect(english.length).toBeGreaterThan(10);
    expect(chinese.length).toBeGreaterThanOrEqual(4);
    expect(english).not.toBe(chinese);
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    expect(english).not.toMatch(/[\u4e00-\u9fff]|undefined|NaN|\[object/);
    expect(chinese).not.toMatch(/undefined|NaN|\[object/);
  });

  it.each([
    [exampleIssues.range, 'Board length must be between 5 and 1200 mm', '板长必须在 5 到 1200 mm 之间'],
    [
      exampleIssues.deliveryNotAllowed,
      '24h delivery is available only for FR-4 boards of at most 6 layers and 5 m²',
      '24小时加急仅适用于不超过 6 层、面积不超过 5 ㎡的 FR-4 板',
    ],
    [
      {
        field: 'delivery',
        rule: 'deliveryNotAllowed',
        params: { delivery: '8h', materials: ['FR4'], minLayers: 1, maxLayers: 2, maxAreaM2: null, isSampleOnly: true },
      },
      '8h delivery is available only for FR-4 sample boards of at most 2 layers',
      '8小时加急仅适用于不超过 2 层的 FR-4 样板',
    ],
    [exampleIssues.min, 'Min track/space must be at least 3 mil', '最小线宽线距不能小于 3 mil'],
    [exampleIssues.oneOf, 'Solder mask must be one of Green or Red', '阻焊颜色只能是：绿色、红色'],
    [exampleIssues.layersForMaterial, 'Aluminium base boards are made with 1 or 2 layers only', '铝基板只能做 1、2 层'],
    [
      exampleIssues.smtBoardTooSmall,
      'Boards smaller than 45 × 45 mm must be ordered in panels (board width is under 45 mm)',
      '小于 45×45 mm 的板请拼版后下单（板宽小于 45 mm）',
    ],
    [
      exampleIssues.requiredWithPcbOrder,
      'PCB order number is required when you have a PCB order',
      '已有PCB订单时必须填写PCB订单号',
    ],
    [
      exampleIssues.thicknessNotOffered,
      'Thickness must be one of 0.4, 0.6, 0.8, 1.0, 1.2, 1.6 or 2.0 mm, or 0.1–0.3 or 2.4–5.0 mm in 0.1 mm steps',
      '板厚只能是 0.4、0.6、0.8、1.0、1.2、1.6、2.0 mm，或 0.1–0.3、2.4–5.0 mm（按 0.1 mm 递增）',
    ],
  ] as [PricingIssue, string, string][])('words %o', (issue, english, chinese) => {
    expect(formatPricingIssue(issue, 'en')).toBe(english);
    expect(formatPricingIssue(issue, 'zh-CN')).toBe(chinese);
  });

  it('names every field and limit the engine reports for a broken spec', () => {
    const result = quotePcb(
      { layers: 3, boardLength: 1300, boardWidth: 100, boardNumber: 5, delivery: '8h' },
      defaultPriceBook,
      now,
    );
    if (result.ok) throw new Error('should be refused');
    expect(formatPricingIssues(result.errors, 'en')).toEqual([
      { field: 'layers', message: 'Boards with more than 2 layers must have an even number of layers' },
      { field: 'boardLength', message: 'Board length must be between 5 and 1200 mm' },
    ]);
    expect(formatPricingIssues(result.errors, 'zh-CN').map((error) => error.message)).toEqual([
      '2 层以上的板层数必须为偶数',
      '板长必须在 5 到 1200 mm 之间',
    ]);
  });
});

describe('spec schemas', () => {
  it('accepts a PCB spec with the four required fields and hands it to the engine', () => {
    const spec = acceptPcb(pcbSpecSchema.parse({ layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 }));
    const result = quotePcb(spec, defaultPriceBook, now);
    expect(result.ok && result.quote.lines.total).toBe(30);
  });

  it('refuses on an FPC spec the rigid-only TG grades and HASL finishes, naming the field', () => {
    const fpc = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5, material: 'FPC' } as const;
    const refusal = pcbSpecSchema.safeParse({ ...fpc, tg: 'TG170', surfaceFinish: 'hasl_leaded' });
    expect(refusal.success).toBe(false);
    expect(refusal.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['tg', 'TG170 is not offered for Flexible (FPC) boards: TG must be TG130'],
      [
        'surfaceFinish',
        'Leaded HASL is not offered for Flexible (FPC) boards: Surface finish must be Immersion gold (ENIG)',
      ],
    ]);
    expect(pcbSpecSchema.safeParse({ ...fpc, surfaceFinish: 'hasl_lead_free' }).success).toBe(false);
    expect(pcbSpecSchema.safeParse({ ...fpc, surfaceFinish: 'enig' }).success).toBe(true);
    // The same options stay open to rigid boards.
    expect(
      pcbSpecSchema.safeParse({ ...fpc, material: 'FR4', tg: 'TG170', surfaceFinish: 'hasl_leaded' }).success,
    ).toBe(true);
  });

  it('refuses a PCB spec outside the basic ranges or with unknown options', () => {
    expect(pcbSpecSchema.safeParse({ layers: 2, boardLength: 100, boardWidth: 100 }).success).toBe(false);
    expect(pcbSpecSchema.safeParse({ layers: 31, boardLength: 100, boardWidth: 100, boardNumber: 5 }).success).toBe(
      false,
    );
    expect(pcbSpecSchema.safeParse({ layers: 2, boardLength: 4, boardWidth: 100, boardNumber: 5 }).success).toBe(false);
    expect(
      pcbSpecSchema.safeParse({ layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5, solderMask: 'pink' })
        .success,
    ).toBe(false);
    expect(
      pcbSpecSchema.safeParse({
        layers: 2,
        boardLength: 100,
        boardWidth: 100,
        boardNumber: 5,
        specialProcesses: ['hdi'],
        hdiOrder: 6,
      }).success,
    ).toBe(false);
  });

  it('accepts SMT and stencil specs the engines price', () => {
    const smt = acceptSmt(
      smtSpecSchema.parse({ componentsNumber: 100, boardsNumber: 10, processRequirement: 'smt_single' }),
    );
    expect(quoteSmt(smt, defaultPriceBook, now).ok).toBe(true);
    const stencil = acceptStencil(stencilSpecSchema.parse({ size: '370x470', number: 2, nanoTreatment: true }));
    expect(quoteStencil(stencil, defaultPriceBook, now).ok).toBe(true);
    expect(stencilSpecSchema.safeParse({ size: '100x100' }).success).toBe(false);
    expect(smtSpecSchema.safeParse({ componentsNumber: 0, boardsNumber: 1 }).success).toBe(false);
  });

  it('reads the dictionary parent id from a query string or JSON', () => {
    expect(dictionaryRequestSchema.parse({ pid: '101' })).toEqual({ pid: 101 });
  });
});

describe('price answer schemas', () => {
  it('describe what the engines answer', () => {
    const pcb = quotePcb(
      {
        layers: 4,
        boardLength: 100,
        boardWidth: 100,
        boardNumber: 2000,
        invoiceType: 'ordinary',
        thickness: 3.2,
        gerberFileId: 'g1',
      },
      defaultPriceBook,
      now,
    );
    if (!pcb.ok) throw new Error('not priced');
    expect(pcbPriceAnswerSchema.parse(pcb.quote)).toEqual(pcb.quote);
    const smt = quoteSmt(
      { componentsNumber: 200, boardsNumber: 1000, processRequirement: 'smt_double', stencilNeeded: true },
      defaultPriceBook,
      now,
    );
    if (!smt.ok) throw new Error('not priced');
    expect(smtPriceAnswerSchema.parse(smt.quote)).toEqual(smt.quote);
    const stencil = quoteStencil({ number: 2, invoiceType: 'special' }, defaultPriceBook, now);
    if (!stencil.ok) throw new Error('not priced');
    expect(stencilPriceAnswerSchema.parse(stencil.quote)).toEqual(stencil.quote);
  });

  it('refuses amounts with more than two decimals and lines of another kind', () => {
    const pcb = quotePcb({ layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 }, defaultPriceBook, now);
    if (!pcb.ok) throw new Error('not priced');
    expect(pcbPriceAnswerSchema.safeParse({ ...pcb.quote, lines: { ...pcb.quote.lines, total: 30.001 } }).success).toBe(
      false,
    );
    expect(smtPriceAnswerSchema.safeParse(pcb.quote).success).toBe(false);
  });
});
