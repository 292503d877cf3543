import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = import.meta.dirname;
const languages = ['en', 'zh-CN'] as const;

type Tree = { [key: string]: string | Tree };

/** Lists every leaf key of a translation file as a dotted path, with its value. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [nested, leaf] of flatten(value, path)) entries.set(nested, leaf);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

function readNamespaces(language: string): Map<string, Map<string, unknown>> {
  const files = readdirSync(join(localesDir, language)).filter((file) => file.endsWith('.json'));
  return new Map(
    files.map((file) => [
      file.replace(/\.json$/, ''),
      flatten(JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as Tree),
    ]),
  );
}

const byLanguage = new Map(languages.map((language) => [language, readNamespaces(language)]));

/** Keys present on one side and missing on the other, as "namespace:key". */
function findMissing(from: (typeof languages)[number], to: (typeof languages)[number]): string[] {
  const missing: string[] = [];
  const source = byLanguage.get(from)!;
  const target = byLanguage.get(to)!;
  for (const [namespace, keys] of source) {
    const other = target.get(namespace);
    for (const key of keys.keys()) if (!other?.has(key)) missing.push(`${namespace}:${key}`);
  }
  return missing;
}

describe('translation files', () => {
  it('have the same namespaces in every language', () => {
    const [en, zh] = languages.map((language) => [...byLanguage.get(language)!.keys()].sort());
    expect(en).toEqual(zh);
    expect(en?.length).toBeGreaterThan(0);
  });

  it('have every English key in zh-CN', () => {
    expect(findMissing('en', 'zh-CN')).toEqual([]);
  });

  it('have every zh-CN key in English', () => {
    expect(findMissing('zh-CN', 'en')).toEqual([]);
  });

  it('have only non-empty string values', () => {
    const bad: string[] = [];
    for (const [language, namespaces] of byLanguage) {
      for (const [namespace, keys] of namespaces) {
        for (const [key, value] of keys) {
          if (typeof value !== 'string' || value.trim() === '') bad.push(`${language}/${namespace}:${key}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('use the same interpolation variables on both sides', () => {
    const mismatched: string[] = [];
    const variables = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [namespace, keys] of byLanguage.get('en')!) {
      for (const [key, value] of keys) {
        const other = byLanguage.get('zh-CN')!.get(namespace)?.get(key);
        if (other !== undefined && variables(value).join() !== variables(other).join()) {
          mismatched.push(`${namespace}:${key}`);
        }
      }
    }
    expect(mismatched).toEqual([]);
  });

  it('count English nouns through plural keys (no "1 orders")', () => {
    const unplural: string[] = [];
    for (const [namespace, keys] of byLanguage.get('en')!) {
      for (const [key, value] of keys) {
        if (/_(one|other)$/.test(key)) continue;
        if (/\{\{count\}\} [a-z]+s\b/.test(String(value)) && !/\{\{count\}\} pcs\b/.test(String(value))) {
          unplural.push(`${namespace}:${key}`);
        }
      }
    }
    expect(unplural).toEqual([]);
  });

  it('write English with English punctuation (no full-width colons, commas or brackets)', () => {
    const fullWidth: string[] = [];
    for (const [namespace, keys] of byLanguage.get('en')!) {
      for (const [key, value] of keys) if (/[：，（）；。]/.test(String(value))) fullWidth.push(`${namespace}:${key}`);
    }
    expect(fullWidth).toEqual([]);
  });

  it('name the services as PCB buyers do, not as word-for-word translations', () => {
    const english = [...byLanguage.get('en')!.values()].flatMap((keys) => [...keys.values()].map(String));
    for (const phrase of [
      'PCB Boarding',
      'SMT Patch',
      'Steel Sheet',
      'Scheme Design',
      'Activity Topic',
      'Customer Posting',
    ]) {
      expect(english.filter((text) => text.includes(phrase))).toEqual([]);
    }
  });
});
