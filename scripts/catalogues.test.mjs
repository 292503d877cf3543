// Every catalogue of words says each thing in both languages (issue 12, point 4). The web's locales have their own
// key-parity test (apps/web/src/locales/locales.test.ts) and the server's messages theirs
// (apps/server/src/i18n/messages.test.ts); this one walks the bilingual tables of the domain and the contracts —
// status names, price-line and option labels, pricing-issue field names, role names, the back-office menu — and fails
// on a side left empty or a placeholder one side has and the other lacks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contractsErpMenu from '../packages/contracts/src/erp-menu.ts';
import * as contractsRoles from '../packages/contracts/src/roles.ts';
import * as domainStatuses from '../packages/domain/src/order-status/statuses.ts';
import * as domainIssues from '../packages/domain/src/pricing/issue-messages.ts';
import * as domainLabels from '../packages/domain/src/pricing/labels.ts';

/** The two names one thing has in a bilingual entry: Chinese first. */
const pairs = [
  ['zh', 'en'],
  ['labelZh', 'label'],
  ['label', 'labelEn'],
  ['name', 'nameEn'],
  ['menuname', 'menuenname'],
];

/** Finds every bilingual entry under a value, with its path. */
function findEntries(value, path, found) {
  if (typeof value !== 'object' || value === null) return found;
  for (const [chinese, english] of pairs) {
    if (typeof value[chinese] === 'string' && typeof value[english] === 'string') {
      found.push({ path, chinese: value[chinese], english: value[english] });
    }
  }
  for (const [key, child] of Object.entries(value)) findEntries(child, `${path}.${key}`, found);
  return found;
}

const parametersOf = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const catalogues = {
  'domain statuses': domainStatuses,
  'domain labels': domainLabels,
  'domain pricing issues': domainIssues,
  'contracts roles': contractsRoles,
  'contracts back-office menu': contractsErpMenu,
};

describe('bilingual catalogues of the domain and the contracts', () => {
  for (const [name, module] of Object.entries(catalogues)) {
    it(`${name}: every entry in both languages, with the same placeholders`, () => {
      const entries = findEntries(module, name, []);
      expect(entries.length, `${name} has bilingual entries`).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(entry.chinese.trim(), `${entry.path} (Chinese)`).not.toBe('');
        expect(entry.english.trim(), `${entry.path} (English)`).not.toBe('');
        expect(parametersOf(entry.chinese), entry.path).toEqual(parametersOf(entry.english));
      }
    });
  }
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The non-test TypeScript sources under a folder of the repository. */
function listSources(folder) {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : listSources(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('one way to ask the language', () => {
  // A raw language tag (i18n's, a header's) is read through packages/domain/src/language.ts, never compared by hand.
  it('compares no raw language tag outside packages/domain/src/language.ts', () => {
    const sources = ['apps/server/src', 'apps/web/src', 'packages/domain/src', 'packages/contracts/src']
      .flatMap(listSources)
      .filter((file) => file !== 'packages/domain/src/language.ts');
    const byHand = /\.language\s*(===|!==)|startsWith\(\s*['"]zh/i;
    const found = sources.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (byHand.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
