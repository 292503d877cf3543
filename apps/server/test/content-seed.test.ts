import { contentEntrySchema, finishedThicknessesMm, laminatedLayerCounts } from '@boardforge/contracts/content.ts';
import { describe, expect, it } from 'vitest';
import { seedContents } from '../src/modules/content/content-seed.ts';

// The public pages show the seed as it is (issue 15 point 1): every record must be complete in both languages, and
// the laminated structures must be buildable stack-ups, since the page draws them line by line.

const structures = seedContents.flatMap(({ entry }) => (entry.kind === 'laminatedStructure' ? [entry] : []));

describe('content seed', () => {
  it('holds records valid for their kind, with the same text fields in both languages', () => {
    for (const { entry } of seedContents) {
      expect(contentEntrySchema.safeParse(entry).success, JSON.stringify(entry)).toBe(true);
      expect(Object.keys(entry.zh)).toEqual(Object.keys(entry.en));
    }
  });

  it('has news in every category the news page offers', () => {
    const categories = new Set(
      seedContents.flatMap(({ entry }) => (entry.kind === 'news' ? [entry.data.category] : [])),
    );
    expect([...categories].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('offers every layer count up to 2.4 mm, one structure per layer count and thickness', () => {
    const keys = structures.map(({ data }) => `${data.layers}@${data.finishedThicknessMm}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const layers of laminatedLayerCounts) {
      const thicknesses = structures
        .filter(({ data }) => data.layers === layers)
        .map(({ data }) => data.finishedThicknessMm);
      // From the thinnest board that holds the layers up to the thickest: no gaps in between.
      const from = finishedThicknessesMm.indexOf(Math.min(...thicknesses) as (typeof finishedThicknessesMm)[number]);
      expect(thicknesses.sort((a, b) => a - b)).toEqual(finishedThicknessesMm.slice(from));
    }
  });

  it('builds each structure symmetrically to its finished thickness from its own core', () => {
    for (const { data, zh, en } of structures) {
      const label = `${data.layers} layers at ${data.finishedThicknessMm} mm`;
      expect(zh.name).toContain(`${data.layers}层`);
      expect(en.name).toContain(`${data.layers}-layer`);
      const materials = data.lines.map((line) => line.material);
      expect(
        materials.filter((material) => material === 'copper'),
        label,
      ).toHaveLength(data.layers);
      expect(
        materials.filter((material) => material === 'core'),
        label,
      ).toHaveLength(data.layers / 2 - 1);
      expect(materials[0]).toBe('finish');
      expect(materials.at(-1)).toBe('finish');
      expect(data.lines.map((line) => line.thicknessMm)).toEqual(data.lines.map((line) => line.thicknessMm).reverse());
      for (const line of data.lines.filter((entry) => entry.material === 'core')) {
        expect(line.thicknessMm, label).toBe(data.coreThicknessMm);
      }
      const total = data.lines.reduce((sum, line) => sum + line.thicknessMm, 0);
      // Within the ±10 % board-thickness tolerance of the capability table, and in practice within 2 %.
      expect(Math.abs(total - data.finishedThicknessMm) / data.finishedThicknessMm, label).toBeLessThan(0.02);
    }
  });
});
