import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { describe, expect, it } from 'vitest';
import {
  findSectionKey,
  listArrayPaths,
  listLeaves,
  priceBookSections,
  readAtPath,
  writeAtPath,
} from './price-book-sections.ts';

describe('price-book sections', () => {
  const everyLeaf = Object.keys(defaultPriceBook)
    .filter((key) => key !== 'version' && key !== 'pcb')
    .flatMap((key) => listLeaves(defaultPriceBook, key))
    .concat(Object.keys(defaultPriceBook.pcb).flatMap((key) => listLeaves(defaultPriceBook, `pcb.${key}`)));

  it('put every price and rule of the book in exactly one section (nothing is left out of the form)', () => {
    expect(everyLeaf.length).toBeGreaterThan(100);
    for (const leaf of everyLeaf) {
      const holders = priceBookSections.filter((section) =>
        section.prefixes.some((prefix) => leaf.path === prefix || leaf.path.startsWith(`${prefix}.`)),
      );
      expect(
        holders.map((section) => section.key),
        leaf.path,
      ).toHaveLength(1);
    }
  });

  it('read and write by path without changing the original', () => {
    const path = 'pcb.boardRates.FR4.sample.5.min';
    expect(readAtPath(defaultPriceBook, path)).toBe(2000);
    const edited = writeAtPath(defaultPriceBook, path, 2100);
    expect(readAtPath(edited, path)).toBe(2100);
    expect(readAtPath(defaultPriceBook, path)).toBe(2000);
    expect(Array.isArray(readAtPath(edited, 'pcb.boardRates.FR4.sample'))).toBe(true);
    expect(edited.smt).toBe(defaultPriceBook.smt);
  });

  it('find the arrays of a section and the section of an error path', () => {
    expect(listArrayPaths(defaultPriceBook, 'pcb.areaTierFromM2')).toEqual(['pcb.areaTierFromM2']);
    expect(findSectionKey('pcb.areaTierFromM2')).toBe('areaTiers');
    expect(findSectionKey('smt.placementTiers.3.maxPoints')).toBe('smt');
    expect(findSectionKey('pcb')).toBeDefined();
  });
});
