import { priceBookSchema } from '@boardforge/contracts/price-book.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { renderHook } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { i18n } from '../../../lib/i18n.ts';
import enPriceBook from '../../../locales/en/priceBook.json';
import zhPriceBook from '../../../locales/zh-CN/priceBook.json';
import { namedSegments, readBookIssue, unitOf } from './price-book-labels.ts';
import { listLeaves, writeAtPath } from './price-book-sections.ts';
import { usePriceBookWords } from './use-price-book-words.ts';

type AnySchema = z.core.$ZodType;

/** Every key the schema can hold: object keys, the values of a record's enum keys, through lists and options. */
function collectSchemaKeys(schema: AnySchema, into: Set<string>): Set<string> {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown) => collectSchemaKeys(inner as AnySchema, into);
  if (def.type === 'object') {
    for (const [key, value] of Object.entries(def.shape as Record<string, AnySchema>)) {
      into.add(key);
      walk(value);
    }
  } else if (def.type === 'record') {
    const keyDef = (def.keyType as AnySchema)._zod.def as unknown as { entries?: Record<string, string> };
    for (const key of Object.values(keyDef.entries ?? {})) into.add(key);
    walk(def.valueType);
  } else if (def.type === 'array') walk(def.element);
  else if (def.type === 'tuple') for (const item of def.items as AnySchema[]) walk(item);
  else if (def.type === 'optional' || def.type === 'nullable') walk(def.innerType);
  return into;
}

function collectBookKeys(value: unknown, into: Set<string>): Set<string> {
  if (typeof value !== 'object' || value === null) return into;
  for (const [key, child] of Object.entries(value)) {
    if (!Array.isArray(value)) into.add(key);
    collectBookKeys(child, into);
  }
  return into;
}

const everyLeaf = Object.keys(defaultPriceBook).flatMap((key) => listLeaves(defaultPriceBook, key));
const bookPath = 'pcb.boardRates.FR4.sample.5.min';

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('price-book labels', () => {
  it('name every key of the schema and of the default book in both languages', () => {
    const keys = collectBookKeys(defaultPriceBook, collectSchemaKeys(priceBookSchema, new Set()));
    expect(keys.size).toBeGreaterThan(200);
    const labels = [enPriceBook.fields, zhPriceBook.fields] as Record<string, string | undefined>[];
    const missing = [...keys].filter((key) => labels.some((fields) => !fields[key]?.trim()));
    expect(missing).toEqual([]);
  });

  it('give every figure a unit or call it a count, and read units from the path', () => {
    const figures = everyLeaf.filter((leaf) => typeof leaf.value === 'number');
    expect(figures.length).toBeGreaterThan(100);
    for (const leaf of figures) expect(unitOf(leaf.path, leaf.value), leaf.path).not.toBeUndefined();
    expect(unitOf(bookPath, 2000)).toBe('yuan');
    expect(unitOf('pcb.boardRates.FR4.sample.5.ratePerM2', 1)).toBe('yuanPerM2');
    expect(unitOf('pcb.boardRates.FR4.batch.0.ratesPerM2.2', 1)).toBe('yuanPerM2');
    expect(unitOf('pcb.areaTierFromM2.1', 1)).toBe('m2');
    expect(unitOf('pcb.leadTime.sampleDaysByLayers.0.value', 1)).toBe('days');
    expect(unitOf('pcb.leadTime.sampleDaysByLayers.0.fromLayers', 1)).toBeNull();
    expect(unitOf('pcb.filmFee.batchByLayers.0.value', 1)).toBe('yuan');
    expect(unitOf('pcb.capability.copperOuterOz.min', 1)).toBe('oz');
    expect(unitOf('pcb.capability.standardThicknessMm.0', 1)).toBe('mm');
    expect(unitOf('pcb.expedite.24h.sharePercent', 1)).toBe('percent');
    expect(unitOf('taxPercent.special', 1)).toBe('percent');
    expect(unitOf('pcb.expedite.24h.maxAreaM2', null)).toBe('m2');
    expect(unitOf('pcb.expedite.24h.allowedFor.isSampleOnly', true)).toBeUndefined();
    expect(namedSegments('smt.placementTiers.3.maxPoints')).toEqual(['smt', 'placementTiers', 'maxPoints']);
  });

  it('read the schema issues by their code, with the limit the schema sets', () => {
    const issuesOf = (book: unknown) => {
      const parsed = priceBookSchema.safeParse(book);
      expect(parsed.success).toBe(false);
      return (parsed.error?.issues ?? []).map((issue) => readBookIssue(issue, book));
    };
    expect(issuesOf(writeAtPath(defaultPriceBook, bookPath, -5))).toEqual([
      { field: bookPath, kind: 'tooSmall', limit: 0 },
    ]);
    expect(issuesOf(writeAtPath(defaultPriceBook, bookPath, null))).toEqual([{ field: bookPath, kind: 'required' }]);
    expect(issuesOf(writeAtPath(defaultPriceBook, 'pcb.boardRates.FR4.sample.5.layers', 2.5))).toEqual([
      { field: 'pcb.boardRates.FR4.sample.5.layers', kind: 'wholeNumber' },
    ]);
    expect(issuesOf(writeAtPath(defaultPriceBook, 'smt.placementTiers', []))).toEqual([
      { field: 'smt.placementTiers', kind: 'tooFewRows', limit: 1 },
    ]);
    expect(issuesOf(writeAtPath(defaultPriceBook, 'pcb.fpc.stiffener.pi.defaultMm', 9.5))).toEqual([
      { field: 'pcb.fpc.stiffener.pi.defaultMm', kind: 'notListed' },
    ]);
    expect(issuesOf(writeAtPath(defaultPriceBook, 'calendar.holidays', ['1 May']))).toEqual([
      { field: 'calendar.holidays.0', kind: 'date' },
    ]);
  });

  it('word a label and a refusal in English and in Chinese, naming the field, its unit and the limit', async () => {
    const issue = { field: bookPath, kind: 'tooSmall', limit: 0 } as const;
    await i18n.changeLanguage('en');
    const en = renderHook(() => usePriceBookWords()).result.current;
    expect(en.labelOf(bookPath, -5)).toBe('Minimum (yuan)');
    expect(en.labelOf('pcb.areaTierFromM2.1', 3)).toBe('Area tiers start at no. 2 (m²)');
    expect(en.wordsOf('pcb.boardRates.FR4.sample.5')).toBe('PCB › Board rates › FR-4 › Sample › row 6');
    expect(en.describeIssue(issue, -5)).toBe(
      'PCB › Board rates › FR-4 › Sample › row 6 › Minimum (yuan) must be at least 0.',
    );
    await i18n.changeLanguage('zh-CN');
    const zh = renderHook(() => usePriceBookWords()).result.current;
    expect(zh.labelOf(bookPath, -5)).toBe('最低（元）');
    expect(zh.describeIssue(issue, -5)).toBe('PCB › 板费单价 › FR-4 › 样板 › 第 6 行 › 最低（元）不能小于 0。');
    expect(zh.describeIssue({ field: 'smt.placementTiers', kind: 'tooFewRows', limit: 1 }, [])).toBe(
      'SMT贴片 › 贴片单价档至少需要 1 行。',
    );
  });
});
