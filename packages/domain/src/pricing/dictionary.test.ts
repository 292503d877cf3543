import { describe, expect, it } from 'vitest';
import {
  dictionaryParentIds,
  listDictionaryOptions,
  listDictionaryOptionsByPid,
  nameOptionValue,
} from './dictionary.ts';
import { quotePcb } from './pcb.ts';
import { defaultPriceBook } from './price-book.ts';
import { quoteStencil } from './stencil.ts';

const now = new Date('2026-11-20T02:00:00Z');
const options = listDictionaryOptions(defaultPriceBook);
const valuesOf = (field: keyof typeof dictionaryParentIds) =>
  listDictionaryOptionsByPid(dictionaryParentIds[field], defaultPriceBook).map((option) => option.value);

describe('dictionary options', () => {
  it('has unique ids and parent ids, and no empty set', () => {
    expect(new Set(options.map((option) => option.id)).size).toBe(options.length);
    expect(new Set(Object.values(dictionaryParentIds)).size).toBe(Object.keys(dictionaryParentIds).length);
    for (const pid of Object.values(dictionaryParentIds)) {
      expect(listDictionaryOptionsByPid(pid, defaultPriceBook).length).toBeGreaterThan(0);
    }
    expect(listDictionaryOptionsByPid(999, defaultPriceBook)).toEqual([]);
  });

  it('labels every option in Chinese and English, sorted from 1', () => {
    for (const option of options) {
      expect(option.label.length).toBeGreaterThan(0);
      expect(option.labelEn.length).toBeGreaterThan(0);
      expect(option.id).toBe(option.pid * 100 + option.sort);
    }
    expect(listDictionaryOptionsByPid(dictionaryParentIds.surfaceFinish, defaultPriceBook)).toContainEqual({
      id: 11102,
      pid: 111,
      label: '无铅喷锡',
      labelEn: 'Lead-free HASL',
      value: 'hasl_lead_free',
      sort: 2,
    });
  });

  it('offers layers 1, 2 and even counts to 30', () => {
    expect(valuesOf('layers')).toEqual([1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]);
  });

  it('offers only thicknesses the engine prices', () => {
    const thicknesses = valuesOf('thickness');
    expect(thicknesses).toContain(1.6);
    expect(thicknesses).toContain(0.1);
    expect(thicknesses).toContain(5);
    expect(thicknesses).not.toContain(2.2);
    for (const thickness of thicknesses) {
      const result = quotePcb(
        { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5, thickness: thickness as number },
        defaultPriceBook,
        now,
      );
      expect(result.ok).toBe(true);
    }
    for (const thickness of valuesOf('fpcThickness')) {
      const result = quotePcb(
        {
          layers: 2,
          boardLength: 100,
          boardWidth: 100,
          boardNumber: 5,
          material: 'FPC',
          thickness: thickness as number,
        },
        defaultPriceBook,
        now,
      );
      expect(result.ok).toBe(true);
    }
  });

  it('offers only layer counts and copper weights the engine accepts', () => {
    for (const layers of valuesOf('layers')) {
      expect(
        quotePcb({ layers: layers as number, boardLength: 100, boardWidth: 100, boardNumber: 5 }, defaultPriceBook, now)
          .ok,
      ).toBe(true);
    }
    for (const copperOuter of valuesOf('copperOuter')) {
      const spec = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5, copperOuter: copperOuter as number };
      expect(quotePcb(spec, defaultPriceBook, now).ok).toBe(true);
    }
  });

  it('offers only stencil sizes and thicknesses the engine prices', () => {
    for (const size of valuesOf('stencilSize')) {
      expect(quoteStencil({ size: size as '370x470' }, defaultPriceBook, now).ok).toBe(true);
    }
    for (const thickness of valuesOf('stencilThickness')) {
      expect(quoteStencil({ thickness: thickness as number }, defaultPriceBook, now).ok).toBe(true);
    }
  });

  it('names a value as its option set does, a number outside the set in its unit, an unknown value null', () => {
    for (const option of options) {
      const field = (Object.keys(dictionaryParentIds) as (keyof typeof dictionaryParentIds)[]).find(
        (name) => dictionaryParentIds[name] === option.pid,
      );
      if (!field) throw new Error(`no field for ${option.pid}`);
      expect(nameOptionValue(defaultPriceBook, field, option.value)).toEqual({ en: option.labelEn, zh: option.label });
    }
    expect(nameOptionValue(defaultPriceBook, 'surfaceFinish', 'enig')).toEqual({
      en: 'Immersion gold (ENIG)',
      zh: '沉金',
    });
    expect(nameOptionValue(defaultPriceBook, 'minHole', 0.25)).toEqual({ en: '0.25 mm', zh: '0.25mm' });
    expect(nameOptionValue(defaultPriceBook, 'layers', 32)).toEqual({ en: '32 layers', zh: '32层' });
    expect(nameOptionValue(defaultPriceBook, 'surfaceFinish', 'gold_plating')).toBeNull();
    expect(nameOptionValue(defaultPriceBook, 'minHole', '0.3')).toBeNull();
  });
});
