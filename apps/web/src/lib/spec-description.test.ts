import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { describeSpec, type SpecSubject, summarizeSpec } from './spec-description.ts';

const t = i18n.getFixedT(null, 'quotes');

/** The description as "Section > Label: value" lines, in the language given. */
function readLines(subject: SpecSubject, language: string): string[] {
  return describeSpec(subject, i18n.getFixedT(language, 'quotes'), language).flatMap((group) =>
    group.rows.map((row) => `${group.title} > ${row.label}: ${row.value}`),
  );
}

const board = { layers: 2, boardLength: 100, boardWidth: 80, boardNumber: 5 };

describe('describeSpec', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('describes a PCB spec as the quote form does: its sections, labels, option words and the defaults priced', () => {
    const groups = describeSpec(
      {
        orderType: 'pcb',
        spec: { ...board, surfaceFinish: 'enig', ulMark: false, gerberFileId: 'f-61e9' },
        files: [{ fileId: 'f-61e9', fileName: 'board-rev2.zip', kind: 'gerber' }],
      },
      t,
      'en',
    );
    expect(groups.map((group) => group.title)).toEqual([
      'Board',
      'Material and build',
      'Solder mask and finish',
      'Testing, processes and marks',
      'Delivery and invoice',
      'Files',
    ]);
    const lines = groups.flatMap((group) => group.rows.map((row) => `${row.label}: ${row.value}`));
    expect(lines).toEqual([
      'Material: FR-4',
      'Layers: 2 layers',
      'Length (mm): 100',
      'Width (mm): 80',
      'Quantity: 5',
      'Delivery format: Single pieces',
      'Designs in file: 1',
      'Thickness: 1.6 mm',
      'TG: TG130',
      'Outer copper: 1 oz',
      'Min track/space: 6/6 mil',
      'Min hole: 0.3 mm',
      'Solder mask: Green',
      'Silkscreen: White',
      'Surface finish: Immersion gold (ENIG)',
      'Gold thickness: 1 µ"',
      'Via covering: Tented vias',
      'Test method: Flying probe',
      'Special processes: None',
      'Order number on board: Default position',
      'Packaging: Standard',
      'UL mark: No',
      'Date code: No',
      'Confirm production files: No',
      'Delivery: Standard',
      'Invoice type: No invoice',
      'Gerber file: board-rev2.zip',
    ]);
    expect(groups.at(-1)?.rows[0]?.file?.fileId).toBe('f-61e9');
  });

  it('shows the fields the form shows for this spec only (inner copper from 4 layers, HDI order with HDI)', () => {
    const lines = readLines(
      {
        orderType: 'pcb',
        spec: { ...board, layers: 4, copperInner: 1, specialProcesses: ['hdi', 'impedance'], hdiOrder: 2 },
      },
      'en',
    );
    expect(lines).toContain('Material and build > Inner copper: 1 oz');
    expect(lines).toContain('Testing, processes and marks > Special processes: HDI, Impedance control');
    expect(lines).toContain('Testing, processes and marks > HDI laser order: Order 2');
    expect(lines.some((line) => line.includes('Gold thickness'))).toBe(false);
    // A board order without its Gerber file says so.
    expect(lines).toContain('Files > Gerber file: Not attached');
  });

  it('speaks Chinese with the form words', () => {
    const lines = readLines(
      { orderType: 'pcb', spec: { ...board, surfaceFinish: 'enig', solderMask: 'white', ulMark: true } },
      'zh-CN',
    );
    expect(lines).toContain('板子 > 层数: 双面');
    expect(lines).toContain('阻焊与表面处理 > 表面处理: 沉金');
    expect(lines).toContain('阻焊与表面处理 > 字符颜色: 黑字');
    expect(lines).toContain('测试、特殊工艺与标记 > UL标记: 是');
    expect(lines).toContain('文件 > Gerber文件: 未上传');
  });

  it('describes SMT, stencil, BOM and design orders with their own forms', () => {
    expect(
      readLines(
        {
          orderType: 'smt',
          spec: { componentsNumber: 120, boardsNumber: 10, processRequirement: 'smt_dip', dipPoints: 8 },
        },
        'en',
      ),
    ).toEqual([
      'Assembly job > Components per board: 120',
      'Assembly job > Boards: 10',
      'Assembly job > Process requirement: SMT + through-hole',
      'Assembly job > Through-hole points per board: 8',
      'Options > Stencil needed: No',
      'Options > Source components for me: No',
      'Options > Conformal coating: No',
      'Options > Component baking: No',
      'Options > I have a PCB order with you: No',
      'Delivery and invoice > Delivery: Standard',
      'Delivery and invoice > Invoice type: No invoice',
    ]);
    expect(readLines({ orderType: 'stencil', spec: { hasPcbOrder: true, pcbOrderNo: 'BF1' } }, 'en')).toEqual([
      'Stencil > Stencil type: Framed',
      'Stencil > Stencil size: 370 × 470 mm',
      'Stencil > Stencil thickness: 0.12 mm',
      'Stencil > Quantity: 1',
      'Stencil > Production method: Laser cut',
      'Stencil > Polishing: None',
      'Stencil > Nano coating: No',
      'Stencil > MARK points: None',
      'Stencil > Usage: Solder paste',
      'Stencil > I have a PCB order with you: Yes',
      'Stencil > PCB order number: BF1',
      'Delivery and invoice > Invoice type: No invoice',
    ]);
    expect(
      readLines(
        {
          orderType: 'bom',
          spec: { sets: 10, purchaseRemark: 'Original parts only' },
          files: [{ fileId: 'b1', fileName: 'bom.csv', kind: 'bom' }],
        },
        'en',
      ),
    ).toEqual([
      'BOM sourcing > BOM sets: 10',
      'BOM sourcing > Note for our buyers: Original parts only',
      'Files > BOM file: bom.csv',
    ]);
    expect(
      readLines({ orderType: 'design', spec: { pins: 80, layers: 4, bgaPitchMm: 0.4, diffPairGbps: 5 } }, 'en'),
    ).toEqual([
      'Layout design > Pins: 80',
      'Layout design > Layers: 4 layers',
      'Layout design > BGA pitch: 0.4 mm',
      'Layout design > Differential signals: 5 Gbps',
    ]);
  });

  it('shows a value outside the option sets in its unit, never a key', () => {
    const lines = readLines({ orderType: 'pcb', spec: { ...board, minHole: 0.25 } }, 'en');
    expect(lines).toContain('Material and build > Min hole: 0.25 mm');
    for (const line of lines) expect(line).not.toMatch(/[a-z][A-Z]|_|true|false/);
  });
});

describe('summarizeSpec', () => {
  it('names material, layers, size, thickness, mask colour and finish of a board', () => {
    const spec = { ...board, thickness: 1.2, solderMask: 'black', surfaceFinish: 'hasl_lead_free' };
    expect(summarizeSpec({ orderType: 'pcb', spec }, t, 'en')).toBe(
      'FR-4 · 2 layers · 100 × 80 mm · Thickness: 1.2 mm · Solder mask: Black · Surface finish: Lead-free HASL',
    );
    expect(summarizeSpec({ orderType: 'pcb', spec }, i18n.getFixedT('zh-CN', 'quotes'), 'zh-CN')).toBe(
      'FR-4 · 双面 · 100×80mm · 板厚：1.2mm · 阻焊颜色：黑色 · 表面处理：无铅喷锡',
    );
  });

  it('summarizes the other order types with their own words', () => {
    expect(summarizeSpec({ orderType: 'smt', spec: { componentsNumber: 120, boardsNumber: 10 } }, t, 'en')).toBe(
      'SMT one side · Components per board: 120',
    );
    expect(summarizeSpec({ orderType: 'stencil', spec: {} }, t, 'en')).toBe(
      'Framed · Stencil size: 370 × 470 mm · Stencil thickness: 0.12 mm',
    );
    expect(summarizeSpec({ orderType: 'bom', spec: { sets: 10 } }, t, 'en')).toBe('BOM sets: 10');
  });
});
