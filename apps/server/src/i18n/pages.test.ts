import { publicPages } from '@boardforge/contracts/public-pages.ts';
import { describe, expect, it } from 'vitest';
import { pageCatalogues } from './pages.ts';

/** Every string in a nested value with its path, to compare the two languages' shapes. */
function flatten(value: unknown, path = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flatten(inner, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

describe('the public pages catalogue', () => {
  it('holds the same keys in en and zh-CN, none empty, with the same parameters', () => {
    const english = flatten(pageCatalogues.en);
    const chinese = new Map(flatten(pageCatalogues['zh-CN']));
    expect([...chinese.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    const parametersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of english) {
      const other = chinese.get(key);
      if (Array.isArray(text)) {
        expect(Array.isArray(other) && other.length > 0, key).toBe(true);
        expect(text.length, key).toBeGreaterThan(0);
        for (const item of [...text, ...(other as string[])]) expect(String(item).trim(), key).not.toBe('');
        continue;
      }
      expect(String(text).trim(), key).not.toBe('');
      expect(String(other).trim(), key).not.toBe('');
      expect(parametersOf(String(other)), key).toEqual(parametersOf(String(text)));
    }
  });

  it('has every page of the public pages list, with a description short enough for a search result', () => {
    for (const language of ['en', 'zh-CN'] as const) {
      for (const page of publicPages) {
        const text = pageCatalogues[language].pages[page.key];
        expect(text.title, `${language} ${page.path}`).not.toBe('');
        expect(text.description.length, `${language} ${page.path}`).toBeLessThanOrEqual(300);
      }
    }
  });
});
