import { envelopeSchema } from '@boardforge/contracts/envelope.ts';
import { layoutDesignAnswerSchema } from '@boardforge/contracts/layout-design.ts';
import {
  pcbPriceAnswerSchema,
  smtPriceAnswerSchema,
  stencilPriceAnswerSchema,
} from '@boardforge/contracts/price-answers.ts';
import { dictionaryParentIds } from '@boardforge/domain/pricing/dictionary.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Sunday 2026-11-22 16:00 in China: two working days later is Tuesday 2026-11-24.
const clock = new Date('2026-11-22T08:00:00Z');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => clock, env: { QUOTE_RATE_LIMIT: '0' } });
});
afterAll(async () => {
  await testApp?.close();
});

type Path = 'calcPcbPrice' | 'calcSmtPrice' | 'calcStenPrice' | 'calcLayoutDesign';
const quote = (path: Path, payload: unknown, language?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/pcb/${path}`,
    payload: payload as Record<string, unknown>,
    headers: language ? { 'accept-language': language } : {},
  });
const board = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 };

describe('POST /api/pcb/calcPcbPrice: the worked examples of pricing.md §1.5', () => {
  const examples: [string, Record<string, unknown>, 'sample' | 'batch', number, number][] = [
    ['2 layers, 100×100, 5 pcs', {}, 'sample', 30, 30],
    ['1 layer', { layers: 1 }, 'sample', 30, 30],
    ['4 layers', { layers: 4 }, 'sample', 100, 100],
    ['6 layers', { layers: 6 }, 'sample', 800, 800],
    ['hasl_lead_free', { surfaceFinish: 'hasl_lead_free' }, 'sample', 30, 50],
    ['enig 1 µ"', { surfaceFinish: 'enig', goldThickness: 1 }, 'sample', 30, 130],
    ['thickness 2.0', { thickness: 2.0 }, 'sample', 130, 130],
    ['2 layers, 2000 pcs (20 m²)', { boardNumber: 2000 }, 'batch', 4960, 5364],
    ['4 layers, 500 pcs (5 m²)', { layers: 4, boardNumber: 500 }, 'batch', 2490, 2890],
    ['invoiceType special', { invoiceType: 'special' }, 'sample', 30, 33.9],
  ];
  it.each(examples)('%s', async (_name, change, mode, boardFee, total) => {
    const response = await quote('calcPcbPrice', { ...board, ...change });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.code).toBe('200');
    expect(body.data).toMatchObject({ mode, priceBookVersion: 1, needsReview: false });
    expect(body.data.lines.boardFee).toBe(boardFee);
    expect(body.data.lines.total).toBe(total);
  });

  it('itemises the 20 m² batch: film, flying probe and the 10 % discount', async () => {
    const { data } = (await quote('calcPcbPrice', { ...board, boardNumber: 2000 })).json();
    expect(data.areaM2).toBe(20);
    expect(data.lines).toMatchObject({ boardFee: 4960, filmFee: 100, testFee: 800, discount: 496, tax: 0 });
    expect(data.leadTime).toEqual({ unit: 'days', value: 5, shipDate: '2026-11-27' });
  });

  it('answers the contract example in full, lead time counted from the app clock', async () => {
    const { data } = (await quote('calcPcbPrice', board)).json();
    expect(data).toMatchObject({
      mode: 'sample',
      areaM2: 0.05,
      lines: { boardFee: 30, filmFee: 0, tax: 0, total: 30 },
      items: [{ line: 'boardFee', label: '2-layer sample board', labelZh: '双面板样板', amount: 30 }],
      leadTime: { unit: 'days', value: 2, shipDate: '2026-11-24' },
      reviewReasons: [],
      ignored: [],
    });
  });

  it('taxes 13 % of the subtotal for a special invoice (33.90)', async () => {
    const { data } = (await quote('calcPcbPrice', { ...board, invoiceType: 'special' })).json();
    expect(data.lines.tax).toBe(3.9);
  });
});

describe('PCB notes, review and ignored fields', () => {
  it('prices a 3.0 mm board as 2.0 mm and marks it for review', async () => {
    const { data } = (await quote('calcPcbPrice', { ...board, thickness: 3.0 })).json();
    expect(data.lines.total).toBe(130);
    expect(data.needsReview).toBe(true);
    expect(data.reviewReasons).toEqual([expect.objectContaining({ field: 'thickness', rule: 'thicknessNeedsReview' })]);
  });

  it('ignores viaCovering when a Gerber file is given, and says so', async () => {
    const withGerber = (await quote('calcPcbPrice', { ...board, viaCovering: 'plugged', gerberFileId: 'g-1' })).json();
    expect(withGerber.data.ignored).toEqual(['viaCovering']);
    expect(withGerber.data.warnings.map((warning: { code: string }) => warning.code)).toContain('viaCoveringIgnored');
    const withoutGerber = (await quote('calcPcbPrice', { ...board, viaCovering: 'plugged' })).json();
    expect(withoutGerber.data.ignored).toEqual([]);
  });

  it('tips that single-sided designs are best ordered as double-sided', async () => {
    const single = (await quote('calcPcbPrice', { ...board, layers: 1 })).json();
    const tip = single.data.warnings.find((warning: { code: string }) => warning.code === 'singleSidedTip');
    expect(tip).toMatchObject({
      label: expect.stringMatching(/double-sided/),
      labelZh: expect.stringMatching(/双面板/),
    });
    const double = (await quote('calcPcbPrice', board)).json();
    expect(double.data.warnings.map((warning: { code: string }) => warning.code)).not.toContain('singleSidedTip');
  });
});

describe('refused PCB specs: 400 naming the field and its limit', () => {
  it('words a board length below 5 mm with the whole range, in English and Chinese', async () => {
    const english = await quote('calcPcbPrice', { ...board, boardLength: 3, boardWidth: 2 });
    expect(english.statusCode).toBe(400);
    const body = english.json();
    expect(body.code).toBe('400');
    const lengthError = body.data.errors.find((error: { field: string }) => error.field === 'boardLength');
    expect(lengthError.message).toBe('Board length must be between 5 and 1200 mm');
    expect(body.msg).toContain('Board length must be between 5 and 1200 mm');

    const chinese = (await quote('calcPcbPrice', { ...board, boardLength: 3, boardWidth: 2 }, 'zh-CN')).json();
    const chineseError = chinese.data.errors.find((error: { field: string }) => error.field === 'boardLength');
    expect(chineseError.message).toMatch(/板长.*5.*1200 mm/);
    expect(chinese.msg).toMatch(/^板长/);
  });

  it('names the limit of the shorter side when the short side is the one too small', async () => {
    const { data } = (await quote('calcPcbPrice', { ...board, boardLength: 3 })).json();
    expect(data.errors).toEqual([{ field: 'boardLength', message: 'Board length must be between 5 and 600 mm' }]);
  });

  it('refuses an 8-hour delivery on 4 layers, naming the 2-layer limit', async () => {
    const response = await quote('calcPcbPrice', { ...board, layers: 4, delivery: '8h' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data.errors).toEqual([
      { field: 'delivery', message: '8h delivery is available only for FR-4 sample boards of at most 2 layers' },
    ]);
    expect(body.msg).toBe('8h delivery is available only for FR-4 sample boards of at most 2 layers.');
    const chinese = (await quote('calcPcbPrice', { ...board, layers: 4, delivery: '8h' }, 'zh-CN')).json();
    expect(chinese.data.errors[0].message).toMatch(/8小时.*2 层/);
    expect(chinese.msg).toMatch(/。$/);
  });

  it('keeps the schema wording for values that are not numbers, and names every field', async () => {
    const response = await quote('calcPcbPrice', {
      boardLength: 'long',
      boardWidth: 100,
      boardNumber: 5,
      material: 'PAPER',
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().data.errors as { field: string; message: string }[];
    expect(errors.map((error) => error.field).sort()).toEqual(['boardLength', 'layers', 'material']);
    expect(errors.find((error) => error.field === 'layers')?.message).toBe('layers is required');
    expect(errors.find((error) => error.field === 'material')?.message).toMatch(/FR4, FR4_HB/);
  });

  it('sends odd layer counts above 2 and capability limits through the engine', async () => {
    const odd = (await quote('calcPcbPrice', { ...board, layers: 3 })).json();
    expect(odd.data.errors[0]).toMatchObject({ field: 'layers', message: expect.stringMatching(/even/) });
    const tooManyLines = (await quote('calcPcbPrice', { ...board, boardType: 'panel', vCutLines: 101 })).json();
    expect(tooManyLines.data.errors[0].field).toBe('vCutLines');
    expect(tooManyLines.data.errors[0].message).toContain('100');
  });

  it('summarises many problems in msg and lists them all in data.errors', async () => {
    const response = await quote('calcPcbPrice', {
      layers: 3,
      boardLength: 2,
      boardWidth: 2,
      boardNumber: 0,
      hdiOrder: 9,
    });
    const body = response.json();
    expect(body.data.errors.length).toBeGreaterThan(3);
    expect(body.msg).toMatch(/and \d+ more\.$/);
  });
});

describe('FPC specs: flexible boards are not offered TG grades or HASL (issue 11, point 6)', () => {
  const fpc = { ...board, material: 'FPC' };

  it('prices an FPC spec with immersion gold, its default finish', async () => {
    const response = await quote('calcPcbPrice', fpc);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.lines).toMatchObject({ boardFee: 90, sprayPlatingFee: 100, total: 190 });
    expect(
      (await quote('calcPcbPrice', { ...fpc, surfaceFinish: 'enig', goldThickness: 1 })).json().data.lines.total,
    ).toBe(190);
  });

  it('refuses TG and leaded HASL with a 400 naming each field, in both languages', async () => {
    const spec = { ...fpc, tg: 'TG170', surfaceFinish: 'hasl_leaded' };
    const english = await quote('calcPcbPrice', spec, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().data.errors).toEqual([
      { field: 'tg', message: 'TG170 is not offered for Flexible (FPC) boards: TG must be TG130' },
      {
        field: 'surfaceFinish',
        message: 'Leaded HASL is not offered for Flexible (FPC) boards: Surface finish must be Immersion gold (ENIG)',
      },
    ]);
    const chinese = (await quote('calcPcbPrice', spec, 'zh-CN')).json();
    expect(chinese.data.errors.map((error: { field: string; message: string }) => error.message)).toEqual([
      'FPC软板不提供TG170，板材TG值只能是：TG130',
      'FPC软板不提供有铅喷锡，表面处理只能是：沉金',
    ]);
    const leadFree = await quote('calcPcbPrice', { ...fpc, surfaceFinish: 'hasl_lead_free' });
    expect(leadFree.statusCode).toBe(400);
    expect(leadFree.json().data.errors[0].field).toBe('surfaceFinish');
    // The same options stay open to rigid boards.
    expect((await quote('calcPcbPrice', { ...board, tg: 'TG170', surfaceFinish: 'hasl_leaded' })).statusCode).toBe(200);
  });

  it('prices its own options: adhesiveless base, black coverlay, a steel stiffener of 0.3 mm', async () => {
    const spec = { ...fpc, adhesive: 'adhesiveless', coverlay: 'black', stiffener: 'steel', stiffenerThickness: 0.3 };
    const response = await quote('calcPcbPrice', spec);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.lines).toMatchObject({ boardFee: 170, colorCost: 40, specialProcessFee: 120, total: 430 });
    expect(data.items.map((item: { label: string }) => item.label)).toContain('Stainless steel stiffener 0.3 mm');
  });

  it('refuses a stiffener thickness its kind is not made in, and flexible options on a rigid board, in both languages', async () => {
    const thin = await quote('calcPcbPrice', { ...fpc, stiffener: 'steel', stiffenerThickness: 1.6 });
    expect(thin.statusCode).toBe(400);
    expect(thin.json().data.errors).toEqual([
      { field: 'stiffenerThickness', message: 'Stiffener thickness must be one of 0.1, 0.2 or 0.3 mm' },
    ]);
    const rigid = { ...board, stiffener: 'steel', coverlay: 'white' };
    const english = await quote('calcPcbPrice', rigid, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().data.errors).toEqual([
      { field: 'coverlay', message: 'White coverlay is not offered for FR-4 boards: Coverlay must be Yellow coverlay' },
      {
        field: 'stiffener',
        message: 'Stainless steel stiffener is not offered for FR-4 boards: Stiffener must be No stiffener',
      },
    ]);
    const chinese = (await quote('calcPcbPrice', rigid, 'zh-CN')).json();
    expect(chinese.data.errors.map((error: { message: string }) => error.message)).toEqual([
      'FR-4不提供白色覆盖膜，覆盖膜只能是：黄色覆盖膜',
      'FR-4不提供钢片补强，补强只能是：不补强',
    ]);
    // The defaults, as a form may send them with a rigid board, are accepted.
    const defaults = { stiffener: 'none', coverlay: 'yellow', adhesive: 'with_adhesive', polyimideThickness: 25 };
    expect((await quote('calcPcbPrice', { ...board, ...defaults })).statusCode).toBe(200);
  });

  it('serves the option sets of the FPC form from the price book', async () => {
    const options = async (pid: number) =>
      (await testApp.app.inject({ method: 'POST', url: '/api/dict/getDictListByPid', payload: { pid } }))
        .json()
        .data.map((option: { value: unknown; labelEn: string }) => [option.value, option.labelEn]);
    expect(await options(125)).toEqual([
      ['none', 'No stiffener'],
      ['pi', 'Polyimide (PI) stiffener'],
      ['fr4', 'FR-4 stiffener'],
      ['steel', 'Stainless steel stiffener'],
    ]);
    expect(await options(128)).toEqual([
      [0.1, '0.1 mm'],
      [0.2, '0.2 mm'],
      [0.3, '0.3 mm'],
    ]);
    expect((await options(122)).map(([value]: [number]) => value)).toEqual([12.5, 25, 50]);
  });
});

describe('POST /api/pcb/calcSmtPrice', () => {
  it('prices 100 components × 10 boards, single side: 150 + 50 = 200', async () => {
    const { data } = (await quote('calcSmtPrice', { componentsNumber: 100, boardsNumber: 10 })).json();
    expect(data.lines).toMatchObject({ setupFee: 150, placementFee: 50, total: 200 });
    expect(data).toMatchObject({ mode: 'sample', priceBookVersion: 1 });
  });

  it('prices 200 × 1000 double-sided with a stencil: 500 + 2400 + 200 = 3100', async () => {
    const payload = {
      componentsNumber: 200,
      boardsNumber: 1000,
      processRequirement: 'smt_double',
      stencilNeeded: true,
    };
    const { data } = (await quote('calcSmtPrice', payload)).json();
    expect(data.lines).toMatchObject({ setupFee: 500, placementFee: 2400, stencilFee: 200, total: 3100 });
    expect(data.mode).toBe('batch');
  });

  it('requires the PCB order number when the boards come from a PCB order, and says so in Chinese', async () => {
    const response = await quote('calcSmtPrice', { componentsNumber: 10, boardsNumber: 10, hasPcbOrder: true }, 'zh');
    expect(response.statusCode).toBe(400);
    const error = response.json().data.errors[0];
    expect(error.field).toBe('pcbOrderNo');
    expect(error.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('tells that boards under 45 mm are ordered in panels', async () => {
    const payload = { componentsNumber: 10, boardsNumber: 10, boardLength: 30, boardWidth: 30 };
    const { data } = (await quote('calcSmtPrice', payload)).json();
    expect(data.errors[0].message).toMatch(/panel/i);
  });
});

describe('POST /api/pcb/calcStenPrice', () => {
  it('prices one framed 370×470 laser stencil at 100', async () => {
    const { data } = (await quote('calcStenPrice', {})).json();
    expect(data.lines).toMatchObject({ stencilFee: 100, processFee: 0, total: 100 });
    expect(data.priceBookVersion).toBe(1);
  });

  it('prices 2 pieces with nano coating and electropolish at (100 + 100 + 50) × 2 = 500', async () => {
    const payload = { number: 2, nanoTreatment: true, polishProcess: 'electropolish' };
    const { data } = (await quote('calcStenPrice', payload)).json();
    expect(data.lines).toMatchObject({ stencilFee: 200, processFee: 300, total: 500 });
  });

  it('refuses a thickness that is not offered, listing the offered ones', async () => {
    const { data } = (await quote('calcStenPrice', { thickness: 0.5 })).json();
    expect(data.errors[0]).toMatchObject({ field: 'thickness', message: expect.stringContaining('0.12') });
  });
});

describe('POST /api/pcb/calcLayoutDesign', () => {
  it('charges a fixed 200 up to 100 pins, delivered in 24 hours', async () => {
    const { data } = (await quote('calcLayoutDesign', { pins: 80, layers: 2 })).json();
    expect(data).toMatchObject({ isEstimate: false, needsReview: false, priceBookVersion: 1 });
    expect(data.lines).toEqual({ designFee: 200, total: 200 });
    expect(data.leadTime).toMatchObject({ unit: 'hours', value: 24 });
  });

  it('estimates 1.5 per pin × the layer factor above 100 pins, for review', async () => {
    const { data } = (await quote('calcLayoutDesign', { pins: 300, layers: 4 })).json();
    expect(data).toMatchObject({ isEstimate: true, needsReview: true, lines: { designFee: 585, total: 585 } });
    const large = (await quote('calcLayoutDesign', { pins: 25_000, layers: 8 })).json();
    expect(large.data.leadTime).toBeNull();
  });

  it('refuses more pins than the design capability', async () => {
    const response = await quote('calcLayoutDesign', { pins: 70_000, layers: 8 });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors[0]).toMatchObject({ field: 'pins', message: expect.stringContaining('60000') });
  });
});

describe('answers match the contract schemas (the quote routes write them without re-validating)', () => {
  const cases: [Path, Record<string, unknown>, { parse(value: unknown): unknown }][] = [
    [
      'calcPcbPrice',
      { ...board, layers: 1, thickness: 3, gerberFileId: 7, surfaceFinish: 'enig', goldThickness: 3 },
      envelopeSchema(pcbPriceAnswerSchema),
    ],
    [
      'calcPcbPrice',
      {
        ...board,
        boardNumber: 20_000,
        delivery: 'standard',
        specialProcesses: ['impedance', 'hdi'],
        hdiOrder: 2,
        layers: 8,
      },
      envelopeSchema(pcbPriceAnswerSchema),
    ],
    [
      'calcSmtPrice',
      {
        componentsNumber: 300,
        boardsNumber: 900,
        processRequirement: 'smt_dip',
        dipPoints: 12,
        conformalCoating: true,
        componentBaking: true,
        bakingTime: 4,
        delivery: '24h',
        invoiceType: 'ordinary',
      },
      envelopeSchema(smtPriceAnswerSchema),
    ],
    [
      'calcStenPrice',
      {
        type: 'step',
        size: '736x736',
        productionMethod: 'electroform',
        markRequirement: 'half_etch',
        number: 3,
        invoiceType: 'special',
      },
      envelopeSchema(stencilPriceAnswerSchema),
    ],
    [
      'calcLayoutDesign',
      { pins: 4000, layers: 10, bgaPins: 400, bgaPitchMm: 0.4 },
      envelopeSchema(layoutDesignAnswerSchema),
    ],
  ];
  it.each(cases)('%s', async (path, payload, schema) => {
    const response = await quote(path, payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(() => schema.parse(response.json())).not.toThrow();
  });
});

describe('POST /api/dict/getDictListByPid', () => {
  const listOptions = (pid: unknown, language?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/dict/getDictListByPid',
      payload: { pid },
      headers: language ? { 'accept-language': language } : {},
    });

  it('lists the materials (101) with Chinese and English labels, ids pid × 100 + sort', async () => {
    const response = await listOptions(101);
    expect(response.statusCode).toBe(200);
    const options = response.json().data as { id: number; pid: number; value: string; sort: number }[];
    expect(options.map((option) => option.value)).toEqual(['FR4', 'FR4_HB', 'ALUMINUM', 'COPPER', 'FPC', 'ROGERS']);
    expect(options[2]).toEqual({
      id: 10103,
      pid: 101,
      label: '铝基板',
      labelEn: 'Aluminium base',
      value: 'ALUMINUM',
      sort: 3,
    });
  });

  it('answers every documented parent id, from 101 material to 402 invoicingMethod', async () => {
    for (const pid of Object.values(dictionaryParentIds)) {
      const response = await listOptions(pid);
      expect(response.statusCode, `pid ${pid}`).toBe(200);
      expect(response.json().data.length, `pid ${pid}`).toBeGreaterThan(0);
    }
    const invoicing = (await listOptions('402')).json().data as { value: string }[];
    expect(invoicing.map((option) => option.value)).toEqual(['electronic', 'paper']);
  });

  it('answers 404 in the envelope for an unknown parent id, 400 for a malformed one', async () => {
    const unknown = await listOptions(999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: '404',
      msg: 'No option set has the parent id 999.',
      data: { reason: 'resource.notFound' },
    });
    expect((await listOptions(999, 'zh-CN')).json().msg).toBe('不存在父级编号为 999 的选项集。');
    const malformed = await listOptions(0);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.errors[0].field).toBe('pid');
  });

  it('documents the parent ids in the OpenAPI description', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const description: string = document.paths['/api/dict/getDictListByPid'].post.description;
    expect(description).toContain('101 material');
    expect(description).toContain('402 invoicingMethod');
  });
});

describe('QUOTE_RATE_LIMIT', () => {
  // Another app over the same database with the default limit (120 a minute per IP, shared by the quote routes).
  let limited: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent/boardforge-web-dist' });
    limited = await buildApp(config, { database: testApp.database.handle, now: () => clock, logger: false });
    await limited.ready();
  });
  afterAll(async () => {
    await limited?.close();
  });
  const call = (path: Path, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    limited.inject({ method: 'POST', url: `/api/pcb/${path}`, payload, headers, remoteAddress: '10.1.2.3' });

  it('answers 429 in the envelope after 120 quotes a minute from one address, over all quote routes', async () => {
    const paths: Path[] = ['calcPcbPrice', 'calcSmtPrice', 'calcStenPrice', 'calcLayoutDesign'];
    const payloads = [board, { componentsNumber: 1, boardsNumber: 1 }, {}, { pins: 10, layers: 2 }];
    for (let index = 0; index < 120; index += 1) {
      const response = await call(paths[index % 4] as Path, payloads[index % 4] as Record<string, unknown>);
      expect(response.statusCode, `call ${index + 1}`).toBe(200);
    }
    const refused = await call('calcStenPrice', {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: '429',
      data: { reason: 'rate.limited' },
      msg: expect.stringMatching(/Too many requests; try again in \d+ seconds/),
    });
    const chinese = await call('calcPcbPrice', board, { 'accept-language': 'zh-CN' });
    expect(chinese.statusCode).toBe(429);
    expect(chinese.json().msg).toMatch(/[\u4e00-\u9fff]/);
    const otherAddress = await limited.inject({
      method: 'POST',
      url: '/api/pcb/calcStenPrice',
      payload: {},
      remoteAddress: '10.1.2.4',
    });
    expect(otherAddress.statusCode).toBe(200);
  });

  it('is off when QUOTE_RATE_LIMIT is 0', async () => {
    const statuses = new Set<number>();
    for (let index = 0; index < 130; index += 1) statuses.add((await quote('calcStenPrice', {})).statusCode);
    expect([...statuses]).toEqual([200]);
  });
});
