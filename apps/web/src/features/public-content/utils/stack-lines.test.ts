import { describe, expect, it } from 'vitest';
import { formatContentDate, pickText } from './pick-text.ts';
import { stackLines } from './stack-lines.ts';

describe('stackLines', () => {
  it('numbers the copper lines from the top and leaves the others unnumbered', () => {
    const lines = stackLines([
      { material: 'finish', thicknessMm: 0.02 },
      { material: 'copper', thicknessMm: 0.035 },
      { material: 'prepreg', thicknessMm: 0.1 },
      { material: 'copper', thicknessMm: 0.0152 },
      { material: 'core', thicknessMm: 1.26 },
      { material: 'copper', thicknessMm: 0.0152 },
    ]);
    expect(lines.map((line) => line.layer)).toEqual([undefined, 1, undefined, 2, undefined, 3]);
    expect(lines[4]).toEqual({ material: 'core', thicknessMm: 1.26 });
  });
});

describe('pickText and formatContentDate', () => {
  it('picks the texts of the language shown', () => {
    const entry = { zh: { title: '新闻' }, en: { title: 'News' } };
    expect(pickText(entry, 'en').title).toBe('News');
    expect(pickText(entry, 'zh-CN').title).toBe('新闻');
  });

  it('prints a calendar day as that day in every time zone', () => {
    expect(formatContentDate('2026-09-12', 'en')).toBe('Sep 12, 2026');
    expect(formatContentDate('2026-09-12', 'zh-CN')).toBe('2026年9月12日');
  });
});
