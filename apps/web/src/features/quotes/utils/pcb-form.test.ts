import { deriveSilkscreen } from '@boardforge/domain/pricing/pcb-spec.ts';
import { describe, expect, it } from 'vitest';
import { describeFieldIssues } from './form-issues.ts';
import { parseNumberInput } from './number-input.ts';
import { createPcbForm, findGerberHoleConflict, findGerberMismatches, mapPcbFormToSpec } from './pcb-form.ts';
import { createSmtForm, mapSmtFormToSpec } from './smt-form.ts';
import { createStencilForm, mapStencilFormToSpec } from './stencil-form.ts';

describe('PCB form → spec', () => {
  it('maps the typed text to numbers and keeps every option', () => {
    const { spec, issues } = mapPcbFormToSpec({ ...createPcbForm(), boardLength: ' 80.5 ', boardNumber: '２０' });
    expect(issues).toEqual([]);
    expect(spec).toMatchObject({ layers: 2, boardLength: 80.5, boardWidth: 100, boardNumber: 20, material: 'FR4' });
    expect(spec).not.toHaveProperty('goldThickness');
    expect(spec).not.toHaveProperty('hdiOrder');
    expect(spec).not.toHaveProperty('gerberFileId');
  });

  it('sends gold thickness only with ENIG, the HDI order only with HDI, and the Gerber file id', () => {
    const form = {
      ...createPcbForm(),
      surfaceFinish: 'enig' as const,
      goldThickness: 3,
      specialProcesses: ['hdi' as const],
      hdiOrder: 2,
      gerber: { fileId: 'f1', fileName: 'a.zip', lengthMm: 100, widthMm: 100, layers: 2 },
    };
    expect(mapPcbFormToSpec(form).spec).toMatchObject({ goldThickness: 3, hdiOrder: 2, gerberFileId: 'f1' });
  });

  it('gives no spec while a required number is empty or not a number, and says which', () => {
    const { spec, issues } = mapPcbFormToSpec({ ...createPcbForm(), boardLength: '', boardWidth: '10x' });
    expect(spec).toBeNull();
    expect(issues).toEqual([
      { field: 'boardLength', kind: 'required' },
      { field: 'boardWidth', kind: 'notNumber' },
    ]);
    const messages = describeFieldIssues(issues, [], 'en', (field) => `${field} must be a number`);
    expect(messages).toEqual([
      { field: 'boardLength', message: 'Board length is required' },
      { field: 'boardWidth', message: 'Board width must be a number' },
    ]);
    expect(describeFieldIssues(issues, [], 'zh-CN', (field) => `${field}必须是数字`)[0]?.message).toBe('请填写板长');
  });

  it('starts FPC at its own default thickness', () => {
    expect(mapPcbFormToSpec(createPcbForm('FPC')).spec).toMatchObject({ material: 'FPC', thickness: 0.12 });
  });

  it('derives the silkscreen from the mask: black only on white', () => {
    expect(deriveSilkscreen('white')).toBe('black');
    for (const mask of ['green', 'red', 'yellow', 'blue', 'black', 'matte_black'] as const) {
      expect(deriveSilkscreen(mask)).toBe('white');
    }
  });

  it('names the fields changed away from the Gerber file', () => {
    const gerber = { fileId: 'f', fileName: 'a.zip', lengthMm: 50.2, widthMm: 30, layers: 4 };
    const form = { ...createPcbForm(), gerber, boardLength: '50.2', boardWidth: '30', layers: 4 };
    expect(findGerberMismatches(form)).toEqual([]);
    expect(findGerberMismatches({ ...form, boardWidth: '31', layers: 2 })).toEqual(['boardWidth', 'layers']);
  });

  it.each<[number | null | undefined, number, number | null]>([
    [0.2, 0.3, 0.2],
    [0.2, 0.25, 0.2],
    [0.3, 0.3, null],
    [0.298, 0.3, null],
    [0.45, 0.3, null],
    [null, 0.3, null],
    [undefined, 0.3, null],
  ])('names a Gerber hole of %s mm against a min hole of %s mm: %s', (minHoleMm, minHole, conflict) => {
    const gerber = { fileId: 'f', fileName: 'a.zip', lengthMm: 50, widthMm: 30, layers: 2, minHoleMm };
    expect(findGerberHoleConflict({ ...createPcbForm(), gerber, minHole })).toBe(conflict);
  });
});

describe('number input', () => {
  it('reads numbers, refuses text', () => {
    expect(parseNumberInput('1,200')).toEqual({ kind: 'number', value: 1200 });
    expect(parseNumberInput('  ')).toEqual({ kind: 'empty' });
    expect(parseNumberInput('12mm')).toEqual({ kind: 'invalid' });
    expect(parseNumberInput('１．５')).toEqual({ kind: 'number', value: 1.5 });
  });
});

describe('SMT and stencil forms → spec', () => {
  it('sends through-hole points only with smt_dip, baking hours only with baking, the PCB order number when said', () => {
    const base = createSmtForm();
    expect(mapSmtFormToSpec(base).spec).toEqual({
      componentsNumber: 100,
      boardsNumber: 10,
      processRequirement: 'smt_single',
      stencilNeeded: false,
      purchaseOnBehalf: false,
      conformalCoating: false,
      componentBaking: false,
      delivery: 'standard',
      hasPcbOrder: false,
      invoiceType: 'none',
    });
    const spec = mapSmtFormToSpec({
      ...base,
      processRequirement: 'smt_dip',
      dipPoints: '20',
      componentBaking: true,
      bakingTime: '4',
      hasPcbOrder: true,
      pcbOrderNo: ' P123 ',
    }).spec;
    expect(spec).toMatchObject({ dipPoints: 20, bakingTime: 4, pcbOrderNo: 'P123' });
  });

  it('reads the stencil quantity', () => {
    expect(mapStencilFormToSpec({ ...createStencilForm(), number: '2' }).spec).toMatchObject({ number: 2 });
    expect(mapStencilFormToSpec({ ...createStencilForm(), number: 'two' }).issues).toEqual([
      { field: 'number', kind: 'notNumber' },
    ]);
  });
});
